// Lighthouse runs that fail for reasons of the moment (NO_NAVSTART: Chrome's trace missed the page
// load) are tried again; a run that fails every time is left out of its route's runs (the summary
// counts what is missing) instead of ending a benchmark of many routes with nothing printed.

/** How many times a Lighthouse run is tried before it is left out. */
export const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * The result of the first of `LIGHTHOUSE_ATTEMPTS` calls of `run` that works, or null when none
 * did (each failure is reported through `log`).
 * @template T
 * @param {() => Promise<T>} run
 * @param {(line: string) => void} [log]
 * @returns {Promise<T | null>}
 */
export async function measureWithAttempts(run, log = console.log) {
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(
        attempt < LIGHTHOUSE_ATTEMPTS
          ? `  run failed (${message}); trying again (${attempt + 1}/${LIGHTHOUSE_ATTEMPTS})`
          : `  run failed ${LIGHTHOUSE_ATTEMPTS} times (${message}); left out of this route's runs`,
      );
    }
  }
  return null;
}
