import { vi } from 'vitest';
import { CAPTURE_SCRIPT } from './capture-script';

/**
 * Tests only: runs the page's capture script as a served page runs it, and returns what removes
 * its listeners again (every test starts as a freshly loaded page).
 */
export function runCaptureScript(): () => void {
  const added: [string, EventListenerOrEventListenerObject][] = [];
  const add = window.addEventListener.bind(window);
  const spy = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) added.push([type, listener]);
    add(type, listener, options);
  });
  new Function(CAPTURE_SCRIPT)();
  spy.mockRestore();
  return () => {
    for (const [type, listener] of added) window.removeEventListener(type, listener, true);
  };
}
