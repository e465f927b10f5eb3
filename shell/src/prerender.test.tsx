import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type SiteConfig,
  THEME_STORAGE_KEY,
} from '@quantethic/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { readServedPage } from './app/served-page';
import {
  loadLocale,
  type PRERENDERED_PAGES,
  renderPage,
  renderShellDocument,
  type WidgetMarkup,
} from './prerender';

// Sections stay in their loading state: this test is about the markup around them.
vi.mock('./lib/remotes/remote-loader', () => ({
  loadRemoteModule: () => new Promise(() => {}),
  resetRemote: () => {},
  getRemotesManifest: () => new Promise(() => {}),
  RemoteLoadError: class extends Error {},
}));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

async function hydrateAt(page: keyof typeof PRERENDERED_PAGES, url: string) {
  const container = document.createElement('div');
  container.innerHTML = renderPage(page);
  document.body.append(container);
  window.history.pushState({}, '', url);
  const recoverable = vi.fn();
  const site = {
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: Promise.resolve(DEFAULT_SITE_CONFIG),
  };
  await act(async () => {
    root = hydrateRoot(container, <App site={site} />, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

describe('prerendered pages hydrate without mismatches', () => {
  it.each([
    ['home', '/'],
    ['section', '/courses'],
    ['section', '/knowledge/what-is-murabaha'],
    ['section', '/login'],
    ['notFound', '/no-such-page'],
  ] as const)('%s page at %s', async (page, url) => {
    const errors = vi.spyOn(console, 'error');
    const { recoverable } = await hydrateAt(page, url);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('reuses the prerendered nodes (nothing is replaced)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderPage('home');
    const heading = container.querySelector('h1');
    document.body.append(container);
    window.history.pushState({}, '', '/');
    await act(async () => {
      root = hydrateRoot(
        container,
        <App
          site={{
            bus: createBus(),
            auth: createUnavailableAuthPort(),
            config: Promise.resolve(DEFAULT_SITE_CONFIG),
          }}
        />,
      );
    });
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('after hydrating, shows what only the browser knows: saved theme, auth state, current section', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    await hydrateAt('section', '/courses/islamic-finance-foundations');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'Main' }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Courses');
    expect(screen.getByRole('banner').querySelector('a[href="/login"]')).toHaveTextContent('Login');
  });
});

// ---- Pages rendered at deploy time, with the runtime config and the home widgets ----

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title data-qe-head>QuantEthic</title><meta data-qe-head name="description" content="Generic"><link rel="icon" href="/favicon.svg"></head><body><div id="root"></div></body></html>';

const DEPLOYED: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  siteUrl: 'https://quantethic.example',
  links: {
    github: 'https://github.com/quantethic',
    twitter: 'https://twitter.com/quantethic',
    youtube: 'https://youtube.com/@quantethic',
  },
};

const WIDGETS: Record<string, WidgetMarkup> = {
  'courses/featured-course': {
    html: '<section class="qe-section" aria-labelledby="featured-course-title"><div class="qe-container"><h2 id="featured-course-title">Featured Course</h2><article><h3>Islamic Finance Foundations</h3><a href="/courses/islamic-finance-foundations" class="qe-btn">View Course</a></article></div></section>',
    content: { 'featured-course': { status: 'ok', data: { _id: 'course-1' } } },
  },
  'company/contact-form': {
    html: '<section aria-labelledby="contact-title"><h2 id="contact-title">Contact Us</h2><form><label for="c-name">Name</label><input id="c-name" name="name" value=""/><textarea name="message"></textarea><button type="submit">Send Message</button></form></section>',
    content: {},
  },
};

/** A served page as the browser gets it: the document's head and body from the rendered HTML. */
function serve(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  const container = document.createElement('div');
  container.innerHTML = parsed.getElementById('root')?.innerHTML ?? '';
  document.body.append(container);
  return { parsed, container };
}

async function hydrateServed(html: string, url: string, before?: (container: HTMLElement) => void) {
  const { parsed, container } = serve(html);
  before?.(container);
  window.history.pushState({}, '', url);
  const recoverable = vi.fn();
  const site = {
    ...readServedPage(document),
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    // The config request has not answered yet: the first render runs on the seeded config.
    config: new Promise<SiteConfig>(() => {}),
  };
  await act(async () => {
    root = hydrateRoot(container, <App site={site} />, { onRecoverableError: recoverable });
  });
  return { parsed, container, recoverable, site };
}

describe('pages rendered at deploy time', () => {
  it.each([
    ['home', '/'],
    ['section', '/courses'],
    ['notFound', '/no-such-page'],
  ] as const)(
    '%s page at %s hydrates without mismatches, footer complete from the seeded config',
    async (page, url) => {
      const errors = vi.spyOn(console, 'error');
      const html = renderShellDocument(TEMPLATE, page, { config: DEPLOYED, widgets: WIDGETS });
      const served = new DOMParser().parseFromString(html, 'text/html');
      // The footer's profile links are in the served HTML.
      const footerLinks = [...served.querySelectorAll('footer a[target="_blank"]')].map((a) =>
        a.getAttribute('href'),
      );
      expect(footerLinks).toEqual([
        'https://github.com/quantethic',
        'https://twitter.com/quantethic',
        'https://youtube.com/@quantethic',
      ]);
      const { recoverable } = await hydrateServed(html, url);
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: /GitHub/ })).toHaveAttribute(
        'href',
        'https://github.com/quantethic',
      );
    },
  );

  it('home: each widget in its slot, reused by hydration; links reachable by keyboard, form controls as the remote rendered them', async () => {
    const html = renderShellDocument(TEMPLATE, 'home', { config: DEPLOYED, widgets: WIDGETS });
    let link: Element | null = null;
    const { recoverable, container } = await hydrateServed(html, '/', (served) => {
      link = served.querySelector('a[href="/courses/islamic-finance-foundations"]');
    });
    expect(recoverable).not.toHaveBeenCalled();

    const featured = screen.getByRole('heading', { level: 2, name: 'Featured Course' });
    expect(featured.closest('[data-widget]')).toHaveAttribute('data-widget', 'courses/featured-course');
    expect(screen.getByRole('heading', { level: 3, name: 'Islamic Finance Foundations' })).toBeVisible();
    // No slot waits for a scroll: one without a snapshot shows its loading state at once.
    for (const name of ['knowledge/latest-articles', 'company/testimonials', 'company/community-signup'])
      expect(
        within(container.querySelector(`[data-widget="${name}"]`) as HTMLElement).getByRole('status'),
      ).toHaveTextContent('Loading…');
    // Not disabled by the shell: the widget's island hydrates these very controls.
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();

    const user = userEvent.setup();
    screen.getByRole('link', { name: 'Explore Courses' }).focus();
    await user.tab();
    const view = screen.getByRole('link', { name: 'View Course' });
    expect(view).toHaveFocus();
    // The served node itself: hydration reused it.
    expect(view).toBe(link);
  });

  it("home: its own head (canonical '/', Open Graph, Organization and WebSite JSON-LD with the footer's profiles), the content seed", () => {
    const html = renderShellDocument(TEMPLATE, 'home', { config: DEPLOYED, widgets: WIDGETS });
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelectorAll('title')).toHaveLength(1);
    expect(page.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://quantethic.example/',
    );
    expect(page.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://quantethic.example/',
    );
    expect(page.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://quantethic.example/social-image.png',
    );
    const jsonLd = [...page.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    );
    expect(jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(jsonLd[0]).toMatchObject({
      name: 'QuantEthic',
      url: 'https://quantethic.example/',
      logo: 'https://quantethic.example/logo.svg',
      sameAs: [
        'https://github.com/quantethic',
        'https://twitter.com/quantethic',
        'https://youtube.com/@quantethic',
      ],
    });
    expect(jsonLd[1]).toMatchObject({ name: 'QuantEthic', url: 'https://quantethic.example/' });
    expect(JSON.parse(page.getElementById('qe-content-seed')?.textContent ?? '')).toEqual({
      path: '/',
      content: { 'featured-course': { status: 'ok', data: { _id: 'course-1' } } },
    });
    expect(JSON.parse(page.getElementById('qe-config-seed')?.textContent ?? '')).toMatchObject({
      links: DEPLOYED.links,
    });
  });

  it('404 page: noindex; a section page keeps the generic head for its own to replace', () => {
    const notFound = new DOMParser().parseFromString(
      renderShellDocument(TEMPLATE, 'notFound', { config: DEPLOYED }),
      'text/html',
    );
    expect(notFound.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(notFound.querySelectorAll('title')).toHaveLength(1);
    const section = new DOMParser().parseFromString(
      renderShellDocument(TEMPLATE, 'section', { config: DEPLOYED, widgets: WIDGETS }),
      'text/html',
    );
    expect(section.querySelector('title[data-qe-head]')?.textContent).toBe('QuantEthic');
    expect(section.querySelector('[data-widget-snapshot]')).toBeNull();
    expect(section.getElementById('qe-content-seed')).toBeNull();
  });

  it("the Arabic home page describes the site in Arabic, in its head and its Organization's structured data", async () => {
    await loadLocale('ar');
    const page = new DOMParser().parseFromString(
      renderShellDocument(TEMPLATE, 'home', { config: DEPLOYED, locale: 'ar' }),
      'text/html',
    );
    const description = page.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toMatch(/^تعلّم التمويل الإسلامي/);
    const jsonLd = [...page.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    );
    expect(jsonLd[0]).toMatchObject({ '@type': 'Organization', name: 'QuantEthic', description });
    // English as it always was.
    const english = new DOMParser().parseFromString(
      renderShellDocument(TEMPLATE, 'home', { config: DEPLOYED }),
      'text/html',
    );
    const [organization] = [...english.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    );
    expect(organization.description).toBe(
      'Learn Islamic finance, ethical modelling and quantitative techniques from experts: courses, a knowledge hub and consulting.',
    );
  });

  it("gives another edition's section page and 404 page a generic head in its language, not the template's English one", async () => {
    await loadLocale('ar');
    for (const page of ['section', 'notFound'] as const) {
      const html = new DOMParser().parseFromString(
        renderShellDocument(TEMPLATE, page, { config: DEPLOYED, locale: 'ar' }),
        'text/html',
      );
      expect(html.querySelectorAll('title')).toHaveLength(1);
      expect(html.querySelector('title')?.textContent, page).toMatch(/[\u0600-\u06FF]/);
      expect(html.querySelector('meta[name="description"]')?.getAttribute('content'), page).toBe(
        'تعلّم التمويل الإسلامي والنمذجة الأخلاقية والأساليب الكمّية على أيدي خبراء: دورات ومركز معرفة واستشارات.',
      );
    }
    const english = new DOMParser().parseFromString(renderShellDocument(TEMPLATE, 'section'), 'text/html');
    expect(english.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Generic');
  });

  it("says what a browser without JavaScript needs in the page's language (<noscript>)", async () => {
    await loadLocale('ar');
    const template = TEMPLATE.replace(
      '<div id="root"></div>',
      '<div id="root"></div><noscript>QuantEthic needs JavaScript to run.</noscript>',
    );
    const noscript = (html: string) => /<noscript>(.*?)<\/noscript>/.exec(html)?.[1];
    expect(noscript(renderShellDocument(template, 'section', { locale: 'ar' }))).toBe(
      'يحتاج QuantEthic إلى JavaScript ليعمل.',
    );
    expect(noscript(renderShellDocument(template, 'notFound', { locale: 'ar' }))).toBe(
      'يحتاج QuantEthic إلى JavaScript ليعمل.',
    );
    expect(noscript(renderShellDocument(template, 'section'))).toBe('QuantEthic needs JavaScript to run.');
  });

  it("preloads the font its edition's text is written in, and not the other edition's", async () => {
    await loadLocale('ar');
    // As the shell's build writes them (shared/build/page-plugins.ts, preloadDefaultFontPlugin).
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/inter-latin.woff2" data-qe-locale="en">\n' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/noto-sans-arabic-basic.woff2" data-qe-locale="ar">\n</head>',
    );
    const fonts = (html: string) =>
      [
        ...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('link[rel=preload][as=font]'),
      ].map((link) => link.getAttribute('href'));
    for (const page of ['home', 'section', 'notFound'] as const) {
      expect(fonts(renderShellDocument(template, page, { locale: 'ar' })), page).toEqual([
        '/assets/noto-sans-arabic-basic.woff2',
      ]);
      expect(fonts(renderShellDocument(template, page)), page).toEqual(['/assets/inter-latin.woff2']);
    }
  });
});
