import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openPage } from '../support/app';
import { copyDist, localRemotes, privatePorts } from '../support/site';
import { expect, test } from '../support/test';

// Prerendering wherever a remote lives (issue 16): the page generation takes each remote's
// prerender module from where that remote is deployed — its own origin, next to its manifest — so
// a remote repointed to another origin keeps its prerendered pages, and a remote that cannot be
// reached only loses its own (the pages still work; the failure is logged).

const MODULE = 'server/prerender.mjs';
const SNAPSHOT = /<div data-section-snapshot="([^"]+)"/;

/** The served HTML of a path, as a crawler gets it (no JavaScript). */
async function served(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
}

test("a remote repointed to another origin keeps its prerendered pages, rendered by that origin's module", async ({
  privateSite,
}) => {
  // Release 2 of the company remote, on its own origin (a second deployment): its prerender
  // module renders the contact page's heading with a stamp the local release does not have.
  const dist = await copyDist('mfe-company');
  const stamp = `Stay Connected (origin ${Date.now()})`;
  const module = path.join(dist, MODULE);
  const source = await readFile(module, 'utf8');
  expect(source).toContain('Stay Connected');
  await writeFile(module, source.replaceAll('Stay Connected', stamp));
  try {
    const release2 = await privateSite({ offset: 1, dists: { 'mfe-company': dist } });
    const site = await privateSite();
    expect(await served(`${site.url()}/contact`)).toMatch(SNAPSHOT);

    await site.setRemotes({
      ...localRemotes(privatePorts()),
      company: `${release2.url('company')}/mf-manifest.json`,
    });
    const contact = await served(`${site.url()}/contact`);
    expect(SNAPSHOT.exec(contact)?.[1]).toBe('/contact');
    expect(contact).toContain(stamp);
    // The page loads the remote from its new origin, and its images point there too.
    expect(contact).toContain(`${release2.url('company')}/mf-manifest.json`);
    expect(await served(`${site.url()}/about`)).toMatch(SNAPSHOT);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});

test('a remote whose module fails, or whose origin cannot be reached, loses only its own prerendered pages, and the deploy says so', async ({
  page,
  privateSite,
}) => {
  // Release 2 of the company remote, on its own origin, ships a prerender module that fails.
  const dist = await copyDist('mfe-company');
  await writeFile(path.join(dist, MODULE), 'export default {');
  try {
    const release2 = await privateSite({ offset: 1, dists: { 'mfe-company': dist } });
    const site = await privateSite();
    const logged: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => logged.push(args.join(' '));
    const repoint = (origin: string) =>
      site.setRemotes({ ...localRemotes(privatePorts()), company: `${origin}/mf-manifest.json` });
    const onlyCompanyLost = async () => {
      const about = await served(`${site.url()}/about`);
      expect(about).not.toMatch(SNAPSHOT);
      // The plain section page: the layout, a loading state the live section replaces.
      expect(about).toContain('section-loading');
      for (const other of ['/courses', '/knowledge'])
        expect(await served(`${site.url()}${other}`)).toMatch(SNAPSHOT);
      const sitemap = await served(`${site.url()}/sitemap.xml`);
      expect(sitemap).not.toContain('/about</loc>');
      expect(sitemap).toContain('/knowledge</loc>');
    };
    try {
      await repoint(release2.url('company'));
      expect(logged.some((line) => line.startsWith('[pages] company: pages not prerendered ('))).toBe(true);
      await onlyCompanyLost();
      // The page still works: the live section comes from the remote's new origin.
      await openPage(page, `${site.url()}/contact`);
      await expect(page.getByRole('heading', { level: 1, name: 'Stay Connected' })).toBeVisible();

      // Nothing listens there.
      const nowhere = `http://127.0.0.1:${privatePorts(2).company}`;
      await repoint(nowhere);
      expect(logged).toContain(
        `[pages] company: pages not prerendered (${nowhere}/mf-manifest.json could not be read)`,
      );
      await onlyCompanyLost();
    } finally {
      console.warn = warn;
    }
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});
