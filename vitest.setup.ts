import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { resetPageSettled } from './kit/src/content/page-settled.ts';

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
  // Node-environment tests (content API, servers) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// A page that waited to settle (kit's pageSettled: a timer of a few seconds) stops waiting when its
// test file ends, so the timer never fires into the next file, whose page is another one.
afterAll(() => resetPageSettled());
