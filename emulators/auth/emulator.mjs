// Runs the Firebase Auth emulator from firebase-tools (no Java, no downloads, UI off) and seeds
// the demo account. Used by `npm start` and the test command.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIREBASE_BIN = path.join(here, '../node_modules/firebase-tools/lib/bin/firebase.js');
export const DEMO_PROJECT = 'demo-quantethic';
export const DEMO_ACCOUNT = { email: 'demo@quantethic.dev', password: 'ethical-quant-2026' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The Auth emulator did not start within ${timeoutMs / 1000} s`);
}

/** Creates an account unless it exists (the emulator's REST API, as the SDK would). */
export async function ensureAccount(emulatorUrl, { email, password }, apiKey = 'demo-api-key') {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: false }),
    },
  );
  if (response.ok) return;
  const body = await response.json().catch(() => ({}));
  if (body?.error?.message !== 'EMAIL_EXISTS')
    throw new Error(`Could not create ${email}: ${JSON.stringify(body)}`);
}

/**
 * @param {{ port: number, hubPort: number, loggingPort: number, workDir: string, quiet?: boolean }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startAuthEmulator({ port, hubPort, loggingPort, workDir, quiet = true }) {
  await mkdir(workDir, { recursive: true });
  const configFile = path.join(workDir, `firebase.${port}.json`);
  await writeFile(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(
    process.execPath,
    [FIREBASE_BIN, 'emulators:start', '--only', 'auth', '--project', DEMO_PROJECT, '--config', configFile],
    {
      cwd: workDir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Same process group as the parent: whatever stops the parent's group stops it too.
    },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  try {
    // ~10 s on an idle 2-core machine; several times that when the machine is busy.
    await waitUntilReady(`${url}/`, child, 150_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output.slice(-2000)}`);
  }
  await ensureAccount(url, DEMO_ACCOUNT);
  return {
    url,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
