import { openPage } from '../support/app';
import { expect, type Page, test } from '../support/test';

// /team/{slug} (SPEC §2 Team member): the profile, the four lookups (slug, name, id, name
// prefix), canonical redirects, the meta description and every state.

type Json = Record<string, unknown>;

async function groq<T>(page: Page, query: string): Promise<T> {
  const config = await (await page.request.get('/config.json')).json();
  const { apiHost, apiVersion, dataset } = config.content;
  const url = `${apiHost}/v${apiVersion}/data/query/${dataset}?query=${encodeURIComponent(query)}`;
  return (await (await page.request.get(url)).json()).result as T;
}

const main = (page: Page) => page.getByRole('main');
const isQuery = (url: URL) => url.pathname.includes('/data/query/');

test.describe('team member page', () => {
  test('portrait, name, role, bio, experience, expertise, links and Back to Team', async ({ page }) => {
    const amina = await groq<Json & { socialLinks: Record<string, string>; expertise: string[] }>(
      page,
      '*[_type == "teamMember" && slug.current == "amina-hassan"][0]',
    );
    await openPage(page, '/team/amina-hassan');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Dr. Amina Hassan' })).toBeVisible();
    await expect(main(page).getByRole('img', { name: 'Portrait of Dr. Amina Hassan' })).toBeVisible();
    await expect(main(page).getByText(amina.role as string, { exact: true })).toBeVisible();
    await expect(main(page).getByText(`${amina.experience} experience`)).toBeVisible();
    await expect(main(page).getByText(amina.bio as string)).toBeVisible();
    const expertise = main(page).getByRole('region', { name: 'Expertise' }).getByRole('listitem');
    await expect(expertise).toHaveText(amina.expertise);
    const links = main(page).getByRole('region', { name: 'Links' });
    for (const [label, key] of [
      ['LinkedIn', 'linkedin'],
      ['Twitter', 'twitter'],
      ['Website', 'website'],
    ] as const) {
      const link = links.getByRole('link', { name: `Dr. Amina Hassan on ${label} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', amina.socialLinks[key] as string);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // Amina has no GitHub; Daniel does.
    await expect(links.getByRole('link', { name: /GitHub/ })).toHaveCount(0);

    await main(page).getByRole('link', { name: 'Back to Team' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(main(page).getByRole('region', { name: 'Meet the Team' })).toBeVisible();
  });

  test('links to GitHub when the member has one', async ({ page }) => {
    await openPage(page, '/team/daniel-okafor');
    await expect(
      main(page).getByRole('link', { name: 'Daniel Okafor on GitHub (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://github.com/dokafor-quant');
  });

  test('title and a meta description of at most 160 characters ending with an ellipsis', async ({ page }) => {
    const bio = await groq<string>(page, '*[_type == "teamMember" && slug.current == "amina-hassan"][0].bio');
    expect(bio.length).toBeGreaterThan(160);
    await openPage(page, '/team/amina-hassan');
    await expect(page).toHaveTitle('Dr. Amina Hassan | QuantEthic');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/…$/);
    expect(bio.replace(/\s+/g, ' ').startsWith(description?.slice(0, -1) ?? '?')).toBe(true);
  });

  test('a member without a portrait shows their initial', async ({ page }) => {
    await page.route(isQuery, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, result: body.result && { ...body.result, image: null } },
      });
    });
    await openPage(page, '/team/mei-chen');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
    await expect(main(page).getByRole('img')).toHaveCount(0);
    await expect(main(page).getByText('M', { exact: true })).toBeVisible();
  });

  test('a non-canonical slug redirects to the canonical one', async ({ page }) => {
    await openPage(page, '/team/Amina-Hassan');
    await expect(page).toHaveURL(/\/team\/amina-hassan$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Dr. Amina Hassan' })).toBeVisible();
  });

  test('finds a member by id and redirects to their slug', async ({ page }) => {
    await openPage(page, '/team/team-mei-chen');
    await expect(page).toHaveURL(/\/team\/mei-chen$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
  });

  test('finds a member by name prefix and redirects to their slug', async ({ page }) => {
    await openPage(page, '/team/sara');
    await expect(page).toHaveURL(/\/team\/sara-lindqvist$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Sara Lindqvist' })).toBeVisible();
  });

  test('finds a member by name (the slug with dashes as spaces) when the slug lookup misses', async ({
    page,
  }) => {
    // The slug lookup answers nothing (as for a member whose slug differs from their name).
    const lookups: string[] = [];
    await page.route(isQuery, async (route) => {
      const url = new URL(route.request().url());
      const query = url.searchParams.get('query') ?? '';
      lookups.push(
        query.includes('lower(name) == lower($name)') ? `name:${url.searchParams.get('$name')}` : query,
      );
      if (query.startsWith('*[_type == "teamMember" && slug.current == $slug &&')) {
        await route.fulfill({ json: { result: null } });
        return;
      }
      await route.continue();
    });
    await openPage(page, '/team/omar-farouk');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Omar Farouk' })).toBeVisible();
    // A prerendered page asks the content API when it refreshes its content (once it has settled).
    await expect.poll(() => lookups).toContain('name:"omar farouk"');
    await expect(page).toHaveURL(/\/team\/omar-farouk$/);
  });

  test("'Team member not found.' with a way back to the team", async ({ page }) => {
    await openPage(page, '/team/nobody-by-this-name');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Team member not found.' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await main(page).getByRole('link', { name: 'Back to Team' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("'Missing slug parameter' for /team without a slug", async ({ page }) => {
    await openPage(page, '/team');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Missing slug parameter' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Back to Team' })).toHaveAttribute('href', '/about');
  });

  test("loading, then 'Failed to load team member' with Try Again when the content API fails", async ({
    page,
  }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Reached from the team list: a page opened directly is served prerendered, with its content.
    await openPage(page, '/about');
    const team = main(page).getByRole('region', { name: 'Meet the Team' });
    await expect(team).toBeVisible();
    await page.route(isQuery, async (route) => {
      await gate;
      await route.fulfill({ status: 503, json: { error: { description: 'Service unavailable' } } });
    });
    await team.getByRole('link', { name: 'Dr. Amina Hassan', exact: true }).click();
    await expect(main(page).getByText('Loading team member...')).toBeVisible();
    release();
    const alert = main(page).getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: 'Failed to load team member' })).toBeVisible();
    await page.unroute(isQuery);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Dr. Amina Hassan' })).toBeVisible();
  });
});
