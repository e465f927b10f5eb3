import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait up to 1 s by default: too little on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Node-environment tests (content API, servers) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
