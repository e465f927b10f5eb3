// Port plan. `start` is what a developer opens; `test` is used by the test command so both can
// run at the same time. Remotes get their own origins, like separately deployed teams.
import net from 'node:net';

const TEST_PORT_BASE = Number(process.env.QE_TEST_PORT_BASE ?? 4100);

export const PROFILES = {
  start: {
    shell: 4000,
    courses: 4001,
    knowledge: 4002,
    company: 4003,
    account: 4004,
    content: 4010,
    forms: 4020,
    auth: 9099,
    authHub: 9098,
    authLogging: 9097,
  },
  test: testPorts(TEST_PORT_BASE),
  // The fresh-clone check (scripts/fresh-clone-check.mjs) runs `npm start` beside the test site.
  clone: testPorts(TEST_PORT_BASE + 800),
};

export const REMOTES = ['courses', 'knowledge', 'company', 'account'];

/**
 * The test profile, from a base port (QE_TEST_PORT_BASE, default 4100), so several test runs can
 * share a machine. Tests that start their own private sites use base+500 and up;
 * the fresh-clone check uses base+800.
 */
export function testPorts(base) {
  return {
    shell: base,
    courses: base + 1,
    knowledge: base + 2,
    company: base + 3,
    account: base + 4,
    content: base + 10,
    forms: base + 20,
    auth: base + 50,
    authHub: base + 51,
    authLogging: base + 52,
  };
}

/**
 * Ports above 1024 that browsers and fetch() never connect to (the Fetch standard's "bad ports"):
 * a site on one of them cannot be opened.
 */
export const BROWSER_BLOCKED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);

/** Whether nothing listens on 127.0.0.1:port (binds it for a moment to find out). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Fails at once, with a message that says what to do, when any of these ports is taken — instead
 * of a server failing later with "Address already in use" and the tests after it failing too.
 * @param {Record<string, number>} ports name -> port
 * @param {string} what who needs them, for the message
 */
export async function assertPortsFree(ports, what) {
  const entries = Object.entries(ports);
  const blocked = entries.filter(([, port]) => BROWSER_BLOCKED_PORTS.has(port));
  if (blocked.length > 0) {
    throw new Error(
      `${what} cannot start: ${blocked.map(([name, port]) => `${port} (${name})`).join(', ')} ` +
        'is a port browsers and fetch() refuse to connect to (the Fetch standard\'s "bad ports"). ' +
        'Choose another QE_TEST_PORT_BASE.',
    );
  }
  const free = await Promise.all(entries.map(([, port]) => isPortFree(port)));
  const taken = entries.filter((_, index) => !free[index]).map(([name, port]) => `${port} (${name})`);
  if (taken.length > 0) {
    throw new Error(
      `${what} cannot start: port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in use. ` +
        'Another run (or a server left behind by one) holds them: stop it, or choose other ports with QE_TEST_PORT_BASE.',
    );
  }
}
