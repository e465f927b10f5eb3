import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrationBoundary } from './hydration-boundary';

const log: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    log.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  useEffect(() => {
    log.push('page');
  }, []);
  return (
    <div>
      <Counter name="top" />
      <HydrationBoundary>
        <Counter name="lower" />
      </HydrationBoundary>
    </div>
  );
}

/** Serves the page's markup and hydrates it, as a browser does a prerendered page. */
function serve() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  return container;
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name)) as HTMLButtonElement;

// React schedules the hydration as a browser runs it (not inside act, which would flush it all).
const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  log.length = 0;
  document.body.replaceChildren();
});

describe('HydrationBoundary', () => {
  it('hydrates its part after the page around it has committed (a child commits with its parent otherwise)', async () => {
    const container = serve();
    const root = hydrateRoot(container, <Page />);
    // However busy the machine: wait for the part's own commit, then read the order.
    await vi.waitFor(() => expect(log).toContain('lower'), { timeout: 5000 });
    // Effects run children first: without the boundary, 'lower' would come before 'page'.
    expect(log).toEqual(['top', 'page', 'lower']);
    expect(container.innerHTML).toBe(renderToString(<Page />));
    root.unmount();
  });

  it('a click on its server markup before it has hydrated is performed, not lost, and the element is kept', async () => {
    const container = serve();
    const lower = button(container, 'lower');
    const root = hydrateRoot(container, <Page />);
    // Nothing has hydrated yet: hydrateRoot only schedules the work. (That the part hydrates after
    // the page has committed is the test above; waiting for that moment here would be a race.)
    expect(log).toEqual([]);
    lower.click();
    await vi.waitFor(() => expect(lower).toHaveTextContent('lower 1'), { timeout: 5000 });
    expect(button(container, 'lower')).toBe(lower);
    expect(log).toEqual(expect.arrayContaining(['top', 'page', 'lower']));
    root.unmount();
  });
});
