import net from 'node:net';
import { isPortFree } from '../../scripts/lib/ports.mjs';
import { privatePorts, startPrivateSite } from '../support/site';
import { expect, test } from '../support/test';

// The private sites some tests start (their own nginx) never outlive the test, and a test that
// finds its ports taken says so at once. A site left running after a test that a time limit cut
// off used to hold its ports, and every later test starting a site on them failed.

const sitePorts = () => {
  const { shell, courses, knowledge, company, account } = privatePorts();
  return [shell, courses, knowledge, company, account];
};
// In order, in one worker: the third test looks at the ports the second one's site used.
test.describe.configure({ mode: 'serial' });

const allFree = async (ports: number[]) =>
  (await Promise.all(ports.map((port) => isPortFree(port)))).every(Boolean);

test('a start cut off part-way leaves nothing running', async () => {
  test.slow();
  for (const delayMs of [200, 1000, 2500]) {
    const controller = new AbortController();
    const start = startPrivateSite({}, controller.signal);
    setTimeout(() => controller.abort(), delayMs);
    // Either the start is cut off, or it finished first and the abort stops the running site.
    const site = await start.catch((error: Error) => {
      expect(error.name).toBe('AbortError');
      return null;
    });
    await expect
      .poll(() => allFree(sitePorts()), { message: `ports free after abort at ${delayMs} ms` })
      .toBe(true);
    await site?.close();
  }
});

test('a started site is stopped when its test ends', async ({ privateSite }) => {
  const site = await privateSite();
  expect((await fetch(`${site.url()}/`)).status).toBe(200);
  expect(await allFree(sitePorts())).toBe(false);
});

test('the site of the test before is gone', async () => {
  // Same worker, same private ports: free again once the previous test's fixture has ended.
  expect(await allFree(sitePorts())).toBe(true);
});

test('a test whose private ports are taken fails at once, saying which and what to do', async () => {
  const [shell] = sitePorts();
  const squatter = net.createServer();
  await new Promise<void>((resolve) => squatter.listen(shell, '127.0.0.1', resolve));
  try {
    const started = Date.now();
    await expect(startPrivateSite({}, new AbortController().signal)).rejects.toThrow(
      new RegExp(`port ${shell} \\(shell\\) already in use.*QE_TEST_PORT_BASE`),
    );
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
});
