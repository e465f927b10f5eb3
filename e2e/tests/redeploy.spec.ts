import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPage, reloadPage } from '../support/app';
import { distOf, hashTree, ROOT } from '../support/site';
import { expect, test } from '../support/test';

const exec = promisify(execFile);

test('rebuilding one remote changes the composed site while the shell build stays byte-for-byte the same', async ({
  page,
  privateSite,
}) => {
  test.setTimeout(120_000);
  const shellBefore = await hashTree(distOf('shell'));
  // The page's heading is a message of the remote's English catalogue (docs/decisions/0014-messages.md).
  const source = path.join(ROOT, 'mfe-company/src/features/contact/messages/en.json');
  const original = await readFile(source, 'utf8');
  expect(original).toContain('"contact.title": "Stay Connected"');
  const stamp = `Stay Connected — redeployed ${Date.now()}`;
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'qe-company-redeploy-'));
  try {
    // A team changes a visible string and rebuilds only its remote, into a new deploy folder.
    await writeFile(
      source,
      original.replace('"contact.title": "Stay Connected"', `"contact.title": "${stamp}"`),
    );
    const vite = path.join(ROOT, 'mfe-company/node_modules/.bin/vite');
    const cwd = path.join(ROOT, 'mfe-company');
    await exec(vite, ['build', '--outDir', outDir, '--emptyOutDir'], { cwd });
    await exec(vite, ['build', '--mode', 'preview-app', '--outDir', outDir], { cwd });
  } finally {
    await writeFile(source, original);
  }

  const site = await privateSite();
  try {
    await openPage(page, `${site.url()}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stay Connected', exact: true })).toBeVisible();

    // Redeploy: the company origin now serves the new build; the shell is not touched.
    await site.stop('company');
    await site.start('company', outDir);
    await reloadPage(page);
    await expect(page.getByRole('heading', { level: 1, name: stamp })).toBeVisible();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
  expect(await hashTree(distOf('shell'))).toEqual(shellBefore);
});
