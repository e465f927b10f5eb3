import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageSettled } from './page-settled';

/** True once the promise has resolved (after pending callbacks ran). */
async function isResolved(promise: Promise<void>) {
  let done = false;
  promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createPageSettled', () => {
  it('settles the delay after the first section shows, once the browser is idle', async () => {
    const idle = vi.fn((callback: () => void) => setTimeout(callback, 50));
    vi.stubGlobal('requestIdleCallback', idle);
    const page = createPageSettled({ delayMs: 1000, latestMs: 5000 });
    await vi.advanceTimersByTimeAsync(300);
    expect(await isResolved(page.settled)).toBe(false);

    page.sectionShown();
    await vi.advanceTimersByTimeAsync(999);
    expect(await isResolved(page.settled)).toBe(false);
    expect(idle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveBeenCalledOnce();
    expect(await isResolved(page.settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(await isResolved(page.settled)).toBe(true);
  });

  it('counts only the first section: later ones do not push it back', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const page = createPageSettled({ delayMs: 1000, latestMs: 5000 });
    page.sectionShown();
    await vi.advanceTimersByTimeAsync(600);
    page.sectionShown();
    await vi.advanceTimersByTimeAsync(400);
    expect(await isResolved(page.settled)).toBe(true);
  });

  it('settles after latestMs when no section ever shows', async () => {
    const page = createPageSettled({ delayMs: 1000, latestMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(await isResolved(page.settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isResolved(page.settled)).toBe(true);
  });
});
