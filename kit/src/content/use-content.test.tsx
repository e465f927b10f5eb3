import {
  type ContentConfig,
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteProps,
  RemotePropsProvider,
} from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentNotConfiguredError } from './client';
import { resetPageSettled, settlePageNow } from './page-settled';
import type { ContentResult } from './query';
import { CONTENT_SEED_ID, resetContentSeed } from './snapshot';
import { useContent } from './use-content';

// The real @sanity/client, watched: when is a client created?
const { createClientCalls } = vi.hoisted(() => ({ createClientCalls: { count: 0 } }));
vi.mock('@sanity/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@sanity/client')>();
  return {
    ...actual,
    createClient: (...args: Parameters<typeof actual.createClient>) => {
      createClientCalls.count++;
      return actual.createClient(...args);
    },
  };
});

function wrapperFor(content: ContentConfig, locale?: RemoteProps['locale']) {
  const props: RemoteProps = {
    contractVersion: '1.0.0',
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: { ...DEFAULT_SITE_CONFIG, content },
    ...(locale ? { locale } : {}),
  };
  return ({ children }: { children: ReactNode }) => (
    <RemotePropsProvider value={props}>{children}</RemotePropsProvider>
  );
}

type Load = (client: SanityClient, signal: AbortSignal, language: string) => Promise<ContentResult<string>>;

describe('useContent', () => {
  it("asks for the content in the page's language: the remote's locale, English without one", async () => {
    const load = vi.fn<Load>(async (_client, _signal, language) => ({ status: 'ok', data: language }));
    const content = { ...DEFAULT_SITE_CONFIG.content, apiHost: 'http://localhost:4010' };
    const arabic = renderHook(() => useContent(load, []), { wrapper: wrapperFor(content, 'ar') });
    await waitFor(() => expect(arabic.result.current).toMatchObject({ status: 'ok', data: 'ar' }));
    const english = renderHook(() => useContent(load, []), { wrapper: wrapperFor(content) });
    await waitFor(() => expect(english.result.current).toMatchObject({ status: 'ok', data: 'en' }));
  });

  it('runs the request with the configured client and gives its result', async () => {
    const load = vi.fn<Load>(async () => ({ status: 'ok', data: 'About us' }));
    const { result } = renderHook(() => useContent(load, []), {
      wrapper: wrapperFor({ ...DEFAULT_SITE_CONFIG.content, apiHost: 'http://localhost:4010' }),
    });
    await waitFor(() => expect(result.current.status).toBe('ok'));
    expect(result.current).toMatchObject({ status: 'ok', data: 'About us' });
    const [client] = load.mock.calls[0] as Parameters<Load>;
    expect(client.config().apiHost).toBe('http://localhost:4010');
  });

  it('aborts the request when the view goes away', async () => {
    let signal: AbortSignal | undefined;
    const load = vi.fn<Load>((_client, s) => {
      signal = s;
      return new Promise(() => {});
    });
    const { unmount } = renderHook(() => useContent(load, []), {
      wrapper: wrapperFor({ ...DEFAULT_SITE_CONFIG.content, projectId: 'p1' }),
    });
    await waitFor(() => expect(signal?.aborted).toBe(false));
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('without a content projectId or apiHost (config.json missing): an error state, and no request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<Load>(async () => ({ status: 'ok', data: 'never' }));
    expect(DEFAULT_SITE_CONFIG.content.projectId).toBe('');
    expect(DEFAULT_SITE_CONFIG.content.apiHost).toBeNull();
    const { result } = renderHook(() => useContent(load, []), {
      wrapper: wrapperFor(DEFAULT_SITE_CONFIG.content),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.status === 'error' && result.current.error).toBeInstanceOf(
      ContentNotConfiguredError,
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('The content service is not configured'));

    // 'Try Again' gives the same answer, still without a request.
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(load).not.toHaveBeenCalled();
  });

  describe('on a page prerendered with its content', () => {
    const configured = { ...DEFAULT_SITE_CONFIG.content, apiHost: 'http://localhost:4010' };

    function seedPage(path: string, content: Record<string, unknown>) {
      resetContentSeed();
      document.getElementById(CONTENT_SEED_ID)?.remove();
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = CONTENT_SEED_ID;
      script.textContent = JSON.stringify({ path, content });
      document.head.append(script);
    }

    beforeEach(() => resetPageSettled());
    afterEach(() => {
      resetPageSettled();
      vi.restoreAllMocks();
    });

    it('starts with the prerendered content, not a loading state, then shows the fresh content', async () => {
      seedPage(window.location.pathname, { about: { status: 'ok', data: 'About (deploy time)' } });
      let finish: (result: ContentResult<string>) => void = () => {};
      const load = vi.fn<Load>(() => new Promise((resolve) => (finish = resolve)));
      const { result } = renderHook(() => useContent(load, [], 'about'), { wrapper: wrapperFor(configured) });
      expect(result.current).toMatchObject({ status: 'ok', data: 'About (deploy time)' });
      await act(async () => settlePageNow());
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await act(async () => finish({ status: 'ok', data: 'About (now)' }));
      expect(result.current).toMatchObject({ status: 'ok', data: 'About (now)' });
    });

    it('does not create the content client until the page has settled (the refresh), then refreshes', async () => {
      // A page still loading: its load event has not fired yet.
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      seedPage(window.location.pathname, { about: { status: 'ok', data: 'About (deploy time)' } });
      const other = { ...configured, apiHost: 'http://localhost:4999' };
      const load = vi.fn<Load>(async () => ({ status: 'ok', data: 'About (now)' }));
      const before = createClientCalls.count;
      const { result } = renderHook(() => useContent(load, [], 'about'), { wrapper: wrapperFor(other) });
      // Let any promise chain run: nothing is downloaded or asked while the first load goes on.
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(result.current).toMatchObject({ status: 'ok', data: 'About (deploy time)' });
      expect(createClientCalls.count).toBe(before);
      expect(load).not.toHaveBeenCalled();

      // The visitor's first input settles the page: the client is created and the content refreshed.
      await act(async () => window.dispatchEvent(new Event('pointerdown')));
      await waitFor(() => expect(result.current).toMatchObject({ status: 'ok', data: 'About (now)' }));
      expect(createClientCalls.count).toBe(before + 1);
      const [client] = load.mock.calls[0] as Parameters<Load>;
      expect(client.config().apiHost).toBe('http://localhost:4999');
    });

    it('without a seed, the client is created and asked at once, before the page settles', async () => {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      resetContentSeed();
      document.getElementById(CONTENT_SEED_ID)?.remove();
      const load = vi.fn<Load>(async () => ({ status: 'ok', data: 'Team' }));
      const { result } = renderHook(() => useContent(load, [], 'team'), {
        wrapper: wrapperFor({ ...configured, apiHost: 'http://localhost:4998' }),
      });
      expect(result.current.status).toBe('loading');
      await waitFor(() => expect(result.current).toMatchObject({ status: 'ok', data: 'Team' }));
    });

    it('keeps the prerendered content when the refresh fails', async () => {
      seedPage(window.location.pathname, { about: { status: 'ok', data: 'About (deploy time)' } });
      const load = vi.fn<Load>(async () => ({ status: 'error', error: new Error('Network down') }));
      const { result } = renderHook(() => useContent(load, [], 'about'), { wrapper: wrapperFor(configured) });
      settlePageNow();
      await waitFor(() => expect(load).toHaveBeenCalled());
      await act(async () => {});
      expect(result.current).toMatchObject({ status: 'ok', data: 'About (deploy time)' });
    });

    it('uses the seed once, only for its own path and key, and ignores a malformed seed', async () => {
      seedPage(window.location.pathname, { about: { status: 'ok', data: 'seeded' } });
      const load = vi.fn<Load>(() => new Promise(() => {}));
      const wrapper = wrapperFor(configured);
      const first = renderHook(() => useContent(load, [], 'about'), { wrapper });
      expect(first.result.current.status).toBe('ok');
      // Another key, and the same view mounted again (navigating back): they load as usual.
      expect(renderHook(() => useContent(load, [], 'team'), { wrapper }).result.current.status).toBe(
        'loading',
      );
      expect(renderHook(() => useContent(load, [], 'about'), { wrapper }).result.current.status).toBe(
        'loading',
      );

      seedPage('/somewhere-else', { about: { status: 'ok', data: 'seeded' } });
      expect(renderHook(() => useContent(load, [], 'about'), { wrapper }).result.current.status).toBe(
        'loading',
      );

      seedPage(window.location.pathname, {});
      const seedElement = document.getElementById(CONTENT_SEED_ID);
      if (seedElement) seedElement.textContent = '{not json';
      expect(renderHook(() => useContent(load, [], 'about'), { wrapper }).result.current.status).toBe(
        'loading',
      );
      document.getElementById(CONTENT_SEED_ID)?.remove();
      resetContentSeed();
    });
  });
});
