import { afterAll, afterEach } from 'vitest';
import { resetPageSettled } from './kit/src/content/page-settled.ts';

// Test files that need no DOM (servers, builds, pure logic) run in Node's environment: their
// first line is `// @vitest-environment node`. They skip the DOM testing library altogether.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure, getConfig } = await import('@testing-library/react');

  // findBy…/waitFor wait up to 1 s by default: too little on a busy 2-core machine.
  // And once they find what they wait for, React may not have run the effects of the render that
  // showed it (the title, a mark, a redirect): those run in a later task, which a busy machine
  // makes later still. Let that task run before the test goes on, so what the test reads next is
  // what a user would see right after that paint.
  const reactAsyncWrapper = getConfig().asyncWrapper;
  configure({
    asyncUtilTimeout: 5000,
    asyncWrapper: async (callback) => {
      const result = await reactAsyncWrapper(callback);
      await new Promise((resolve) => setImmediate(resolve));
      return result;
    },
  });

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}

// A page that waited to settle (kit's pageSettled: a timer of a few seconds) stops waiting when its
// test file ends, so the timer never fires into the next file, whose page is another one.
afterAll(() => resetPageSettled());
