import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION } from '../../shared/src/contracts/contract-version';
import { loadAllHomeWidgets, openPage } from '../support/app';
import { copyDist, localConfig, privatePorts } from '../support/site';
import { expect, type Page, test } from '../support/test';

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('remote failures', () => {
  test('a remote that is down: its route shows a fallback with Retry, other routes work, Retry recovers', async ({
    page,
    privateSite,
  }) => {
    const site = await privateSite();
    await site.stop('knowledge');
    await openPage(page, `${site.url()}/knowledge`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Knowledge Hub is unavailable right now' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'QuantEthic' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Why QuantEthic?');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Courses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Courses', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Knowledge' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Knowledge Hub is unavailable right now' }),
    ).toBeVisible();

    // The remote comes back: Retry loads it without a page reload.
    await site.start('knowledge');
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Hub', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });

  test('a remote that is down: its home widget shows a fallback, the other widgets load, Retry recovers', async ({
    page,
    privateSite,
  }) => {
    const site = await privateSite();
    await site.stop('knowledge');
    await openPage(page, site.url());
    await loadAllHomeWidgets(page);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Knowledge Hub is unavailable right now' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Course', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What Learners Say' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();

    await site.start('knowledge');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Knowledge Hub', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('a remote with an incompatible contract major version gets the fallback and a console error', async ({
    page,
    privateSite,
  }) => {
    const dist = await copyDist('mfe-knowledge');
    try {
      // Simulate a knowledge build made against contract 2.x: rewrite its bundled contract version.
      const assets = path.join(dist, 'assets');
      const version = new RegExp(`(["'\`])${CONTRACT_VERSION.replaceAll('.', '\\.')}\\1`, 'g');
      let patched = 0;
      for (const name of (await readdir(assets)).filter((file) => file.endsWith('.js'))) {
        const file = path.join(assets, name);
        const source = await readFile(file, 'utf8');
        if (source.search(version) < 0) continue;
        await writeFile(file, source.replace(version, '$12.0.0$1'));
        patched++;
      }
      expect(patched, 'the build carries its contract version').toBeGreaterThan(0);

      const site = await privateSite({ dists: { 'mfe-knowledge': dist } });
      const errors = collectConsoleErrors(page);
      await openPage(page, `${site.url()}/knowledge`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Knowledge Hub is unavailable right now' }),
      ).toBeVisible();
      await expect(page.getByText('This section is being updated.')).toBeVisible();
      await expect
        .poll(() => errors.some((e) => e.includes('2.0.0') && e.includes(CONTRACT_VERSION)))
        .toBe(true);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'About QuantEthic' })).toBeVisible();
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  test('a remote that throws while rendering is contained in its section', async ({ page, privateSite }) => {
    const dist = await copyDist('mfe-company');
    try {
      // Make the testimonials widget throw during render by corrupting the data it maps over.
      const assets = path.join(dist, 'assets');
      const widget = (await readdir(assets)).find((f) => f.startsWith('testimonials-') && f.endsWith('.js'));
      expect(widget).toBeTruthy();
      const file = path.join(assets, widget as string);
      const source = await readFile(file, 'utf8');
      const patched = source.replace(/\.map\(/, '.map.call(null,');
      expect(patched).not.toBe(source);
      await writeFile(file, patched);

      const site = await privateSite({ dists: { 'mfe-company': dist } });
      await openPage(page, site.url());
      await loadAllHomeWidgets(page);
      await expect(
        page.getByRole('heading', { level: 2, name: 'What Learners Say is unavailable right now' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Join Our Community' })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Featured Course', exact: true }),
      ).toBeVisible();
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  for (const [label, body] of [
    ['missing', null],
    ['malformed', '{ "courses": '],
  ] as const) {
    test(`a ${label} remotes.json gives the layout with fallbacks and a clear console error`, async ({
      page,
      privateSite,
    }) => {
      const site = await privateSite({ remotesJson: () => body });
      const errors = collectConsoleErrors(page);
      await openPage(page, site.url());
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Simplified Quantitative Finance and Ethical Modelling',
        }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('QuantEthic');
      await loadAllHomeWidgets(page);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Featured Course is unavailable right now' }),
      ).toBeVisible();
      await openPage(page, `${site.url()}/courses`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Courses is unavailable right now' }),
      ).toBeVisible();
      await expect.poll(() => errors.some((e) => e.includes('could not load /remotes.json'))).toBe(true);
    });
  }

  test('a missing config.json still renders the site, with a clear console error', async ({
    page,
    privateSite,
  }) => {
    const site = await privateSite({ configJson: () => null });
    const errors = collectConsoleErrors(page);
    await openPage(page, `${site.url()}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'About QuantEthic' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Learn About Us' })).toBeVisible();
    await expect.poll(() => errors.some((e) => e.includes('could not load /config.json'))).toBe(true);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /^GitHub/ })).toHaveCount(0);
  });

  test('a malformed config field falls back to its default and is reported', async ({
    page,
    privateSite,
  }) => {
    const ports = privatePorts();
    const site = await privateSite({
      configJson: () => {
        const config = localConfig(ports);
        return { ...config, links: { ...config.links, github: 'javascript:alert(1)', twitter: null } };
      },
    });
    const errors = collectConsoleErrors(page);
    await openPage(page, site.url());
    // Once the config has loaded (the valid YouTube link shows), the invalid GitHub link is absent.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /^YouTube/ })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /^GitHub/ })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /^Twitter/ })).toHaveCount(0);
    await expect.poll(() => errors.some((e) => e.includes('links.github'))).toBe(true);
  });
});
