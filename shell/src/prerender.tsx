/**
 * The shell's pages rendered to static HTML (Node only, never shipped to browsers), which the
 * browser then hydrates (main.tsx). Built into `dist/server/prerender.mjs` and used twice:
 * - at build time (shell/prerender.mjs) without the runtime config: the fallback pages
 *   `index.html`, `app.html` and `404.html`;
 * - at deploy time (scripts/deploy/pages.mjs, `renderShellPages`) with the runtime config — the
 *   footer's profile links — and on '/' the home widgets each remote rendered with its content.
 */
import {
  collectedHead,
  createBus,
  createCheckingAuthPort,
  createHeadCollector,
  HeadCollectorContext,
  headHtml,
  LOCALE_PRELOAD_ATTRIBUTE,
  type Locale,
  localeBasename,
  localizedPath,
  parseSiteConfig,
  type SiteConfig,
  scriptJson,
  sharedTextsReady,
  textDirection,
} from '@quantethic/shared';
import { StaticRouter } from '@quantethic/shared/router/server';
import { renderToString } from 'react-dom/server';
import { AppContent } from './app/app';
import { HOME_WIDGETS } from './features/home/home-page';
import { shellMessages } from './lib/messages';
import { CONFIG_SEED_ID, type Site } from './lib/site-context';

export { CONFIG_SEED_ID };

/** The pages to prerender, by the path they are rendered at. */
export const PRERENDERED_PAGES = {
  /** '/' */
  home: '/',
  /** Any section route: the layout around the section's loading state. */
  section: '/courses',
  /** Unknown paths. */
  notFound: '/404',
} as const;

export type ShellPage = keyof typeof PRERENDERED_PAGES;

/** The home widgets by `remote/exposed`, in page order, with the remote that renders each. */
export const HOME_WIDGET_NAMES = HOME_WIDGETS.map((widget) => ({
  remote: widget.remote,
  exposed: widget.exposed,
  name: `${widget.remote}/${widget.exposed}`,
}));

/**
 * Makes `locale`'s texts ready for rendering (a render never waits: call this first). Every
 * locale's page is rendered from the same module.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([shellMessages.load(locale), sharedTextsReady(locale)]);
}

export interface ShellPageOptions {
  /** The edition: English at today's URLs, Arabic under /ar (its texts loaded with loadLocale). */
  locale?: Locale;
  /** config.json as deployed (parsed like the browser does); none at build time. */
  config?: unknown;
  /** On '/': the home widgets' markup by `remote/exposed` (from the remotes' `widgets()`). */
  widgets?: Record<string, string>;
}

export interface RenderedShellPage {
  /** The markup inside `#root`. */
  html: string;
  /** The page's head tags (title, description, robots, canonical, Open Graph, JSON-LD), as HTML. */
  head: string;
  noIndex: boolean;
  /** The config the page was rendered with, to seed (CONFIG_SEED_ID); null without one. */
  config: SiteConfig | null;
}

export function renderShellPage(page: ShellPage, options: ShellPageOptions = {}): RenderedShellPage {
  const config = options.config === undefined ? null : parseSiteConfig(options.config).value;
  const widgets: Record<string, string> = {};
  if (page === 'home')
    // As the remote rendered it: its island hydrates exactly this markup in the browser.
    for (const [name, html] of Object.entries(options.widgets ?? {})) widgets[name] = html;
  const locale = options.locale ?? 'en';
  const site: Site = {
    locale,
    bus: createBus(),
    auth: createCheckingAuthPort(),
    config: new Promise(() => {}),
    initialConfig: config,
    widgetSnapshots: widgets,
  };
  const collector = createHeadCollector();
  const path = localizedPath(locale, PRERENDERED_PAGES[page]);
  const html = renderToString(
    <StaticRouter basename={localeBasename(locale)} location={path}>
      <HeadCollectorContext value={collector}>
        <AppContent site={site} />
      </HeadCollectorContext>
    </StaticRouter>,
  );
  const served = collectedHead(
    collector,
    { siteUrl: config?.siteUrl ?? '', siteName: config?.siteName },
    path,
  );
  return { html, head: served?.html ?? '', noIndex: served?.noIndex ?? false, config };
}

/** The markup of a page without the runtime config (the build's fallback pages). */
export function renderPage(page: ShellPage): string {
  return renderShellPage(page).html;
}

/** The content seed's id (kit/src/content/snapshot.ts): the live widgets' first render starts from it. */
export const CONTENT_SEED_ID = 'qe-content-seed';
/** The placeholder for the page's markup in the page template (dist/server/page.html). */
export const ROOT_TAG = '<div id="root"></div>';

/** A home widget rendered by its remote at deploy time (the prerender contract's WidgetSnapshot). */
export interface WidgetMarkup {
  html: string;
  content?: Record<string, unknown>;
}

/** The head tags that belong to one page: the template's generic ones carry data-qe-head. */
const PAGE_HEAD_TAGS =
  /<title\b[^>]*>[\s\S]*?<\/title>|<script\b[^>]*\bdata-qe-head\b[^>]*>[\s\S]*?<\/script>|<(?:meta|link)\b[^>]*\bdata-qe-head\b[^>]*>/g;

/** The page with `head` in place of its page-specific head tags (where the first of them was). */
export function withHead(html: string, head: string): string {
  const end = html.indexOf('</head>');
  if (end < 0 || !head) return html;
  let placed = false;
  const before = html.slice(0, end).replace(PAGE_HEAD_TAGS, () => {
    if (placed) return '';
    placed = true;
    return head;
  });
  return `${before}${placed ? '' : head}${html.slice(end)}`;
}

/**
 * The head of a page that names none of its own (a section page, until its section sets its own) in
 * another edition: the template's generic title and description, in that edition's language. In
 * English the template's stay (''): they are the same texts.
 */
function genericHead(locale: Locale, config: SiteConfig | null): string {
  if (locale === 'en') return '';
  const title = `${config?.siteName ?? 'QuantEthic'} — ${shellMessages.t(locale, 'home.title')}`;
  const description = shellMessages.t(locale, 'home.description');
  return headHtml([
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
  ]);
}

/** A tag of the template for one edition only (LOCALE_PRELOAD_ATTRIBUTE), and that edition. */
const EDITION_TAG = new RegExp(`<link\\b[^>]*\\b${LOCALE_PRELOAD_ATTRIBUTE}="([^"]*)"[^>]*>\\n?`, 'g');

/**
 * The page's `<html>` in `locale`: its language and its direction, its `<noscript>` text, and of
 * the template's tags for one edition (its font's preload), its own only.
 */
export function withLanguage(html: string, locale: Locale): string {
  // React writes the text escaped, as it writes every text of the page.
  const noscript = renderToString(shellMessages.t(locale, 'noscript'));
  return html
    .replace(EDITION_TAG, (tag, edition: string) => (edition === locale ? tag : ''))
    .replace(
      /<html\b[^>]*>/i,
      () => `<html lang="${locale}"${textDirection(locale) === 'rtl' ? ' dir="rtl"' : ''}>`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${noscript}</noscript>`);
}

export interface ShellDocumentOptions {
  config?: unknown;
  locale?: Locale;
  /** On '/': the home widgets by `remote/exposed`. */
  widgets?: Record<string, WidgetMarkup>;
}

/**
 * A whole page from the template: the page's markup in `#root`, its own head, and the seeds the
 * browser's first render reads — the runtime config it was rendered with and, on '/', the content
 * the home widgets were rendered from. Only widgets this page has a slot for are used.
 */
export function renderShellDocument(
  template: string,
  page: ShellPage,
  { config, locale = 'en', widgets = {} }: ShellDocumentOptions = {},
): string {
  if (!template.includes(ROOT_TAG)) throw new Error(`the page template has no ${ROOT_TAG}`);
  const used = page === 'home' ? HOME_WIDGET_NAMES.filter(({ name }) => widgets[name]) : [];
  const rendered = renderShellPage(page, {
    config,
    locale,
    widgets: Object.fromEntries(used.map(({ name }) => [name, widgets[name]?.html ?? ''])),
  });
  const seeds: string[] = [];
  if (rendered.config)
    seeds.push(
      `<script type="application/json" id="${CONFIG_SEED_ID}">${scriptJson(rendered.config)}</script>`,
    );
  if (used.length) {
    const content = Object.assign({}, ...used.map(({ name }) => widgets[name]?.content ?? {}));
    seeds.push(
      `<script type="application/json" id="${CONTENT_SEED_ID}">${scriptJson({ path: localizedPath(locale, PRERENDERED_PAGES[page]), content })}</script>`,
    );
  }
  return withLanguage(withHead(template, rendered.head || genericHead(locale, rendered.config)), locale)
    .replace(ROOT_TAG, () => `<div id="root">${rendered.html}</div>`)
    .replace('</head>', () => `${seeds.join('')}</head>`);
}
