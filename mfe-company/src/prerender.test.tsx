import { startTestContentApi } from '@quantethic/emulators/testing';
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import prerenderer from './prerender';

const api = setupContentApi();
const SITE = 'https://quantethic.example';
const config = (content = api.config()): SiteConfig => ({ ...DEFAULT_SITE_CONFIG, siteUrl: SITE, content });

type Doc = { _id: string; _updatedAt: string; slug?: { current?: string }; services?: { _ref: string }[] };

/** The head's tags of a snapshot, parsed as a browser would. */
function head(html: string | undefined) {
  const doc = new DOMParser().parseFromString(`<head>${html ?? ''}</head>`, 'text/html');
  return {
    meta: (key: string) =>
      doc.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content,
    canonical: doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    title: doc.title,
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
  };
}

const newest = (dates: string[]) => dates.toSorted().at(-1);

describe('company prerender (deploy time)', () => {
  it('lists /about, /consulting, /contact and every team page, with when their content last changed', async () => {
    const paths = await prerenderer.paths(config());
    const team = api.documents('teamMember') as unknown as Doc[];
    const [about] = (api.documents('aboutPage') as unknown as Doc[]).toSorted((a, b) =>
      b._updatedAt.localeCompare(a._updatedAt),
    );
    const consulting = api.documents('consultingPage')[0] as unknown as Doc;
    const services = (api.documents('consultingService') as unknown as Doc[]).filter((service) =>
      consulting.services?.some((ref) => ref._ref === service._id),
    );
    expect(team.length).toBeGreaterThan(3);
    expect(paths).toEqual(
      expect.arrayContaining([
        {
          path: '/about',
          // The about page shows its team: a member's change changes it too.
          lastModified: newest([about?._updatedAt ?? '', ...team.map((member) => member._updatedAt)]),
          indexable: true,
        },
        {
          path: '/consulting',
          lastModified: newest([consulting._updatedAt, ...services.map((service) => service._updatedAt)]),
        },
        { path: '/contact' },
        ...team.map((member) => ({ path: `/team/${member.slug?.current}`, lastModified: member._updatedAt })),
      ]),
    );
    expect(paths).toHaveLength(3 + team.length);
  });

  it('keeps /about out of the sitemap when its content says noIndex; team pages at their canonical slug', async () => {
    const own = await startTestContentApi({
      documents: [
        { _id: 'aboutPage', _type: 'aboutPage', _updatedAt: '2025-01-01T00:00:00Z', seo: { noIndex: true } },
        {
          _id: 'team-zoe',
          _type: 'teamMember',
          _updatedAt: '2025-02-01T00:00:00Z',
          name: 'Zoë Ng',
          slug: { current: 'Zoë Ng!' },
        },
        {
          _id: 'team-nameless',
          _type: 'teamMember',
          _updatedAt: '2025-02-01T00:00:00Z',
          slug: { current: 'nameless' },
        },
      ],
    });
    try {
      const paths = await prerenderer.paths(config(own.contentConfig));
      expect(paths).toEqual([
        { path: '/about', lastModified: '2025-01-01T00:00:00Z', indexable: false },
        { path: '/consulting', lastModified: null },
        { path: '/contact' },
        { path: '/team/zoe-ng', lastModified: '2025-02-01T00:00:00Z' },
      ]);
    } finally {
      await own.close();
    }
  });

  it('renders a team page with its own head: og:type profile, the portrait, Person + BreadcrumbList', async () => {
    const snapshot = await prerenderer.render('/team/amina-hassan', config());
    expect(snapshot?.html).toMatch(/<h1[^>]*>Dr\. Amina Hassan<\/h1>/);
    expect(Object.keys(snapshot?.content ?? {})).toEqual(['team-member:amina-hassan']);
    const tags = head(snapshot?.head);
    expect(tags.title).toBe('Dr. Amina Hassan | QuantEthic');
    expect(tags.canonical).toBe(`${SITE}/team/amina-hassan`);
    expect(tags.meta('og:type')).toBe('profile');
    expect(tags.meta('description')?.length).toBeLessThanOrEqual(160);
    const image = new URL(tags.meta('og:image') ?? '');
    expect(image.href).toMatch(/^http:\/\/localhost:\d+\/images\//);
    expect(Object.fromEntries(image.searchParams)).toMatchObject({ w: '1200', h: '630', fit: 'crop' });
    expect(tags.meta('og:image:width')).toBe('1200');
    expect(tags.meta('og:image:height')).toBe('630');
    const [person, breadcrumbs] = tags.jsonLd;
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Dr. Amina Hassan',
      url: `${SITE}/team/amina-hassan`,
      jobTitle: expect.any(String),
      image: expect.stringMatching(/^http:\/\/localhost:\d+\/images\//),
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE}/` },
        { position: 2, name: 'About', item: `${SITE}/about` },
        { position: 3, name: 'Dr. Amina Hassan', item: `${SITE}/team/amina-hassan` },
      ],
    });
    expect(snapshot?.documents).toEqual(['team-amina-hassan']);
  });

  it('renders /consulting with a schema.org Service per service shown', async () => {
    const snapshot = await prerenderer.render('/consulting', config());
    const tags = head(snapshot?.head);
    expect(tags.canonical).toBe(`${SITE}/consulting`);
    const cards = [...(snapshot?.html ?? '').matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    const services = tags.jsonLd.filter((item) => item['@type'] === 'Service');
    expect(services.length).toBeGreaterThan(3);
    for (const service of services) {
      expect(service).toMatchObject({ name: expect.any(String), provider: { '@type': 'Organization' } });
      expect(cards).toContain(service.name.replaceAll("'", '&#x27;'));
    }
  });

  it("renders /about with the content's robots, /contact and /thank-you (noindex) with their own heads", async () => {
    const about = head((await prerenderer.render('/about', config()))?.head);
    expect(about.canonical).toBe(`${SITE}/about`);
    expect(about.meta('robots')).toBe('index, follow');
    const contact = head((await prerenderer.render('/contact', config()))?.head);
    expect(contact.title).toBe('Contact | QuantEthic');
    expect(contact.canonical).toBe(`${SITE}/contact`);
    const thankYou = await prerenderer.render('/thank-you', config());
    expect(thankYou?.noIndex).toBe(true);
    expect(head(thankYou?.head).meta('robots')).toBe('noindex, nofollow');
  });

  it('renders the heads of the Arabic edition in Arabic (the site name and the content as written)', async () => {
    const thankYou = head((await prerenderer.render('/ar/thank-you', config()))?.head);
    expect(thankYou.title).toBe('شكرًا لك | QuantEthic');
    // No description of its own: the site's, in Arabic.
    expect(thankYou.meta('description')).toMatch(/^تعلّم التمويل الإسلامي/);
    expect(thankYou.meta('og:image:alt')).toBe('QuantEthic — تمويل كمّي مبسّط ونمذجة أخلاقية');
    const contact = head((await prerenderer.render('/ar/contact', config()))?.head);
    expect(contact.title).toBe('تواصل معنا | QuantEthic');
    expect(contact.meta('description')).toBe('اشترك في نشرتنا البريدية، أو احجز استشارة، أو تعاون معنا.');
    const member = head((await prerenderer.render('/ar/team/amina-hassan', config()))?.head);
    const breadcrumbs = member.jsonLd.find((item) => item['@type'] === 'BreadcrumbList');
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name).slice(0, 2)).toEqual([
      'الرئيسية',
      'من نحن',
    ]);
  });

  it("renders the home page's company widgets; their forms take typing at once (hydration keeps it)", async () => {
    const widgets = (await prerenderer.widgets?.(config())) ?? {};
    expect(Object.keys(widgets).sort()).toEqual(['community-signup', 'contact-form', 'testimonials']);
    expect(widgets.testimonials?.html).toContain('What Learners Say');
    expect(widgets['community-signup']?.html).toContain('Join Our Community');
    expect(widgets['contact-form']?.html).toContain('Contact Us');
    for (const name of ['community-signup', 'contact-form']) {
      const doc = new DOMParser().parseFromString(widgets[name]?.html ?? '', 'text/html');
      const form = doc.querySelector('form');
      expect(form?.hasAttribute('inert'), name).toBe(false);
      expect(form?.querySelector('[disabled]'), name).toBeNull();
    }
    // The headings and links stay usable in the snapshot.
    const testimonials = new DOMParser().parseFromString(widgets.testimonials?.html ?? '', 'text/html');
    expect(testimonials.querySelector('[inert]')).toBeNull();
  });
});
