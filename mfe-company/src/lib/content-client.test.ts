// @vitest-environment node

import { setupContentApi } from '@quantethic/kit/testing/content-api';
import type { ContentConfig } from '@quantethic/shared';
import { describe, expect, it, vi } from 'vitest';
import { ABOUT_PAGE_QUERY } from '../features/about/api/get-about-page';
import { TEAM_MEMBER_BY_SLUG_QUERY } from '../features/team/api/get-team-member';
import { ContentRequestError, createContentClient, encodeQuery, queryEndpoint } from './content-client';
import { queryContent } from './query';

const api = setupContentApi();

describe('createContentClient against the local content API', () => {
  it('answers exactly what @sanity/client answers', async () => {
    const lite = createContentClient(api.config());
    const sanity = api.client();
    expect(await lite.fetch(ABOUT_PAGE_QUERY, {}, {})).toEqual(await sanity.fetch(ABOUT_PAGE_QUERY, {}));
    const params = { slug: 'mei-chen' };
    expect(await lite.fetch(TEAM_MEMBER_BY_SLUG_QUERY, params, {})).toEqual(
      await sanity.fetch(TEAM_MEMBER_BY_SLUG_QUERY, params),
    );
  });

  it('posts queries too long for a URL', async () => {
    const lite = createContentClient(api.config());
    const padding = ' '.repeat(12_000);
    const result = await lite.fetch<string>(
      `*[_type == "teamMember" && slug.current == $slug][0].name${padding}`,
      {
        slug: 'mei-chen',
      },
      {},
    );
    expect(result).toBe('Mei Chen');
  });

  it('turns a query error into a ContentRequestError with the service description', async () => {
    const lite = createContentClient(api.config());
    await expect(lite.fetch('*[_type == $missing]', {}, {})).rejects.toBeInstanceOf(ContentRequestError);
  });

  it('retries once, then fails, when the service is down', async () => {
    const config: ContentConfig = { ...api.config(), apiHost: 'http://127.0.0.1:9' };
    const fetchSpy = vi.fn((...args: Parameters<typeof fetch>) => fetch(...args));
    const lite = createContentClient(config, fetchSpy);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await queryContent(lite, '*[0]', {}, { label: 'probe' });
    expect(result.status).toBe('error');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('an unconfigured content service', () => {
  it('fails at once without a request', async () => {
    const fetchSpy = vi.fn();
    const lite = createContentClient(
      { projectId: '', dataset: 'production', apiVersion: '2025-07-16', apiHost: null, useCdn: false },
      fetchSpy,
    );
    await expect(lite.fetch('*[0]', {}, {})).rejects.toThrow('The content service is not configured.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('request shape', () => {
  it('uses the Sanity host without apiHost and the given host with it', () => {
    const base: ContentConfig = {
      projectId: 'p1',
      dataset: 'production',
      apiVersion: '2025-07-16',
      apiHost: null,
      useCdn: false,
    };
    expect(queryEndpoint(base)).toBe('https://p1.api.sanity.io/v2025-07-16/data/query/production');
    expect(queryEndpoint({ ...base, useCdn: true })).toBe(
      'https://p1.apicdn.sanity.io/v2025-07-16/data/query/production',
    );
    expect(queryEndpoint({ ...base, apiHost: 'http://localhost:4010/' })).toBe(
      'http://localhost:4010/v2025-07-16/data/query/production',
    );
  });

  it('sends each parameter as JSON and asks for published content', () => {
    const search = new URLSearchParams(encodeQuery('*[slug.current == $slug]', { slug: 'a-b', n: 2 }));
    expect(search.get('query')).toBe('*[slug.current == $slug]');
    expect(search.get('$slug')).toBe('"a-b"');
    expect(search.get('$n')).toBe('2');
    expect(search.get('perspective')).toBe('published');
  });
});
