// @vitest-environment node
import {
  DEFAULT_SITE_CONFIG,
  type RemoteProps,
  RemotePropsProvider,
  type SiteConfig,
} from '@quantethic/shared';
import { Route, Routes } from '@quantethic/shared/router';
import { describe, expect, it } from 'vitest';
import type { ContentResult } from '../content/query';
import { useContent } from '../content/use-content';
import { defineSectionPrerender } from '.';

const config: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  content: { ...DEFAULT_SITE_CONFIG.content, apiHost: 'http://localhost:1' },
};

/** What the page's content request answers, per test. */
let answer: ContentResult<string> = { status: 'empty' };

function Page() {
  const state = useContent(async () => answer, [], 'page');
  return <p>{state.status === 'ok' ? state.data : state.status}</p>;
}

function App(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <Routes>
        <Route path="about" element={<Page />} />
      </Routes>
    </RemotePropsProvider>
  );
}

const prerendererFor = (result: ContentResult<string>) => {
  answer = result;
  return defineSectionPrerender({ App, paths: async () => ['/about'] });
};

describe('defineSectionPrerender', () => {
  it('renders the route with its content and returns the content it used', async () => {
    const snapshot = await prerendererFor({ status: 'ok', data: 'About us' }).render('/about', config);
    expect(snapshot).toEqual({
      path: '/about',
      html: '<p>About us</p>',
      content: { page: { status: 'ok', data: 'About us' } },
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
});
