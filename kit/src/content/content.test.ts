// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { setupContentApi } from '../testing/content-api';
import {
  ContentNotConfiguredError,
  getContentClient,
  isContentConfigured,
  isUnconfiguredClient,
} from './client';
import { imageDimensions, imageUrl, responsiveImage } from './image';
import { fetchContent, queryContent } from './query';

const api = setupContentApi();

describe('content client against the local content API', () => {
  it('uses the published perspective, API version 2025-07-16 and no CDN, on the configured host', () => {
    const config = getContentClient(api.config()).config();
    expect(config.apiVersion).toBe('2025-07-16');
    expect(config.perspective).toBe('published');
    expect(config.useCdn).toBe(false);
    expect(config.apiHost).toBe(api.url());
  });

  it('never sees drafts', async () => {
    const ids = await api.client().fetch<string[]>('*[]._id');
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => id.startsWith('drafts.'))).toEqual([]);
  });

  it('dereferences references', async () => {
    const team = await api.client().fetch<{ name: string }[]>('*[_type == "aboutPage"][0].team[]->{name}');
    expect(team.length).toBeGreaterThan(0);
    expect(typeof team[0]?.name).toBe('string');
  });

  it('answers a missing $param and a syntax error with Sanity error messages', async () => {
    await expect(api.client().fetch('*[_type == $type]')).rejects.toThrow(
      'param $type referenced, but not provided',
    );
    await expect(api.client().fetch('*[_type == ')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('sends long queries as POST and still answers', async () => {
    const padding = ' '.repeat(12_000);
    expect(await api.client().fetch(`count(*[_type == "teamMember"])${padding}`)).toBeGreaterThan(0);
  });
});

describe('fetchContent / queryContent (SPEC §7 helper)', () => {
  it('returns the data', async () => {
    expect(
      await fetchContent<number>(api.client(), 'count(*[_type == $type])', { type: 'teamMember' }),
    ).toBeGreaterThan(0);
  });

  it('returns null and logs on an empty result', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchContent(api.client(), '*[_type == "nothing-here"]')).toBeNull();
    expect(await fetchContent(api.client(), '*[_type == "nothing-here"][0]')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('returns null and logs on an error (API down), quickly', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = getContentClient({ ...api.config(), apiHost: 'http://127.0.0.1:9' });
    const started = performance.now();
    expect(await fetchContent(down, '*')).toBeNull();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('failed'));
    const result = await queryContent(down, '*');
    expect(result.status).toBe('error');
  });
});

describe('a runtime config without a content projectId or apiHost (config.json missing)', () => {
  const unconfigured = {
    projectId: '',
    dataset: 'production',
    apiVersion: '2025-07-16',
    apiHost: null,
    useCdn: false,
  };

  it('is told apart from a config with a project or a host', () => {
    expect(isContentConfigured(unconfigured)).toBe(false);
    expect(isContentConfigured({ ...unconfigured, projectId: 'p1' })).toBe(true);
    expect(isContentConfigured({ ...unconfigured, apiHost: 'http://localhost:4010' })).toBe(true);
    expect(isUnconfiguredClient(getContentClient(unconfigured))).toBe(true);
    expect(isUnconfiguredClient(getContentClient({ ...unconfigured, projectId: 'p1' }))).toBe(false);
    expect(isUnconfiguredClient(api.client())).toBe(false);
  });

  it('gives an error result at once, without asking the client (no request to a made-up host)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = getContentClient(unconfigured);
    const fetch = vi.spyOn(client, 'fetch');
    const result = await queryContent(client, '*[_type == "aboutPage"][0]', {}, { label: 'about page' });
    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.error).toBeInstanceOf(ContentNotConfiguredError);
    expect(fetch).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('about page failed: The content service is not configured'),
    );
    expect(await fetchContent(client, '*')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('queryContent aborted by its signal', () => {
  it('returns an error without logging it (the view went away)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    const pending = queryContent(api.client(), 'count(*)', {}, { signal: controller.signal });
    controller.abort();
    expect((await pending).status).toBe('error');
    const aborted = new AbortController();
    aborted.abort(new Error('gone'));
    expect((await queryContent(api.client(), 'count(*)', {}, { signal: aborted.signal })).status).toBe(
      'error',
    );
    expect(error).not.toHaveBeenCalled();
  });
});

describe('image URLs', () => {
  it('builds responsive URLs that the local API serves', async () => {
    const member = await api
      .client()
      .fetch<{ image: { asset: { _ref: string } } }>('*[_type == "teamMember"][0]{image}');
    const url = imageUrl(member.image, api.config(), 320);
    expect(url).toMatch(
      new RegExp(`^${api.url()}/images/demo-quantethic/production/[a-f0-9]+-\\d+x\\d+\\.svg\\?`),
    );
    expect(url).toContain('w=320');
    const response = await fetch(url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');

    const responsive = responsiveImage(member.image, api.config(), { widths: [200, 400], sizes: '10rem' });
    expect(responsive?.srcSet?.split(', ')).toHaveLength(2);
    expect(responsive?.srcSet).toMatch(/w=400[^ ]* 400w$/);
    expect(responsive?.width).toBe(imageDimensions(member.image)?.width);
  });

  it('builds the same paths as Sanity’s CDN for a real project', () => {
    const url = imageUrl(
      { asset: { _ref: 'image-abc123-800x600-jpg' } },
      { projectId: 'p1', dataset: 'production', apiVersion: '2025-07-16', apiHost: null, useCdn: false },
      400,
    );
    expect(url).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/p1\/production\/abc123-800x600\.jpg\?/);
  });

  it.each([null, {}, { asset: { _ref: 'not-an-image' } }, { url: 'javascript:alert(1)' }])(
    'gives null for unusable image %#',
    (source) => {
      expect(imageUrl(source, api.config(), 100)).toBeNull();
    },
  );

  it('accepts a plain http(s) URL', () => {
    expect(imageUrl({ url: 'https://example.com/a.png' }, api.config())).toBe('https://example.com/a.png');
  });
});
