import { openPage, openThroughMenu, reloadPage } from '../support/app';
import { expect, type Page, test } from '../support/test';

// /about (SPEC §2 About): every section, the team filter, SEO fields and the page's states,
// against the local content API (any answer can be edited in flight with page.route).

type Json = Record<string, unknown>;

/** Runs a GROQ query against the content API of the site's runtime config. */
async function groq<T>(page: Page, query: string): Promise<T> {
  const config = await (await page.request.get('/config.json')).json();
  const { apiHost, apiVersion, dataset } = config.content;
  const url = `${apiHost}/v${apiVersion}/data/query/${dataset}?query=${encodeURIComponent(query)}`;
  return (await (await page.request.get(url)).json()).result as T;
}

/** Edits the answer of content queries whose GROQ matches, before the page sees it. */
async function editQuery(page: Page, matches: RegExp, edit: (result: Json) => unknown) {
  await page.route(
    (url) => url.pathname.includes('/data/query/') && matches.test(url.searchParams.get('query') ?? ''),
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, result: edit(body.result) } });
    },
  );
}

const ABOUT_QUERY = /_type == "aboutPage"/;
const main = (page: Page) => page.getByRole('main');

test.describe('about page', () => {
  test('hero, mission and vision, why-us, who we are, founder, team and call to action', async ({ page }) => {
    const about = await groq<Json & { [k: string]: Json }>(
      page,
      '*[_type == "aboutPage"] | order(_updatedAt desc)[0]',
    );
    await openPage(page, '/about');
    const hero = about.hero as { heading: string; subheading: string };
    const h1 = main(page).getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(`About QuantEthic ${hero.heading}`);
    await expect(main(page).getByText(hero.subheading)).toBeVisible();

    const missionVision = about.missionVision as { mission: string; vision: string };
    await expect(main(page).getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(main(page).getByText(missionVision.mission)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(main(page).getByText(missionVision.vision)).toBeVisible();

    // Why us: text blocks and images alternating sides.
    const why = about.whyQuantEthic as { heading: string; content: { title: string; text: string }[] };
    const whyRegion = main(page).getByRole('region', { name: why.heading });
    const blocks = whyRegion.getByRole('article');
    await expect(blocks).toHaveCount(why.content.length);
    for (const [index, block] of why.content.entries()) {
      const article = blocks.nth(index);
      await article.scrollIntoViewIfNeeded();
      await expect(article.getByRole('heading', { level: 3, name: block.title })).toBeVisible();
      await expect(article.getByText(block.text)).toBeVisible();
      const image = article.getByRole('img');
      await expect(image).toBeVisible();
      const textBox = await article.getByRole('heading', { level: 3 }).boundingBox();
      const imageBox = await image.boundingBox();
      if (!textBox || !imageBox) throw new Error('no layout');
      if (index % 2 === 0) expect(imageBox.x).toBeGreaterThan(textBox.x);
      else expect(imageBox.x).toBeLessThan(textBox.x);
    }

    // Who we are, with the image on the side the editor chose.
    const who = about.whoWeAre as { heading: string; imagePosition: string };
    const whoRegion = main(page).getByRole('region', { name: who.heading });
    await whoRegion.scrollIntoViewIfNeeded();
    await expect(whoRegion.getByRole('link', { name: 'courses' })).toBeVisible();
    const whoImage = await whoRegion.getByRole('img').boundingBox();
    const whoHeading = await whoRegion.getByRole('heading', { level: 2 }).boundingBox();
    if (!whoImage || !whoHeading) throw new Error('no layout');
    expect(whoImage.x < whoHeading.x).toBe(who.imagePosition === 'left');

    const founder = about.founder as { heading: string; name: string; bio: string };
    const founderRegion = main(page).getByRole('region', { name: founder.heading });
    await founderRegion.scrollIntoViewIfNeeded();
    await expect(founderRegion.getByText(founder.name, { exact: true })).toBeVisible();
    await expect(founderRegion.getByText(founder.bio)).toBeVisible();
    await expect(founderRegion.getByRole('img', { name: `Portrait of ${founder.name}` })).toBeVisible();

    const team = main(page).getByRole('region', { name: 'Meet the Team' });
    await expect(team.getByRole('article')).toHaveCount((about.team as unknown as unknown[]).length);

    const cta = about.cta as {
      title: string;
      text: string;
      buttonText: string;
      buttonUrl: string;
      buttonStyle: string;
    };
    const ctaRegion = main(page).getByRole('region', { name: cta.title });
    await ctaRegion.scrollIntoViewIfNeeded();
    await expect(ctaRegion.getByText(cta.text)).toBeVisible();
    const button = ctaRegion.getByRole('link', { name: cta.buttonText });
    await expect(button).toHaveAttribute('href', cta.buttonUrl);
    await expect(button).toHaveClass(new RegExp(`qe-btn--${cta.buttonStyle}`));
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${cta.buttonUrl}$`));
  });

  test('title, meta description and robots come from the seo fields', async ({ page }) => {
    const seo = await groq<{ metaTitle: string; metaDescription: string }>(
      page,
      '*[_type == "aboutPage"] | order(_updatedAt desc)[0].seo',
    );
    await openPage(page, '/about');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${seo.metaTitle} | QuantEthic`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.metaDescription);
    // Indexable: one robots tag, which says so.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  test('noIndex keeps the page out of search engines', async ({ page }) => {
    await editQuery(page, ABOUT_QUERY, (about) => ({
      ...about,
      seo: { ...(about.seo as Json), noIndex: true },
    }));
    await openPage(page, '/about');
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText('About QuantEthic');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('team cards: portrait or initial, name, role, bio, experience, expertise and links', async ({
    page,
  }) => {
    await editQuery(page, ABOUT_QUERY, (about) => ({
      ...about,
      team: (about.team as Json[]).map((member) =>
        member._id === 'team-yusuf-rahman' ? { ...member, image: null } : member,
      ),
    }));
    await openPage(page, '/about');
    const team = main(page).getByRole('region', { name: 'Meet the Team' });
    const amina = team.getByRole('article', { name: 'Dr. Amina Hassan' });
    await amina.scrollIntoViewIfNeeded();
    await expect(amina.getByRole('img', { name: 'Portrait of Dr. Amina Hassan' })).toBeVisible();
    await expect(amina.getByText('Founder & Lead Instructor')).toBeVisible();
    await expect(amina.getByText('15 years experience')).toBeVisible();
    await expect(amina.getByText(/spent a decade structuring/)).toBeVisible();
    await expect(
      amina.getByRole('list', { name: "Dr. Amina Hassan's expertise" }).getByRole('listitem'),
    ).toHaveText(['Islamic Finance', "Shari'ah Compliance", 'Financial Modelling']);
    const linkedin = amina.getByRole('link', { name: /Dr\. Amina Hassan on LinkedIn/ });
    await expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/amina-hassan-quantethic');
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', /noopener/);
    await expect(amina.getByRole('link', { name: /on Twitter/ })).toBeVisible();
    await expect(amina.getByRole('link', { name: /on Website/ })).toBeVisible();
    await expect(amina.getByRole('link', { name: 'Dr. Amina Hassan', exact: true })).toHaveAttribute(
      'href',
      '/team/amina-hassan',
    );

    // No portrait: the initial instead.
    const yusuf = team.getByRole('article', { name: 'Yusuf Rahman' });
    await expect(yusuf.getByRole('img')).toHaveCount(0);
    await expect(yusuf.getByText('Y', { exact: true })).toBeVisible();

    await amina.getByRole('link', { name: 'Dr. Amina Hassan', exact: true }).click();
    await expect(page).toHaveURL(/\/team\/amina-hassan$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Dr. Amina Hassan' })).toBeVisible();
  });

  test("team filter: 'All' plus each expertise, kept in the URL", async ({ page }) => {
    const members = await groq<{ name: string; expertise: string[] }[]>(
      page,
      '*[_type == "aboutPage"] | order(_updatedAt desc)[0].team[]->{name, expertise}',
    );
    const expertise = [...new Set(members.flatMap((member) => member.expertise))];
    await openPage(page, '/about');
    const team = main(page).getByRole('region', { name: 'Meet the Team' });
    const chips = team.getByRole('group', { name: 'Filter the team by expertise' }).getByRole('button');
    await expect(chips).toHaveText(['All', ...expertise]);
    await expect(team.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    const python = team.getByRole('button', { name: 'Python', exact: true });
    await python.click();
    await expect(python).toHaveAttribute('aria-pressed', 'true');
    await expect(team.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const withPython = members.filter((member) => member.expertise.includes('Python')).map((m) => m.name);
    await expect(team.getByRole('article')).toHaveCount(withPython.length);
    for (const name of withPython) await expect(team.getByRole('article', { name })).toBeVisible();
    await expect(team.getByRole('status')).toHaveText(
      `Showing ${withPython.length} team members with Python expertise`,
    );
    await expect(page).toHaveURL(/\?expertise=Python$/);

    // The choice survives a reload; 'All' shows everyone again.
    await reloadPage(page);
    await expect(team.getByRole('article')).toHaveCount(withPython.length);
    await team.getByRole('button', { name: 'All' }).click();
    await expect(team.getByRole('article')).toHaveCount(members.length);
    await expect(page).toHaveURL(/\/about$/);
  });

  test('shows a loading state until the content arrives', async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.includes('/data/query/'),
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await openThroughMenu(page, 'About');
    await expect(
      main(page).getByRole('status').filter({ hasText: 'Loading the about page...' }),
    ).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('About QuantEthic');
    release();
    await expect(main(page).getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  });

  test("'Page Not Found' with a link home when there is no about page", async ({ page }) => {
    await editQuery(page, ABOUT_QUERY, () => null);
    await openPage(page, '/about');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | QuantEthic');
    await main(page).getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an error from the content API shows what happened and Try Again recovers', async ({ page }) => {
    const failing = (url: URL) => url.pathname.includes('/data/query/');
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { description: 'Internal error', type: 'internalError' } },
      }),
    );
    await openThroughMenu(page, 'About');
    const alert = main(page).getByRole('alert');
    await expect(alert.getByRole('heading', { name: "We couldn't load this page" })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('About QuantEthic');
    await page.unroute(failing);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(main(page).getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  });
});
