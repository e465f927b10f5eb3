import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type Locale,
  type RemoteProps,
  RemotePropsProvider,
  useLocale,
} from '@quantethic/shared';
import { act, render, screen } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { asServer } from '../testing/hydration';
import { type PageTexts, withTexts } from './with-texts';

const createTestProps = (): RemoteProps => ({
  contractVersion: '1.0.0',
  basePath: '/',
  bus: createBus(),
  auth: createUnavailableAuthPort(),
  config: DEFAULT_SITE_CONFIG,
});

/** A page that records the locale of each of its renders. */
function Page({ title, rendered }: { title: string; rendered: Locale[] }) {
  rendered.push(useLocale());
  return <h1>{title}</h1>;
}

/** A page whose texts' download the test finishes when it likes; it records each render's locale. */
function setup() {
  let arrive = () => {};
  const arabic = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const rendered: Locale[] = [];
  const texts: PageTexts = {
    ready: vi.fn((locale: Locale) => (locale === 'ar' ? arabic : Promise.resolve())),
  };
  const { default: WithTexts } = withTexts(Page, texts);
  const tree = (locale: Locale) => (
    <RemotePropsProvider value={{ ...createTestProps(), locale }}>
      <WithTexts title={`page in ${locale}`} rendered={rendered} />
    </RemotePropsProvider>
  );
  return { arrive, rendered, texts, tree };
}

describe('withTexts: a lazy page renders once its texts in the page locale are there', () => {
  it('in English, at once: its English texts came with its code', () => {
    const { texts, tree } = setup();
    render(tree('en'));
    expect(screen.getByRole('heading', { name: 'page in en' })).toBeInTheDocument();
    expect(texts.ready).not.toHaveBeenCalled();
  });

  it('in Arabic, only once its Arabic texts are ready: nothing of it renders before', async () => {
    const { arrive, rendered, texts, tree } = setup();
    await act(async () => {
      render(tree('ar'));
    });
    expect(texts.ready).toHaveBeenCalledWith('ar');
    expect(rendered).toEqual([]);
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('heading', { name: 'page in ar' })).toBeInTheDocument();
    expect(new Set(rendered)).toEqual(new Set(['ar']));
  });

  it('asks for them once per locale: shown again, it renders at once', async () => {
    const { arrive, texts, tree } = setup();
    let first: ReturnType<typeof render> | undefined;
    await act(async () => {
      first = render(tree('ar'));
    });
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    first?.unmount();
    render(tree('ar'));
    expect(screen.getByRole('heading', { name: 'page in ar' })).toBeInTheDocument();
    expect(texts.ready).toHaveBeenCalledTimes(1);
  });

  it('at deploy time, each render of the page asks for its texts, so every page names their files in its hints', async () => {
    const { arrive, texts, tree } = setup();
    arrive();
    const html = async (locale: Locale) =>
      asServer(async () => new Response((await prerender(tree(locale))).prelude).text());
    const asked = () => vi.mocked(texts.ready).mock.calls.filter(([locale]) => locale === 'ar').length;
    expect(await html('ar')).toContain('page in ar');
    const once = asked();
    expect(once).toBeGreaterThan(0);
    expect(await html('ar')).toContain('page in ar');
    expect(asked()).toBeGreaterThan(once);
    const twice = asked();
    // An English page does not name the Arabic catalogue.
    expect(await html('en')).toContain('page in en');
    expect(asked()).toBe(twice);
    expect(texts.ready).not.toHaveBeenCalledWith('en');
  });
});
