import { THEME_STORAGE_KEY, THEMES } from './env';
import { expect, type Page, test } from './test';

export type Theme = (typeof THEMES)[number];

/** Makes the next page load in `theme`, as a visitor's saved choice does. */
export async function loadInTheme(page: Page, theme: Theme) {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: THEME_STORAGE_KEY,
    value: theme,
  });
}

/**
 * Every theme, starting with `first`, rotated so that a spec passing a different `first` per test
 * (`themeAt(i)`) has each theme loaded with the page in some tests and applied in place in others.
 */
export function themesFrom(first: Theme): Theme[] {
  const start = THEMES.indexOf(first);
  return [...THEMES.slice(start), ...THEMES.slice(0, start)];
}

/** The theme a spec's i-th test loads with. */
export const themeAt = (index: number): Theme => THEMES[index % THEMES.length] as Theme;

/** The theme the open page shows. */
export async function currentTheme(page: Page): Promise<Theme> {
  const theme = await page.locator('html').getAttribute('data-theme');
  if (!THEMES.includes(theme as Theme))
    throw new Error(`The page shows no known theme (data-theme=${theme})`);
  return theme as Theme;
}

/**
 * Runs `check` on the open page in every theme: first in `first`, which the page must show already
 * (the theme it was loaded with, `loadInTheme` — so a theme that failed to apply at load fails
 * here instead of being switched to), then in each other theme applied in place — the way a choice
 * made in another tab reaches the page (a `storage` event; the shell's theme store follows it).
 * Each theme is its own test step, so a failure names the theme. Waits for the theme's fonts and
 * any running transition before each check, so colours are measured settled.
 */
export async function inEveryTheme(page: Page, first: Theme, check: (theme: Theme) => Promise<void>) {
  for (const [index, theme] of themesFrom(first).entries()) {
    await test.step(`${theme} theme`, async () => {
      if (index > 0) {
        await page.evaluate(
          ({ key, value }) => {
            localStorage.setItem(key, value);
            window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
          },
          { key: THEME_STORAGE_KEY, value: theme },
        );
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.evaluate(async () => {
        await document.fonts.ready;
        const ending = document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
        await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
      });
      await check(theme);
    });
  }
}
