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
import { describe, expect, it, vi } from 'vitest';
import { ContentNotConfiguredError } from './client';
import type { ContentResult } from './query';
import { useContent } from './use-content';

function wrapperFor(content: ContentConfig) {
  const props: RemoteProps = {
    contractVersion: '1.0.0',
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: { ...DEFAULT_SITE_CONFIG, content },
  };
  return ({ children }: { children: ReactNode }) => (
    <RemotePropsProvider value={props}>{children}</RemotePropsProvider>
  );
}

type Load = (client: SanityClient, signal: AbortSignal) => Promise<ContentResult<string>>;

describe('useContent', () => {
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
    expect(signal?.aborted).toBe(false);
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
});
