import { openPage, reloadPage } from '../support/app';
import { THEME_STORAGE_KEY } from '../support/env';
import { expect, type Page, test } from '../support/test';

const EXPECTED = {
  default: {
    label: 'Default',
    primary: '#3b82f6',
    background: '#ffffff',
    h1: '3rem',
    spacing: '2rem',
    font: 'Inter',
  },
  islamic: {
    label: 'Bloom',
    primary: '#2e7d32',
    background: '#f8f5f0',
    h1: '3.5rem',
    spacing: '2.5rem',
    font: 'Amiri',
  },
  modern: {
    label: 'Modern',
    primary: '#6d28d9',
    background: '#f8fafc',
    h1: '3.25rem',
    spacing: '1.8rem',
    font: 'Poppins',
  },
  dark: {
    label: 'Dark',
    primary: '#4fd1c5',
    background: '#1a202c',
    h1: '3rem',
    spacing: '2rem',
    font: 'Inter',
  },
} as const;
type ThemeName = keyof typeof EXPECTED;

async function expectTheme(page: Page, name: ThemeName) {
  const expected = EXPECTED[name];
  await expect(page.locator('body')).toHaveClass(new RegExp(`\\btheme-${name}\\b`));
  const vars = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const read = (v: string) => style.getPropertyValue(v).trim();
    return {
      primary: read('--color-primary'),
      background: read('--color-background'),
      h1: read('--font-size-h1'),
      spacing: read('--spacing-large'),
      font: read('--font-family'),
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      otherThemeClasses: [...document.body.classList].filter((c) => c.startsWith('theme-')).length,
    };
  });
  expect(vars.primary).toBe(expected.primary);
  expect(vars.background).toBe(expected.background);
  expect(vars.h1).toBe(expected.h1);
  expect(vars.spacing).toBe(expected.spacing);
  expect(vars.font).toContain(expected.font);
  expect(vars.otherThemeClasses).toBe(1);
  const hex = expected.background.slice(1);
  const rgb = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ');
  expect(vars.bodyBackground).toBe(`rgb(${rgb})`);
}

test.describe('themes', () => {
  test('starts on the default theme', async ({ page }) => {
    await openPage(page, '/');
    await expectTheme(page, 'default');
  });

  test('the floating switcher applies each theme page-wide and it survives a reload', async ({ page }) => {
    await openPage(page, '/courses');
    for (const name of ['islamic', 'modern', 'dark', 'default'] as ThemeName[]) {
      await page.getByRole('button', { name: /^Theme:/ }).click();
      const menu = page.getByRole('menu', { name: 'Choose a theme' });
      await expect(menu.getByRole('menuitemradio')).toHaveText(['Default', 'Bloom', 'Modern', 'Dark']);
      await menu.getByRole('menuitemradio', { name: EXPECTED[name].label }).click();
      await expect(menu).toBeHidden();
      await expectTheme(page, name);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe(name);
      await reloadPage(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
      await expectTheme(page, name);
      await expect(page.getByRole('button', { name: `Theme: ${EXPECTED[name].label}` })).toBeVisible();
    }
  });

  test('the switcher works by keyboard and closes with Escape', async ({ page }) => {
    await openPage(page, '/');
    const button = page.getByRole('button', { name: /^Theme:/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Choose a theme' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'Default' })).toBeFocused();
    await expect(menu.getByRole('menuitemradio', { name: 'Default' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Default' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Modern' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Default' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitemradio', { name: 'Modern' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expectTheme(page, 'modern');

    // A click outside closes it too.
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
  });

  test('the header light/dark toggle switches between default and dark', async ({ page }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expectTheme(page, 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await reloadPage(page);
    await expectTheme(page, 'dark');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expectTheme(page, 'default');
  });

  for (const stored of ['neon', '"dark"', '{corrupt', '']) {
    test(`an unknown or corrupt stored theme (${JSON.stringify(stored)}) falls back to default`, async ({
      page,
    }) => {
      await page.addInitScript(
        ({ key, value }) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(key, value);
            sessionStorage.setItem('seeded', '1');
          }
        },
        { key: THEME_STORAGE_KEY, value: stored },
      );
      await openPage(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTheme(page, 'default');
    });
  }

  test('fonts are bundled with the site, never fetched from a font CDN', async ({ page }) => {
    const fontHosts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontHosts.add(new URL(request.url()).host);
    });
    for (const name of ['islamic', 'modern', 'default'] as ThemeName[]) {
      await openPage(page, '/');
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: THEME_STORAGE_KEY,
        value: name,
      });
      await reloadPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The theme's own font face is downloaded and used.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts]
              .filter((f) => f.status === 'loaded')
              .map((f) => f.family)
              .join(','),
          ),
        )
        .toContain(EXPECTED[name].font);
    }
    expect([...fontHosts]).toEqual([new URL(page.url()).host]);
  });
});
