import { loadAllHomeWidgets, openPage } from '../support/app';
import { localConfig, privatePorts } from '../support/site';
import { expect, test } from '../support/test';

// The home page's Knowledge Hub section (the knowledge remote's latest-articles widget).

/** The private site's config with the content API on a closed port (the API is down). */
function contentDownConfig() {
  const config = localConfig(privatePorts());
  const down = { ...config, content: { ...config.content, apiHost: 'http://127.0.0.1:9' } };
  return () => down;
}

test('shows the three newest articles, summaries cut at 140 characters', async ({ page }) => {
  await openPage(page, '/');
  await loadAllHomeWidgets(page);
  const widget = page.locator('[data-widget="knowledge/latest-articles"]');
  await expect(widget.getByRole('heading', { level: 2, name: 'Knowledge Hub' })).toBeVisible();
  await expect(widget.getByRole('article')).toHaveCount(3);
  await expect(widget.getByRole('heading', { level: 3 })).toHaveText([
    'Takaful vs Conventional Insurance',
    'Measuring Impact: Beyond ESG Ratings',
    'Profit-Rate Benchmarks Beyond LIBOR and SOFR',
  ]);
  for (const summary of await widget.locator('article p:not(:first-child)').allTextContents()) {
    if (summary.endsWith('…')) expect(Array.from(summary.slice(0, -1)).length).toBeLessThanOrEqual(140);
    else expect(Array.from(summary).length).toBeLessThanOrEqual(140);
  }
  await expect(widget.getByText(/…$/).first()).toBeVisible();

  await widget.getByRole('link', { name: 'Takaful vs Conventional Insurance' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Takaful vs Conventional Insurance' }),
  ).toBeVisible();
  await page.goBack();
  await loadAllHomeWidgets(page);
  await page
    .locator('[data-widget="knowledge/latest-articles"]')
    .getByRole('link', { name: 'Visit the Knowledge Hub' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeVisible();
});

test("with the content API down: 'Failed to load knowledge articles' and Try Again", async ({
  page,
  privateSite,
}) => {
  const site = await privateSite({ configJson: contentDownConfig() });
  await openPage(page, site.url());
  await loadAllHomeWidgets(page);
  const widget = page.locator('[data-widget="knowledge/latest-articles"]');
  await expect(widget.getByText('Failed to load knowledge articles')).toBeVisible();
  await widget.getByRole('button', { name: 'Try Again' }).click();
  await expect(widget.getByText('Failed to load knowledge articles')).toBeVisible();
  await expect(widget.getByRole('heading', { level: 2, name: 'Knowledge Hub' })).toBeVisible();
});
