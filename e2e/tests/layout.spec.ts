import { loadAllHomeWidgets, openPage } from '../support/app';
import { ROUTES } from '../support/env';
import { expect, type Page, test } from '../support/test';

async function expectLayout(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'QuantEthic' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} QuantEthic`);
}

test.describe('layout', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders inside the layout`, async ({ page }) => {
      await openPage(page, route.path);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: route.heading }),
      ).toBeVisible();
      await expectLayout(page);
    });
  }

  test('header links, Login when signed out, brand link home', async ({ page }) => {
    await openPage(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['About', 'Courses', 'Knowledge', 'Consulting', 'Contact']);
    for (const [name, href] of [
      ['About', '/about'],
      ['Courses', '/courses'],
      ['Knowledge', '/knowledge'],
      ['Consulting', '/consulting'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'QuantEthic' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('footer: internal links, external profiles from runtime config, call to action, copyright', async ({
    page,
  }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    const internal = footer.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['Courses', '/courses'],
      ['Knowledge', '/knowledge'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(internal.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const config = await (await page.request.get('/config.json')).json();
    for (const [name, href] of [
      ['GitHub', config.links.github],
      ['Twitter', config.links.twitter],
      ['YouTube', config.links.youtube],
    ]) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByRole('heading', { name: 'Why QuantEthic?' })).toBeVisible();
    await footer.getByRole('link', { name: 'Learn About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} QuantEthic. All rights reserved.`);
  });

  test('home: hero, Explore Courses, stats strip and every widget section', async ({ page }) => {
    await openPage(page, '/');
    await expect(
      page.getByText('Learn Islamic finance, ethical modelling and quantitative techniques from experts.'),
    ).toBeVisible();
    const stats = page.getByRole('region', { name: 'QuantEthic in numbers' });
    await expect(stats).toContainText('Learners');
    await expect(stats).toContainText('10+');
    await expect(stats).toContainText('Countries');
    await expect(stats).toContainText('2+');
    await expect(stats).toContainText('Video Hours');
    await expect(stats).toContainText('5+');
    await loadAllHomeWidgets(page);
    for (const heading of [
      'Featured Course',
      'Knowledge Hub',
      'What Learners Say',
      'Join Our Community',
      'Contact Us',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Explore Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('unknown paths show the 404 page, also inside a section', async ({ page }) => {
    for (const path of ['/no-such-page', '/courses/a/b/c/d', '/about/extra']) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      await expectLayout(page);
    }
  });

  test('the logo falls back to the initials QE when the image fails to load', async ({ page }) => {
    await page.route('**/logo.svg', (route) => route.abort());
    await openPage(page, '/');
    const brand = page.getByRole('banner').getByRole('link', { name: 'QuantEthic' });
    await expect(brand.getByText('QE', { exact: true })).toBeVisible();
    await expect(brand.locator('img')).toHaveCount(0);
  });

  test('the logo image shows when it loads', async ({ page }) => {
    await openPage(page, '/');
    const logo = page.getByRole('banner').locator('img[src="/logo.svg"]');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('route changes scroll back to the top once the new page has rendered', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Knowledge' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('collapses the same links and closes on route change', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText([
      'About',
      'Courses',
      'Knowledge',
      'Consulting',
      'Contact',
      'Login',
      // The same page in the Arabic edition, named in Arabic.
      'العربية',
    ]);
    await menu.getByRole('link', { name: 'Consulting' }).click();
    await expect(page).toHaveURL(/\/consulting$/);
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Closing also happens on browser navigation and on Escape.
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
