import {
  type AuthPort,
  type AuthState,
  type Bus,
  createBus,
  DEFAULT_SITE_CONFIG,
  type Locale,
  RemotePropsProvider,
} from '@quantethic/shared';
import { BrowserRouter, Route, Routes, useLocation } from '@quantethic/shared/router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** A controllable AuthPort for component tests. */
export function fakeAuth(initial: AuthState['status'] = 'signed-out', email = 'learner@example.com') {
  let state: AuthState =
    initial === 'signed-in'
      ? { status: 'signed-in', user: { uid: 'u1', email } }
      : { status: initial, user: null };
  const listeners = new Set<(s: AuthState) => void>();
  const set = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const port = {
    getState: () => state,
    subscribe: (listener: (s: AuthState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: vi.fn(async (address: string) =>
      set({ status: 'signed-in', user: { uid: 'u1', email: address } }),
    ),
    signUp: vi.fn(async (address: string) =>
      set({ status: 'signed-in', user: { uid: 'u2', email: address } }),
    ),
    signOut: vi.fn(async () => set({ status: 'signed-out', user: null })),
    sendPasswordReset: vi.fn(async () => {}),
    verifyPasswordResetCode: vi.fn(async () => email),
    confirmPasswordReset: vi.fn(async () => {}),
    getIdToken: vi.fn(async () => ({ token: 't', issuedAt: Date.UTC(2026, 10, 22, 9, 30) })),
  } satisfies AuthPort;
  return { port, set };
}

/** Shows where the router is, so tests can assert redirects. */
function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a page mounted at the path of `url` (as the app's routes do), with a fake auth port, in
 * `locale` (RemoteProps.locale; none: English).
 */
export function renderWithAuth(
  ui: ReactNode,
  {
    auth,
    url = '/',
    bus = createBus(),
    locale,
  }: { auth: AuthPort; url?: string; bus?: Bus; locale?: Locale },
) {
  window.history.pushState({}, '', url);
  const path = new URL(url, 'http://localhost').pathname;
  return render(
    <RemotePropsProvider
      value={{ contractVersion: '1.1.0', basePath: '/', bus, auth, config: DEFAULT_SITE_CONFIG, locale }}
    >
      <BrowserRouter>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </BrowserRouter>
    </RemotePropsProvider>,
  );
}
