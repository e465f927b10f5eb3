// Test helpers (never imported by app code): the props the shell passes, a controllable auth
// port and a router at a given URL.
import {
  type AuthPort,
  type AuthState,
  type AuthStatus,
  type BusEventName,
  type BusEvents,
  createBus,
  DEFAULT_SITE_CONFIG,
  type RemoteProps,
  RemotePropsProvider,
} from '@quantethic/shared';
import { BrowserRouter } from '@quantethic/shared/router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll } from 'vitest';

export const COURSE_SIGNUP_TEMPLATE =
  'http://forms.test/forms/course-signup?name={name}&email={email}&phone={phone}&course={course}&answer=yes&lang={locale}';

export interface TestAuth extends AuthPort {
  set(status: AuthStatus): void;
}

export function createTestAuth(status: AuthStatus = 'signed-in'): TestAuth {
  const listeners = new Set<(state: AuthState) => void>();
  const stateFor = (value: AuthStatus): AuthState => ({
    status: value,
    user: value === 'signed-in' ? { uid: 'u1', email: 'demo@quantethic.dev' } : null,
  });
  let state = stateFor(status);
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      state = stateFor(value);
      for (const listener of listeners) listener(state);
    },
    signIn: async () => {},
    signUp: async () => {},
    signOut: async () => {},
    sendPasswordReset: async () => {},
    getIdToken: async () => null,
  };
}

export function createTestProps(auth: AuthPort = createTestAuth()): RemoteProps {
  return {
    contractVersion: '1.0.0',
    basePath: '/',
    bus: createBus(),
    auth,
    config: {
      ...DEFAULT_SITE_CONFIG,
      content: { ...DEFAULT_SITE_CONFIG.content, projectId: 'test', apiHost: 'http://content.test' },
      forms: { ...DEFAULT_SITE_CONFIG.forms, courseSignup: COURSE_SIGNUP_TEMPLATE },
    },
  };
}

/** Every event of one kind emitted on the bus. */
export function recordEvents<K extends BusEventName>(props: RemoteProps, type: K): BusEvents[K][] {
  const events: BusEvents[K][] = [];
  props.bus.on(type, (payload) => events.push(payload));
  return events;
}

/** Renders inside a router at `url` (jsdom's location) with the remote's props. */
export function renderAt(url: string, ui: ReactElement, props: RemoteProps = createTestProps()) {
  window.history.replaceState(null, '', url);
  const result = render(
    <BrowserRouter>
      <RemotePropsProvider value={props}>{ui}</RemotePropsProvider>
    </BrowserRouter>,
  );
  return { ...result, props };
}

/**
 * jsdom does no layout, so offsetParent is always null there; the Modal uses it to skip hidden
 * elements when trapping focus. Give every element a parent, as a browser would.
 */
export function withLayout() {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.closest('[hidden]') ? null : this.parentElement;
      },
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
  });
}
