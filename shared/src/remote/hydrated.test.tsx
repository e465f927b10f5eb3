// After a served page is hydrated, what only the browser knows (its storage, who is signed in)
// comes in a render of its own that yields to the browser: not in the synchronous re-render React
// forces when an external store's snapshot differs from the server's, which re-rendered a whole
// section (every course card of /courses) in one long task right after hydration (issue 17).
import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCheckingAuthPort } from '../auth/static-auth-port';
import type { AuthPort, AuthState } from '../contracts/auth';
import { ClientRendered, useAuthState, useIsHydrated } from './remote-context';

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };
const signedOutPort = (): AuthPort => ({
  ...createCheckingAuthPort(),
  getState: () => SIGNED_OUT,
  subscribe: () => () => {},
});

/** Busy for `ms` (a part of a page that takes a while to render). */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // rendering
  }
}

interface Log {
  /** Calls hooks: a Reader calls it as it renders. */
  read: () => string;
  browserSide: string;
  tick: number;
  renders: { value: string; tick: number }[];
}

/** A part of a page that takes 8 ms to render once it has the browser-side value. */
function Reader({ log }: { log: Log }) {
  const value = log.read();
  log.renders.push({ value, tick: log.tick });
  if (value === log.browserSide) busy(8);
  return <p>{value}</p>;
}

/**
 * Three parts that read `read` as they render, and the tick of a timer each render happened in:
 * renders in one tick held the browser for their whole time; React's yielding renders give it
 * back every 5 ms.
 */
function probe(read: () => string, browserSide: string) {
  const log: Log = { read, browserSide, tick: 0, renders: [] };
  const timer = setInterval(() => {
    log.tick += 1;
  }, 0);
  const tree = (
    <>
      <Reader log={log} />
      <Reader log={log} />
      <Reader log={log} />
    </>
  );
  const ticksOf = (value: string) => new Set(log.renders.filter((r) => r.value === value).map((r) => r.tick));
  return { tree, renders: log.renders, ticksOf, stop: () => clearInterval(timer) };
}

/** Hydrates `tree` over its server markup with the browser's own scheduling (not act's). */
async function hydrateServed(tree: React.ReactNode, serverTree = tree) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(serverTree);
  document.body.append(container);
  const errors: unknown[] = [];
  const root: Root = hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
  // Long enough for the hydration, its effects and any render after them.
  for (let i = 0; i < 30; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  return { container, errors, unmount: () => root.unmount() };
}

describe('after a served page is hydrated', () => {
  let previousActEnvironment: unknown;
  beforeEach(() => {
    previousActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
    document.body.innerHTML = '';
  });

  it('useIsHydrated turns true in a render that yields to the browser', async () => {
    const page = probe(() => String(useIsHydrated()), 'true');
    const { container, errors, unmount } = await hydrateServed(page.tree);
    page.stop();
    expect(errors).toEqual([]);
    expect(page.renders[0]?.value).toBe('false');
    expect(container.textContent).toBe('truetruetrue');
    // Not one synchronous re-render of all three: the browser had its turn in between.
    expect(page.ticksOf('true').size).toBeGreaterThan(1);
    unmount();
  });

  it("useAuthState shows 'checking' as served, then the port's state in a render that yields", async () => {
    const server = probe(() => useAuthState(createCheckingAuthPort()).status, 'signed-out');
    const page = probe(() => useAuthState(signedOutPort()).status, 'signed-out');
    const { container, errors, unmount } = await hydrateServed(page.tree, server.tree);
    server.stop();
    page.stop();
    expect(errors).toEqual([]);
    expect(server.renders.map((r) => r.value)).toEqual(['checking', 'checking', 'checking']);
    expect(page.renders[0]?.value).toBe('checking');
    expect(container.textContent).toBe('signed-outsigned-outsigned-out');
    expect(page.ticksOf('signed-out').size).toBeGreaterThan(1);
    unmount();
  });
});

describe('in a tree rendered in the browser only (ClientRendered)', () => {
  it('useIsHydrated and useAuthState have the browser-side value in the first render', () => {
    const hydrated = probe(() => String(useIsHydrated()), 'none');
    const auth = probe(() => useAuthState(signedOutPort()).status, 'none');
    act(() => {
      render(
        <ClientRendered>
          {hydrated.tree}
          {auth.tree}
        </ClientRendered>,
      );
    });
    hydrated.stop();
    auth.stop();
    expect(hydrated.renders.map((r) => r.value)).toEqual(['true', 'true', 'true']);
    expect(auth.renders.map((r) => r.value)).toEqual(['signed-out', 'signed-out', 'signed-out']);
  });
});
