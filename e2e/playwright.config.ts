import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_PORTS } from './support/env';

/**
 * E2E against the composed production builds in real Chromium (Debian's, never downloaded).
 * The site is served the production way — nginx with the deployment's security headers, caching
 * and compression (scripts/deploy) — on the test ports.
 */
export default defineConfig({
  testDir: './tests',
  // Runs on other port bases (parallel local runs) keep their artifacts apart.
  outputDir: process.env.QE_TEST_PORT_BASE ? `test-results-${process.env.QE_TEST_PORT_BASE}` : 'test-results',
  fullyParallel: true,
  workers: 2,
  // One retry, reported as "flaky" in the output, so a flake is visible without turning CI red.
  retries: 1,
  // Limits for a slow, busy 2-core machine (CI's): a page that works never comes near them. Tests
  // that start a private site get 90 s more (the privateSite fixture in support/test.ts).
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${TEST_PORTS.shell}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace of a test's retry only: recording one for every test (screencast frames, DOM
    // snapshots) cost about a quarter of the suite's time on a 2-core machine (a11y + account
    // specs: 190 -> 149 s). A test that fails is retried, and the retry's trace is kept.
    trace: 'on-first-retry',
  },
  // The local backends (content API, forms, Auth emulator), then the composed site.
  webServer: [
    {
      command: 'node ../scripts/services.mjs --profile test',
      url: `http://127.0.0.1:${TEST_PORTS.auth}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      // Let it stop the Auth emulator it started.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node ../scripts/serve.mjs --profile test --nginx',
      url: `http://localhost:${TEST_PORTS.shell}/`,
      reuseExistingServer: false,
      // Deploys every package and prerenders the public pages before nginx starts.
      timeout: 180_000,
    },
  ],
});
