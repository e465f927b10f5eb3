import { createContext, type ReactNode, useContext, useDeferredValue, useSyncExternalStore } from 'react';
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
 * hydration pass over it) shows the 'checking' state; the real one follows once hydrated
 * (`useIsHydrated`), then every change as it happens.
 */
export function useAuthState(auth: AuthPort): AuthState {
  // While hydrating, React reads the "server" snapshot: the port's own, so that once hydrated it
  // finds nothing changed and forces no synchronous re-render (this hook shows CHECKING then).
  const state = useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
  return useIsHydrated() ? state : CHECKING;
}

/** Set by `ClientRendered`: a tree rendered in the browser only, with no served markup to match. */
const ClientRenderedContext = createContext(false);

/**
 * Wraps a tree that is rendered in the browser only (`createRoot`, e.g. a section after a client
 * navigation): inside it, `useIsHydrated` is true from the first render. A single child, so `useId`
 * ids below it are unchanged.
 */
export function ClientRendered({ children }: { children: ReactNode }) {
  return <ClientRenderedContext.Provider value={true}>{children}</ClientRenderedContext.Provider>;
}

/**
 * False while rendering on the server and while hydrating prerendered HTML, true afterwards:
 * render anything that depends on the browser (location, storage) only when it is true, so
 * hydration matches the prerendered markup. Outside `ClientRendered` the first render (on the
 * server, while hydrating, or a part mounted later) is false and true follows in a deferred
 * render that yields to the browser, as a transition does. It used to be an external store whose
 * snapshot differed on the server, and for that React re-renders synchronously right after
 * hydration: the whole catalogue of /courses in one long task.
 */
export function useIsHydrated(): boolean {
  const clientRendered = useContext(ClientRenderedContext);
  return useDeferredValue(true, clientRendered ? undefined : false);
}
