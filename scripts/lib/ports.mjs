// Port plan. `start` is what a developer opens; `test` is used by the test command so both can
// run at the same time. Remotes get their own origins, like separately deployed teams.
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
  test: testPorts(Number(process.env.QE_TEST_PORT_BASE ?? 4100)),
};

export const REMOTES = ['courses', 'knowledge', 'company', 'account'];

/**
 * The test profile, from a base port (QE_TEST_PORT_BASE, default 4100), so several test runs can
 * share a machine. Tests that start their own private sites use base+500 and up.
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
