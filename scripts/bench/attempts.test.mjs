// A Lighthouse run that fails (NO_NAVSTART: Chrome's trace missed the page load) is tried again;
// one that fails every time is left out of the route's runs instead of ending the benchmark — a
// 25-minute run ended that way on its last route and printed none of its figures.
import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_ATTEMPTS, measureWithAttempts } from './attempts.mjs';

const failing = (times, result) => {
  let calls = 0;
  const run = async () => {
    calls += 1;
    if (calls <= times) throw new Error(`NO_NAVSTART (call ${calls})`);
    return result;
  };
  return { run, calls: () => calls };
};

describe('measureWithAttempts', () => {
  it('returns the first run that works', async () => {
    const lines = [];
    const runner = failing(LIGHTHOUSE_ATTEMPTS - 1, { perf: 99 });
    await expect(measureWithAttempts(runner.run, (line) => lines.push(line))).resolves.toEqual({ perf: 99 });
    expect(runner.calls()).toBe(LIGHTHOUSE_ATTEMPTS);
    expect(lines).toHaveLength(LIGHTHOUSE_ATTEMPTS - 1);
  });

  it('gives null, and says so, when every attempt fails: the benchmark goes on', async () => {
    const lines = [];
    const runner = failing(Number.POSITIVE_INFINITY, { perf: 99 });
    await expect(measureWithAttempts(runner.run, (line) => lines.push(line))).resolves.toBeNull();
    expect(runner.calls()).toBe(LIGHTHOUSE_ATTEMPTS);
    expect(lines.at(-1)).toMatch(/left out/);
  });

  it('tries more than twice (two NO_NAVSTARTs in a row ended a run)', () => {
    expect(LIGHTHOUSE_ATTEMPTS).toBeGreaterThan(2);
  });
});
