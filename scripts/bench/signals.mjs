// Ctrl-C / kill while the benchmark runs: stop the browsers and servers before exiting
// (chrome-launcher starts Chrome detached, so it would otherwise outlive the process).

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
let stopping = false;

/** True once a signal arrived: errors from browsers being closed under the run are expected then. */
export const isStopping = () => stopping;

/**
 * Until the returned function is called, SIGINT/SIGTERM/SIGHUP run `cleanup` and exit.
 * @param {() => Promise<unknown>} cleanup
 * @returns {() => void} removes the handlers
 */
export function onTerminate(cleanup) {
  const handlers = Object.entries(EXIT_CODES).map(([signal, code]) => {
    const handler = () => {
      stopping = true;
      console.error(`\n${signal}: stopping browsers and servers`);
      const timer = setTimeout(() => process.exit(code), 10_000);
      timer.unref();
      Promise.resolve()
        .then(cleanup)
        .catch((error) => console.error(error))
        .finally(() => process.exit(code));
    };
    process.once(signal, handler);
    return [signal, handler];
  });
  return () => {
    for (const [signal, handler] of handlers) process.removeListener(signal, handler);
  };
}
