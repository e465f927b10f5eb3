#!/usr/bin/env node
// Checks that the single-bundle baseline's site works before it is measured (a baseline that does
// not render its sections would make every ratio meaningless): in Chromium, /courses shows the
// catalogue and /knowledge/what-is-murabaha the article, each section goes live (its
// `qe:remote-rendered:*` mark), and no federation file (remoteEntry, mf-manifest, /remotes.json)
// is requested. `npm run bench` runs it on its baseline site; run alone it deploys its own:
//   node scripts/bench/single-check.mjs   (after npm run build and npm run build -- --single;
//   ports: the bench's, QE_BENCH_PORT_BASE)
import { pathToFileURL } from 'node:url';
import { startServices } from '../lib/services.mjs';
import { ensureSystemPackages } from '../lib/system.mjs';
import { BENCH_PORTS, MOBILE_VIEWPORT, SINGLE_BENCH_PORTS } from './config.mjs';
import { launchBrowser } from './react-copies.mjs';
import { startSingleBundleSite } from './single-site.mjs';

const FEDERATION_FILE = /remoteEntry|mf-manifest\.json|\/remotes\.json/;

/** What each checked page must show once its section is live. */
export const SINGLE_SITE_CHECKS = [
  {
    path: '/courses',
    mark: 'qe:remote-rendered:courses/app',
    heading: /^Courses$/,
    // The catalogue: links to the courses.
    links: /^\/courses\/[a-z0-9-]+$/,
  },
  {
    path: '/knowledge/what-is-murabaha',
    mark: 'qe:remote-rendered:knowledge/app',
    heading: /Murabaha/i,
  },
];

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} siteUrl the single-bundle site's origin
 * @returns {Promise<string[]>} what went wrong (empty when the site passes)
 */
export async function checkSingleBundleSite(browser, siteUrl) {
  const problems = [];
  for (const check of SINGLE_SITE_CHECKS) {
    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT });
    const page = await context.newPage();
    const federationRequests = [];
    const errors = [];
    page.on('request', (request) => {
      if (FEDERATION_FILE.test(request.url())) federationRequests.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(new URL(check.path, siteUrl).href);
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, check.mark, {
        timeout: 30_000,
      });
      const heading = page.getByRole('heading', { level: 1, name: check.heading });
      if (!(await heading.isVisible())) problems.push(`${check.path}: no heading ${check.heading}`);
      if (check.links) {
        const hrefs = await page
          .locator('main a[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        const matching = hrefs.filter((href) => check.links.test(href ?? ''));
        if (matching.length < 3)
          problems.push(`${check.path}: ${matching.length} course links in the catalogue`);
      }
    } catch (error) {
      problems.push(`${check.path}: ${check.mark} not set within 30 s (${error.message.split('\n')[0]})`);
    } finally {
      await context.close();
    }
    if (federationRequests.length)
      problems.push(`${check.path}: requested federation files ${federationRequests.join(', ')}`);
    if (errors.length) problems.push(`${check.path}: page errors: ${errors.join('; ')}`);
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await ensureSystemPackages();
  const services = await startServices(BENCH_PORTS, {
    profile: 'bench',
    otherSitePorts: [SINGLE_BENCH_PORTS.shell],
  });
  let site;
  let browser;
  try {
    site = await startSingleBundleSite({ ports: SINGLE_BENCH_PORTS });
    browser = await launchBrowser();
    const problems = await checkSingleBundleSite(browser, site.url('shell'));
    for (const problem of problems) console.error(`FAIL ${problem}`);
    if (!problems.length)
      console.log(
        `single-bundle site on ${site.url('shell')}: ${SINGLE_SITE_CHECKS.map((c) => c.path).join(' and ')} OK`,
      );
    process.exitCode = problems.length ? 1 : 0;
  } finally {
    await browser?.close();
    await site?.close();
    await services.close();
  }
}
