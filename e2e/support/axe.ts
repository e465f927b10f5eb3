import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/**
 * Fails with every axe violation on the open page (or in the part `include` selects), each as
 * `rule: targets`, once the page's fonts are there (colours and sizes are measured settled).
 *
 * axe runs in the page itself (Axe's "legacy" mode). Its default mode combines the results of
 * cross-origin frames by opening a blank page for every check, which made a check take ~2.1 s
 * here against ~0.8 s, and the suite runs a few hundred of them (every route, in four themes, in
 * both editions). The site's own markup is all in the page; its only cross-origin frames are
 * embeds (a video, a document, slides), whose `<iframe>` elements are still checked (their title),
 * their content being the provider's.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  await page.evaluate(() => document.fonts.ready);
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
