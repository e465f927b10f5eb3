import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSettled, resetPageSettled, SETTLE_AFTER_MS } from './page-settled';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetPageSettled();
});

describe('pageSettled', () => {
  it('settles on the document it listened on, even when the globals are gone by then', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    void pageSettled().then(settled);
    // A deploy-time render in the same test file runs without the DOM's globals (kit/testing's
    // asServer); the page's timer may fire meanwhile.
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    expect(() => vi.advanceTimersByTime(SETTLE_AFTER_MS + 1)).not.toThrow();
    await vi.runAllTimersAsync();
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
