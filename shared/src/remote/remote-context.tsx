import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AuthPort, AuthState } from '../contracts/auth';
import type { RemoteProps } from '../contracts/remote';
import { localeOr } from '../i18n/locale';
import { sharedUiMessages } from '../ui/messages';

const RemotePropsContext = createContext<RemoteProps | null>(null);

/**
 * Each remote wraps its tree in this provider with the props the shell passed in. The context
 * is per remote tree, so nothing relies on a context object being shared across bundles.
 * On a page in another language than English it asks at once for the texts of shared's own UI
 * (a dialog's close button, a status view's default label), never waiting for them here: a part
 * shown later (a dialog opened, content that failed) finds them there.
 */
export function RemotePropsProvider({ value, children }: { value: RemoteProps; children: ReactNode }) {
  const locale = localeOr(value.locale);
  if (!sharedUiMessages.has(locale)) void sharedUiMessages.ready(locale);
  return <RemotePropsContext.Provider value={value}>{children}</RemotePropsContext.Provider>;
}

export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside <RemotePropsProvider>');
  return props;
}

/** The remote's props when inside a remote's tree, else null (e.g. in the shell). */
export function useOptionalRemoteProps(): RemoteProps | null {
  return useContext(RemotePropsContext);
}

const CHECKING: AuthState = { status: 'checking', user: null };

/**
 * The live auth state of a port. Prerendered HTML cannot know who is signed in, so it (and the
 * hydration pass over it) shows the 'checking' state; React re-renders with the real one.
 */
export function useAuthState(auth: AuthPort): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.getState, () => CHECKING);
}

const noSubscription = () => () => {};

/**
 * False while rendering on the server and while hydrating prerendered HTML, true afterwards:
 * render anything that depends on the browser (location, storage) only when it is true, so
 * hydration matches the prerendered markup.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
