import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AuthPort, AuthState } from '../contracts/auth';
import type { RemoteProps } from '../contracts/remote';

const RemotePropsContext = createContext<RemoteProps | null>(null);

/**
 * Each remote wraps its tree in this provider with the props the shell passed in. The context
 * is per remote tree, so nothing relies on a context object being shared across bundles.
 */
export function RemotePropsProvider({ value, children }: { value: RemoteProps; children: ReactNode }) {
  return <RemotePropsContext.Provider value={value}>{children}</RemotePropsContext.Provider>;
}

export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside <RemotePropsProvider>');
  return props;
}

/** The live auth state of a port. */
export function useAuthState(auth: AuthPort): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
}
