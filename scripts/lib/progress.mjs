// Progress for the long steps of the start and test commands: a line when a step begins, a
// heartbeat while it runs quietly, and its time when it ends (or fails).

const HEARTBEAT_MS = 20_000;

/**
 * Runs `action` as a named step and reports it.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} action
 * @param {{ log?: (line: string) => void, heartbeatMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function progress(name, action, { log = console.log, heartbeatMs = HEARTBEAT_MS } = {}) {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  log(`\n▶ ${name}…`);
  const timer = setInterval(() => log(`  … ${name.toLowerCase()} (${elapsed()} so far)`), heartbeatMs);
  timer.unref?.();
  try {
    const result = await action();
    log(`✓ ${name} (${elapsed()})`);
    return result;
  } catch (error) {
    log(`✖ ${name} failed after ${elapsed()}`);
    throw error;
  } finally {
    clearInterval(timer);
  }
}
