import { beforeAll, describe, expect, it } from 'vitest';
import { sharedUiMessages } from '../ui/messages';
import {
  applyHead,
  canonicalPath,
  DEFAULT_SOCIAL_IMAGE,
  HOME_TITLE,
  headHtml,
  headTags,
  isNoIndex,
} from './head';
import { articleJsonLd, breadcrumbJsonLd, courseListJsonLd, type JsonLd } from './json-ld';

const site = { siteUrl: 'https://quantethic.example/', siteName: 'QuantEthic' };

describe('headTags', () => {
  it('gives a page its own title, description, canonical URL, Open Graph and Twitter tags', () => {
    const html = headHtml(
      headTags(
        { title: 'Zakat basics', description: 'What zakat is.', path: '/knowledge/zakat-basics' },
        site,
      ),
    );
    expect(html).toContain('<title data-qe-head>Zakat basics | QuantEthic</title>');
    expect(html).toContain('<meta data-qe-head name="description" content="What zakat is.">');
    expect(html).toContain(
      '<link data-qe-head rel="canonical" href="https://quantethic.example/knowledge/zakat-basics">',
    );
    expect(html).toContain(
      '<meta data-qe-head property="og:url" content="https://quantethic.example/knowledge/zakat-basics">',
    );
    expect(html).toContain('<meta data-qe-head property="og:site_name" content="QuantEthic">');
    expect(html).toContain('<meta data-qe-head property="og:title" content="Zakat basics">');
    expect(html).toContain('<meta data-qe-head name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta data-qe-head name="robots" content="index, follow">');
  });

  it('uses the default social image, absolute and with its size, when a page has none', () => {
    const tags = headTags({ title: 'Post' }, site, '/knowledge/post');
    const content = (property: string) => {
      const tag = tags.find((candidate) => candidate.tag === 'meta' && candidate.attrs.property === property);
      return tag?.tag === 'meta' ? tag.attrs.content : undefined;
    };
    expect(content('og:image')).toBe(`https://quantethic.example${DEFAULT_SOCIAL_IMAGE.url}`);
    expect(content('og:image:width')).toBe('1200');
    expect(content('og:image:height')).toBe('630');
  });

  it('has one canonical form per page: no query, fragment, trailing or doubled slash', () => {
    expect(canonicalPath('/knowledge//zakat/?utm=1#top')).toBe('/knowledge/zakat');
    expect(canonicalPath('/')).toBe('/');
    const tags = headTags({}, site, '/courses/?q=x');
    expect(tags).toContainEqual({
      tag: 'link',
      attrs: { rel: 'canonical', href: 'https://quantethic.example/courses' },
    });
    expect(tags[0]).toEqual({ tag: 'title', text: HOME_TITLE });
  });

  it('keeps noindex pages out of search engines and gives articles their dates and author', () => {
    const html = headHtml(
      headTags(
        {
          title: 'A post',
          noIndex: true,
          type: 'article',
          article: { publishedTime: '2025-01-02', author: 'Amina', authorUrl: '/team/amina' },
        },
        site,
        '/knowledge/a-post',
      ),
    );
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    expect(html).toContain('property="article:published_time" content="2025-01-02"');
    expect(html).toContain('property="article:author" content="https://quantethic.example/team/amina"');
  });

  it('escapes what content puts in the head, and JSON-LD cannot close its script element', () => {
    const html = headHtml(
      headTags(
        { title: '"Risk" <b>&</b>', jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)' }] },
        site,
      ),
    );
    expect(html).toContain('<title data-qe-head>"Risk" &lt;b&gt;&amp;&lt;/b&gt; | QuantEthic</title>');
    expect(html).toContain('content="&quot;Risk&quot; &lt;b&gt;&amp;&lt;/b&gt;"');
    expect(html).not.toContain('</script><script>');
    const json = /<script data-qe-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({ '@type': 'Thing', name: '</script><script>alert(1)' });
  });
});

describe('headTags in each edition', () => {
  const links = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link data-qe-head rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        (match) => [match[1], match[2]],
      ),
    );

  it('an English page: its canonical URL, og:locale, and the alternates of both editions', () => {
    const html = headHtml(headTags({ title: 'About', path: '/about' }, site, '/about', 'en'));
    expect(html).toContain('<link data-qe-head rel="canonical" href="https://quantethic.example/about">');
    expect(html).toContain('<meta data-qe-head property="og:locale" content="en_US">');
    expect(html).toContain('<meta data-qe-head property="og:locale:alternate" content="ar_AR">');
    expect(links(html)).toEqual({
      en: 'https://quantethic.example/about',
      ar: 'https://quantethic.example/ar/about',
      'x-default': 'https://quantethic.example/about',
    });
  });

  it('an Arabic page: its canonical URL is under /ar (a page names its path inside the edition)', () => {
    const html = headHtml(headTags({ title: 'من نحن', path: '/about' }, site, '/about', 'ar'));
    expect(html).toContain('<link data-qe-head rel="canonical" href="https://quantethic.example/ar/about">');
    expect(html).toContain(
      '<meta data-qe-head property="og:url" content="https://quantethic.example/ar/about">',
    );
    expect(html).toContain('<meta data-qe-head property="og:locale" content="ar_AR">');
    expect(html).toContain('<meta data-qe-head property="og:locale:alternate" content="en_US">');
    expect(links(html)).toEqual({
      en: 'https://quantethic.example/about',
      ar: 'https://quantethic.example/ar/about',
      'x-default': 'https://quantethic.example/about',
    });
  });

  it('a page of one edition showing content in another language is kept out of search engines', () => {
    const arabicPage = headHtml(
      headTags({ title: 'What Is Murabaha?', language: 'en' }, site, '/knowledge/x', 'ar'),
    );
    expect(arabicPage).toContain('<meta data-qe-head name="robots" content="noindex, nofollow">');
    expect(isNoIndex({ language: 'en' }, 'ar')).toBe(true);
    expect(isNoIndex({ language: 'ar' }, 'ar')).toBe(false);
    expect(isNoIndex({ language: 'en' }, 'en')).toBe(false);
    expect(isNoIndex({}, 'ar')).toBe(false);
    expect(headHtml(headTags({ language: 'en' }, site, '/knowledge/x', 'en'))).toContain(
      'content="index, follow"',
    );
  });

  it("an Arabic page's structured data names the Arabic pages (breadcrumbs, the article, its author), not the English ones", () => {
    const jsonLd: JsonLd[] = [
      breadcrumbJsonLd(
        [
          { name: 'الرئيسية', path: '/' },
          { name: 'مركز المعرفة', path: '/knowledge' },
        ],
        site.siteUrl,
      ),
      articleJsonLd(
        {
          headline: 'ما المرابحة؟',
          path: '/knowledge/what-is-murabaha',
          image: '/social/default.png',
          datePublished: '2024-02-12',
          author: { name: 'أمينة حسن', path: '/team/amina-hassan' },
        },
        site.siteUrl,
        'QuantEthic',
      ),
      {
        '@type': 'Organization',
        url: 'https://quantethic.example/',
        logo: { '@type': 'ImageObject', url: 'https://quantethic.example/brand/logo' },
      },
    ];
    const scripts = (locale: 'en' | 'ar') =>
      headTags({ path: '/knowledge/what-is-murabaha', jsonLd }, site, '/', locale)
        .filter((tag) => tag.tag === 'script')
        .map((tag) => (tag as { json: Record<string, unknown> }).json);
    type Data = {
      itemListElement: { item: string }[];
      url: string;
      mainEntityOfPage: string;
      author: { url: string };
      image: string[];
      logo: { url: string };
    };
    const [crumbs, article, organization] = scripts('ar') as unknown as [Data, Data, Data];
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      'https://quantethic.example/ar',
      'https://quantethic.example/ar/knowledge',
    ]);
    expect(article.url).toBe('https://quantethic.example/ar/knowledge/what-is-murabaha');
    expect(article.mainEntityOfPage).toBe('https://quantethic.example/ar/knowledge/what-is-murabaha');
    expect(article.author.url).toBe('https://quantethic.example/ar/team/amina-hassan');
    // Files are files, in every edition.
    expect(article.image).toEqual(['https://quantethic.example/social/default.png']);
    expect(organization.url).toBe('https://quantethic.example/ar');
    expect(organization.logo.url).toBe('https://quantethic.example/brand/logo');
    // The English page's are as they were built.
    expect(scripts('en')).toEqual(jsonLd);
  });

  it("the home page's editions are / and /ar; English is the default without a locale", () => {
    const html = headHtml(headTags({}, site, '/', 'ar'));
    expect(html).toContain('<link data-qe-head rel="canonical" href="https://quantethic.example/ar">');
    expect(links(html)).toMatchObject({
      en: 'https://quantethic.example/',
      ar: 'https://quantethic.example/ar',
    });
    expect(headHtml(headTags({}, site, '/'))).toContain('content="en_US"');
  });
});

describe("headTags: a page without a description or image of its own, in the page's locale", () => {
  beforeAll(() => sharedUiMessages.load('ar'));
  const meta = (html: string, key: string) =>
    new RegExp(`<meta data-qe-head (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

  it('English: the site description and the social image alt as they always were', () => {
    const html = headHtml(headTags({ title: 'Thank You', noIndex: true }, site, '/thank-you'));
    const description =
      'Learn Islamic finance, ethical modelling and quantitative techniques from experts: courses, a knowledge hub and consulting.';
    expect(meta(html, 'description')).toBe(description);
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'og:image:alt')).toBe(
      'QuantEthic — Simplified Quantitative Finance and Ethical Modelling',
    );
    expect(DEFAULT_SOCIAL_IMAGE.alt).toBe(
      'QuantEthic — Simplified Quantitative Finance and Ethical Modelling',
    );
  });

  it('Arabic: the same in Arabic (the site name stays as it is)', () => {
    const html = headHtml(headTags({ title: 'شكرًا لك', noIndex: true }, site, '/thank-you', 'ar'));
    const description =
      'تعلّم التمويل الإسلامي والنمذجة الأخلاقية والأساليب الكمّية على أيدي خبراء: دورات ومركز معرفة واستشارات.';
    expect(meta(html, 'description')).toBe(description);
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'twitter:description')).toBe(description);
    expect(meta(html, 'og:image:alt')).toBe('QuantEthic — تمويل كمّي مبسّط ونمذجة أخلاقية');
  });

  it("a page's own description and image stay its own", () => {
    const image = { url: '/x.png', width: 1200, height: 630, alt: 'A chart' };
    const html = headHtml(headTags({ title: 'x', description: 'Own.', image }, site, '/x', 'ar'));
    expect(meta(html, 'description')).toBe('Own.');
    expect(meta(html, 'og:image:alt')).toBe('A chart');
  });
});

describe('applyHead', () => {
  it("replaces the previous page's head tags, served or set by a script, with the new page's", () => {
    document.head.innerHTML =
      '<title>Old</title><meta name="description" content="old"><meta charset="utf-8"><link rel="stylesheet" href="/a.css">';
    applyHead(
      headTags(
        { title: 'First', jsonLd: [breadcrumbJsonLd([{ name: 'Home', path: '/' }], site.siteUrl)] },
        site,
        '/a',
      ),
    );
    applyHead(headTags({ title: 'Second', description: 'Two' }, site, '/b'));
    expect(document.title).toBe('Second | QuantEthic');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://quantethic.example/b',
    );
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    // What is not the page's head stays.
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });
});

describe('JSON-LD', () => {
  it('lists courses with the properties a Course needs, and articles with a Person author and URL', () => {
    const list = courseListJsonLd(
      [{ name: 'Sukuk', description: 'Islamic bonds.', path: '/courses/sukuk', level: 'Beginner' }],
      site.siteUrl,
      'QuantEthic',
    );
    expect(list).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Course',
            name: 'Sukuk',
            description: 'Islamic bonds.',
            educationalLevel: 'Beginner',
            provider: { '@type': 'Organization', name: 'QuantEthic' },
            hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
          },
        },
      ],
    });
    const article = articleJsonLd(
      {
        headline: 'Zakat',
        path: '/knowledge/zakat',
        image: '/social-image.png',
        datePublished: '2025-01-02',
        author: { name: 'Amina', path: '/team/amina' },
      },
      site.siteUrl,
      'QuantEthic',
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      image: ['https://quantethic.example/social-image.png'],
      dateModified: '2025-01-02',
      author: { '@type': 'Person', name: 'Amina', url: 'https://quantethic.example/team/amina' },
    });
  });
});
