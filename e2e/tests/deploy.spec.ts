import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { CONTRACT_VERSION } from '../../shared/src/contracts/contract-version';
import { openPage, reloadPage } from '../support/app';
import { copyDist, localRemotes, privatePorts } from '../support/site';
import { expect, test } from '../support/test';

// Independent deploys through nginx (issue 9): a remote's new release is picked up without the
// shell, a newer contract minor works, remotes.json can be repointed and rolled back.

/** Rewrites a string in a build's JavaScript (a stand-in for a team's change and rebuild). */
/**
 * A changed release: `from` replaced in its browser code and in its deploy-time prerender module
 * alike (a real release's pages are rendered by the same code that hydrates them).
 */
async function patchBuild(dist: string, from: RegExp, to: string): Promise<number> {
  let patched = 0;
  for (const folder of ['assets', 'server']) {
    const dir = path.join(dist, folder);
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const name of files.filter((file) => /\.m?js$/.test(file))) {
      const file = path.join(dir, name);
      const source = await readFile(file, 'utf8');
      if (source.search(from) < 0) continue;
      await writeFile(file, source.replace(from, to));
      patched++;
    }
  }
  return patched;
}

const contractLiteral = (version: string) => new RegExp(`(["'\`])${version.replaceAll('.', '\\.')}\\1`, 'g');

test('a remote built against a newer contract minor version works with the current shell', async ({
  page,
  privateSite,
}) => {
  const [major, minor] = CONTRACT_VERSION.split('.').map(Number);
  const newer = `${major}.${(minor ?? 0) + 1}.0`;
  const dist = await copyDist('mfe-company');
  try {
    expect(await patchBuild(dist, contractLiteral(CONTRACT_VERSION), `$1${newer}$1`)).toBeGreaterThan(0);
    const site = await privateSite({ dists: { 'mfe-company': dist } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openPage(page, `${site.url()}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stay Connected' })).toBeVisible();
    expect(errors.filter((error) => error.includes('contract'))).toEqual([]);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});

test('remotes.json repointed at a new release of a remote, then rolled back to the old one', async ({
  page,
  privateSite,
}) => {
  // Release 2 of the company remote, served from its own origin (a second deployment).
  const dist = await copyDist('mfe-company');
  const stamp = `Stay Connected (release ${Date.now()})`;
  expect(await patchBuild(dist, /Stay Connected/g, stamp)).toBeGreaterThan(0);
  const release2 = await privateSite({ offset: 1, dists: { 'mfe-company': dist } });
  const site = await privateSite();
  try {
    await openPage(page, `${site.url()}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stay Connected', exact: true })).toBeVisible();

    // Repoint: the shell's deploy-time remotes.json now names release 2 (CSP follows it).
    await site.setRemotes({
      ...localRemotes(privatePorts()),
      company: `${release2.url('company')}/mf-manifest.json`,
    });
    await reloadPage(page);
    await expect(page.getByRole('heading', { level: 1, name: stamp })).toBeVisible();

    // Roll back: the previous remotes.json, and the old release, come back.
    await site.rollbackRemotes();
    await reloadPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Stay Connected', exact: true })).toBeVisible();
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});

test('a redeployed remote is picked up on the next navigation to it, without a reload', async ({
  page,
  privateSite,
}) => {
  const dist = await copyDist('mfe-company');
  const stamp = `Stay Connected (hot ${Date.now()})`;
  expect(await patchBuild(dist, /Stay Connected/g, stamp)).toBeGreaterThan(0);
  const site = await privateSite();
  try {
    // The visitor is on a page of another remote; company has not been loaded in this tab yet.
    await openPage(page, `${site.url()}/courses`);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await site.redeploy('company', dist);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: stamp })).toBeVisible();
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});

test('once a deploy returns, no connection a browser already holds is answered with the old configuration', async ({
  privateSite,
}) => {
  const site = await privateSite();
  // A browser's preconnected socket: open, no request sent yet (browsers open these ahead of need).
  const held = net.connect(privatePorts().shell, '127.0.0.1');
  await new Promise((resolve) => held.once('connect', resolve));
  let answer = '';
  held.on('data', (chunk) => (answer += chunk));
  const closed = new Promise((resolve) => held.once('close', resolve));

  // Repoint a remote: the new configuration's CSP names its new origin.
  const moved = 'http://localhost:4999';
  await site.setRemotes({ ...localRemotes(privatePorts()), company: `${moved}/mf-manifest.json` });

  // The page asked for on that socket now can only be one with the new headers — or none at all
  // (the old worker has closed it; the browser then asks on a new connection).
  held.write('GET /contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  await closed;
  if (answer) expect(/content-security-policy: [^\r]*/i.exec(answer)?.[0]).toContain(moved);
  const fresh = await fetch(`${site.url()}/contact`);
  expect(fresh.headers.get('content-security-policy')).toContain(moved);
});
