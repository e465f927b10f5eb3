// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../contracts/config';
import { fetchSiteConfig } from './fetch-site-config';

const jsonResponse = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(implementation: () => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchSiteConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns the parsed config from a 200 response, fetched with cache no-store', async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse(
        JSON.stringify({ siteName: 'QuantEthic Staging', links: { github: 'https://github.com/qe' } }),
      ),
    );
    const config = await fetchSiteConfig();
    expect(config.siteName).toBe('QuantEthic Staging');
    expect(config.links.github).toBe('https://github.com/qe');
    expect(config.content).toEqual(DEFAULT_SITE_CONFIG.content);
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('fetches the given URL, also with cache no-store', async () => {
    const fetchMock = stubFetch(async () => jsonResponse('{}'));
    await fetchSiteConfig('/preview/config.json');
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(
      '/preview/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('logs each bad field and keeps the good ones', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(async () =>
      jsonResponse(JSON.stringify({ siteName: 'Staging', siteUrl: 'javascript:alert(1)' })),
    );
    const config = await fetchSiteConfig();
    expect(config.siteName).toBe('Staging');
    expect(config.siteUrl).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('siteUrl'));
  });

  it.each<[string, () => Promise<Response>]>([
    ['a 404', async () => jsonResponse('Not found', 404)],
    ['a 500', async () => jsonResponse('{"siteName":"Broken"}', 500)],
    ['invalid JSON', async () => jsonResponse('{"siteName": "QuantEthic",')],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to the defaults with a console error mentioning the URL for %s', async (_case, respond) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(respond);
    await expect(fetchSiteConfig('/config.json')).resolves.toEqual(DEFAULT_SITE_CONFIG);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/config.json'));
  });

  it('mentions the status code of a failed response', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(async () => jsonResponse('Not found', 404));
    await fetchSiteConfig();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'));
  });

  it('returns a fresh defaults object each time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(async () => jsonResponse('Not found', 404));
    const config = await fetchSiteConfig();
    config.siteName = 'Changed';
    expect(DEFAULT_SITE_CONFIG.siteName).toBe('QuantEthic');
  });
});
