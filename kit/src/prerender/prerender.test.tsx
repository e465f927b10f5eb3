// @vitest-environment node
import {
  createMessages,
  DEFAULT_SITE_CONFIG,
  type Locale,
  type RemoteProps,
  RemotePropsProvider,
  type SiteConfig,
  useDocumentMeta,
  useMessages,
} from '@quantethic/shared';
import { Link, Route, Routes } from '@quantethic/shared/router';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentResult } from '../content/query';
import { useContent } from '../content/use-content';
import { lazyModule } from '../lazy';
import { defineSectionPrerender, documentIds } from '.';

const config: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  content: { ...DEFAULT_SITE_CONFIG.content, apiHost: 'http://localhost:1' },
};

/** What the page's content request answers, per test. */
let answer: ContentResult<unknown> = { status: 'empty' };

function Page() {
  const state = useContent(async () => answer, [], 'page');
  return <p>{state.status === 'ok' ? String(state.data) : state.status}</p>;
}

function ArticlePage() {
  const state = useContent(async () => answer, [], 'article');
  useDocumentMeta({
    title: state.status === 'ok' ? 'Zakat & you' : null,
    description: 'On <zakat>',
    type: 'article',
    noIndex: true,
  });
  return <h1>Zakat</h1>;
}

function WidgetContent() {
  const state = useContent(async () => answer, [], 'widget');
  return <p>{state.status === 'ok' ? 'Widget with content' : state.status}</p>;
}

function Widget(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <WidgetContent />
    </RemotePropsProvider>
  );
}

function App(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <Routes>
        <Route path="about" element={<Page />} />
        <Route path="knowledge/zakat" element={<ArticlePage />} />
      </Routes>
    </RemotePropsProvider>
  );
}

const messages = createMessages<'hello'>({
  en: { hello: 'Hello' },
  load: { ar: async () => ({ default: { hello: 'مرحبًا' } }) },
});
/** A page whose texts are in a catalogue, as every remote's are. */
function Hello() {
  const t = useMessages(messages);
  useDocumentMeta({ title: t('hello') });
  return <h1>{t('hello')}</h1>;
}
/** A page with texts (their own catalogue, not loaded by another test) and content, as the knowledge hub. */
const hubMessages = createMessages<'hello'>({
  en: { hello: 'Hello' },
  load: { ar: async () => ({ default: { hello: 'مرحبًا' } }) },
});
function HelloWithContent() {
  const t = useMessages(hubMessages);
  const state = useContent(async () => answer, [], 'page');
  return (
    <p>
      {t('hello')} {state.status === 'ok' ? String(state.data) : state.status}
    </p>
  );
}
function Edition(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <Routes>
        <Route path="about" element={<Hello />} />
        <Route path="hub" element={<HelloWithContent />} />
      </Routes>
    </RemotePropsProvider>
  );
}
/** A home widget with texts of its own (its catalogue made ready by its module's `ready`). */
const widgetMessages = createMessages<'more'>({
  en: { more: 'More' },
  load: { ar: async () => ({ default: { more: 'المزيد' } }) },
});
function EditionWidgetBody() {
  const t = useMessages(widgetMessages);
  const state = useContent(async (_client, _signal, language) => ({ ...answer, language }) as never, [], 'w');
  return (
    <Link to="/courses">
      {t('more')} {state.status === 'ok' ? 'with content' : state.status}
    </Link>
  );
}
function EditionWidget(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <EditionWidgetBody />
    </RemotePropsProvider>
  );
}
const prerendererFor = (result: ContentResult<unknown>) => {
  answer = result;
  return defineSectionPrerender({ App, paths: async () => ['/about'], widgets: { widget: Widget } });
};

describe('defineSectionPrerender', () => {
  it('renders a page of the Arabic edition under /ar, in Arabic, with its own canonical URL', async () => {
    const prerenderer = defineSectionPrerender({ App: Edition, paths: async () => ['/about'] });
    expect(prerenderer.locales).toEqual(['en', 'ar']);
    const site = { ...config, siteUrl: 'https://qe.example' };
    const arabic = await prerenderer.render('/ar/about', site);
    expect(arabic?.html).toBe('<h1>مرحبًا</h1>');
    expect(arabic?.head).toContain('<link data-qe-head rel="canonical" href="https://qe.example/ar/about">');
    expect(arabic?.head).toContain('content="ar_AR"');
    const english = await prerenderer.render('/about', site);
    expect(english?.html).toBe('<h1>Hello</h1>');
    expect(english?.head).toContain('<link data-qe-head rel="canonical" href="https://qe.example/about">');
  });

  it("renders an Arabic page with its content: the remote's texts are made ready first", async () => {
    answer = { status: 'ok', data: '12' };
    const ready = vi.fn((locale: 'en' | 'ar') => hubMessages.ready(locale));
    const prerenderer = defineSectionPrerender({ App: Edition, paths: async () => ['/hub'], ready });
    const snapshot = await prerenderer.render('/ar/hub', config);
    expect(ready).toHaveBeenCalledWith('ar');
    expect(snapshot?.html).toBe('<p>مرحبًا<!-- --> <!-- -->12</p>');
    expect(snapshot?.content).toEqual({ page: { status: 'ok', data: '12' } });
  });

  it('renders the route with its content and returns the content it used', async () => {
    const snapshot = await prerendererFor({ status: 'ok', data: 'About us' }).render('/about', config);
    expect(snapshot).toEqual({
      path: '/about',
      html: '<p>About us</p>',
      content: { page: { status: 'ok', data: 'About us' } },
      documents: [],
    });
  });

  it('does not prerender a page whose content failed to load', async () => {
    const failed = prerendererFor({ status: 'error', error: new Error('down') });
    expect(await failed.render('/about', config)).toBeNull();
  });

  it('reads config.json like the browser: a missing or malformed one gets the defaults', async () => {
    const prerenderer = prerendererFor({ status: 'ok', data: 'About us' });
    // No content project or host: nothing is asked, and nothing is prerendered.
    expect(await prerenderer.render('/about', {} as SiteConfig)).toBeNull();
    expect(await prerenderer.render('/about', 'nonsense' as unknown as SiteConfig)).toBeNull();
  });

  it("gives the page's own head as tags, with the site's URL, and the documents it shows", async () => {
    const siteConfig = { ...config, siteUrl: 'https://quantethic.example' };
    const data = [{ _id: 'post-1', author: { _id: 'drafts.team-1' } }, { _id: 'post-2' }];
    const snapshot = await prerendererFor({ status: 'ok', data }).render('/knowledge/zakat', siteConfig);
    expect(snapshot?.head).toContain('<title data-qe-head>Zakat &amp; you | QuantEthic</title>');
    expect(snapshot?.head).toContain('<meta data-qe-head name="description" content="On &lt;zakat&gt;">');
    expect(snapshot?.head).toContain(
      '<link data-qe-head rel="canonical" href="https://quantethic.example/knowledge/zakat">',
    );
    expect(snapshot?.head).toContain('<meta data-qe-head name="robots" content="noindex, nofollow">');
    expect(snapshot?.noIndex).toBe(true);
    expect(snapshot?.documents).toEqual(['post-1', 'post-2', 'team-1']);
  });

  it('renders the home widgets it exposes with their content, and leaves out one whose content failed', async () => {
    const ok = prerendererFor({ status: 'ok', data: { _id: 'course-1' } });
    expect(await ok.widgets?.(config)).toEqual({
      widget: {
        html: '<p>Widget with content</p>',
        content: { widget: { status: 'ok', data: { _id: 'course-1' } } },
        documents: ['course-1'],
      },
    });
    const failed = prerendererFor({ status: 'error', error: new Error('down') });
    expect(await failed.widgets?.(config)).toEqual({});
  });

  it("renders the home widgets in another edition: that edition's texts (its own catalogue, made ready first), links and content", async () => {
    answer = { status: 'ok', data: { _id: 'course-1__i18n_ar' } };
    const ready = vi.fn((locale: Locale) => widgetMessages.ready(locale));
    const prerenderer = defineSectionPrerender({
      App,
      paths: async () => [],
      widgets: { plain: Widget, edition: { default: EditionWidget, ready } },
    });
    const arabic = await prerenderer.widgets?.(config, 'ar');
    expect(ready).toHaveBeenCalledWith('ar');
    expect(arabic?.edition?.html).toMatch(
      /^<a href="\/ar\/courses"[^>]*>المزيد<!-- --> <!-- -->with content<\/a>$/,
    );
    expect(arabic?.edition?.documents).toEqual(['course-1__i18n_ar']);
    expect(Object.keys(arabic ?? {})).toEqual(['plain', 'edition']);
    const english = await prerenderer.widgets?.(config);
    expect(english?.edition?.html).toMatch(
      /^<a href="\/courses"[^>]*>More<!-- --> <!-- -->with content<\/a>$/,
    );
  });

  it('finds document ids anywhere in a result, drafts as their published id', () => {
    expect([...documentIds({ list: [{ _id: 'a', nested: { _id: 'drafts.b' } }], _id: 3 })]).toEqual([
      'a',
      'b',
    ]);
  });
});

// What a remote's prerender build makes of `lazy(() => import('./features/…'))`
// (shared/build/federation.ts, lazyModulesPlugin): the import first names its module.
const named = (id: string, delayMs: number) => () => {
  (globalThis as { __quantethicLazyModule?: (id: string) => void }).__quantethicLazyModule?.(id);
  return new Promise<{ default: () => React.JSX.Element }>((resolve) =>
    setTimeout(() => resolve({ default: () => <p>{id}</p> }), delayMs),
  );
};
const Slow = lazy(named('src/features/slow/slow-page.tsx', 40));
const Fast = lazy(named('src/features/fast/fast-page.tsx', 5));
const Never = lazy(named('src/features/never/never-page.tsx', 5));
// A page of which the remote prerenders several paths (a course, a team member…).
const Item = lazyModule(named('src/features/item/item-page.tsx', 5));

function LazyApp(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="slow" element={<Slow />} />
          <Route path="fast" element={<Fast />} />
          <Route path="never" element={<Never />} />
          <Route path="item/:id" element={<Item />} />
        </Routes>
      </Suspense>
    </RemotePropsProvider>
  );
}

describe('the lazy modules a page renders', () => {
  it('are listed with each page, each page its own even when pages render at the same time', async () => {
    const prerenderer = defineSectionPrerender({ App: LazyApp, paths: async () => [] });
    const [slow, fast, plain] = await Promise.all([
      prerenderer.render('/slow', config),
      prerenderer.render('/fast', config),
      prerenderer.render('/elsewhere', config),
    ]);
    expect(slow?.html).toContain('src/features/slow/slow-page.tsx');
    expect(slow?.modules).toEqual(['src/features/slow/slow-page.tsx']);
    expect(fast?.modules).toEqual(['src/features/fast/fast-page.tsx']);
    expect(plain?.modules).toBeUndefined();
  });

  it('are listed with every page that renders them, not only the first one to load them', async () => {
    const prerenderer = defineSectionPrerender({ App: LazyApp, paths: async () => [] });
    const first = await prerenderer.render('/item/first', config);
    const second = await prerenderer.render('/item/second', config);
    expect(first?.modules).toEqual(['src/features/item/item-page.tsx']);
    expect(second?.html).toContain('src/features/item/item-page.tsx');
    expect(second?.modules).toEqual(['src/features/item/item-page.tsx']);
  });

  it("include the files of the remote's texts, which the section waits for before it renders, on every page of that edition", async () => {
    // A catalogue as the remote's build makes it: its `import('./messages/ar.json')` names its module.
    const catalogue = 'src/messages/ar.json.qe-messages.js';
    const texts = createMessages<'title'>({
      en: { title: 'Title' },
      load: {
        ar: () => {
          (globalThis as { __quantethicLazyModule?: (id: string) => void }).__quantethicLazyModule?.(
            catalogue,
          );
          return Promise.resolve({ default: { title: 'العنوان' } });
        },
      },
    });
    const prerenderer = defineSectionPrerender({
      App: LazyApp,
      paths: async () => [],
      ready: (locale) => texts.ready(locale),
    });
    const first = await prerenderer.render('/ar/item/first', config);
    const second = await prerenderer.render('/ar/item/second', config);
    expect(first?.modules?.toSorted()).toEqual(['src/features/item/item-page.tsx', catalogue]);
    expect(second?.modules?.toSorted()).toEqual(['src/features/item/item-page.tsx', catalogue]);
    // English texts come with the code.
    expect((await prerenderer.render('/item/third', config))?.modules).toEqual([
      'src/features/item/item-page.tsx',
    ]);
  });

  it('are listed when another copy of this module was loaded after it (each remote bundles its own)', async () => {
    vi.resetModules();
    // The deploy loads every remote's prerender module in one process: the last one loaded sets
    // the global the imports call.
    await import('.');
    const prerenderer = defineSectionPrerender({ App: LazyApp, paths: async () => [] });
    expect((await prerenderer.render('/item/third', config))?.modules).toEqual([
      'src/features/item/item-page.tsx',
    ]);
  });
});
