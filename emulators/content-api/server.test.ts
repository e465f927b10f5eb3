// @vitest-environment node
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_PAGE_QUERY } from '../../mfe-company/src/features/about/api/get-about-page';
import { CONSULTING_PAGE_QUERY } from '../../mfe-company/src/features/consulting/api/get-consulting-page';
import { SERVICE_DETAILS_QUERY } from '../../mfe-company/src/features/consulting/api/get-service-details';
import * as team from '../../mfe-company/src/features/team/api/get-team-member';
import { TEAM_MEMBERS_QUERY } from '../../mfe-company/src/lib/api/get-team-members';
import { COURSES_QUERY } from '../../mfe-courses/src/features/catalogue/api/get-courses';
import { ADJACENT_COURSES_QUERY } from '../../mfe-courses/src/features/course/api/get-adjacent-courses';
import { RELATED_COURSES_QUERY } from '../../mfe-courses/src/features/course/api/get-related-courses';
import { FEATURED_COURSE_QUERY } from '../../mfe-courses/src/features/featured/api/get-featured-course';
import { COURSE_BY_SLUG_QUERY, COURSE_BY_TITLE_QUERY } from '../../mfe-courses/src/lib/api/get-course';
import { RELATED_POSTS_QUERY } from '../../mfe-knowledge/src/features/article/api/get-related-posts';
import { POSTS_QUERY } from '../../mfe-knowledge/src/features/hub/api/get-posts';
import { LATEST_POSTS_QUERY } from '../../mfe-knowledge/src/features/latest/api/get-latest-posts';
import { POST_BY_SLUG_QUERY, POST_BY_TITLE_QUERY } from '../../mfe-knowledge/src/lib/api/get-post';
import { startContentApi } from './server.mjs';

let api: Awaited<ReturnType<typeof startContentApi>>;
beforeAll(async () => {
  api = await startContentApi({ port: 0 });
});
afterAll(() => api.close());

const url = (query: string, params: Record<string, string> = {}) =>
  `${api.url}/v2025-07-16/data/query/production?${new URLSearchParams({ query, ...params })}`;

describe('the query API protocol', () => {
  it('answers GET with {result, ms, query} as application/json', async () => {
    const response = await fetch(
      url('count(*[_type == $type && language == "en"])', { $type: '"teamMember"' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body).toEqual({
      query: 'count(*[_type == $type && language == "en"])',
      result: 6,
      ms: expect.any(Number),
    });
  });

  it('leaves the query out when returnQuery=false, as the client asks', async () => {
    const body = await (await fetch(url('1 + 1', { returnQuery: 'false' }))).json();
    expect(body).toEqual({ result: 2, ms: expect.any(Number) });
  });

  it('answers the POST form with a JSON body', async () => {
    const response = await fetch(`${api.url}/v2025-07-16/data/query/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: '*[_type == "teamMember" && slug.current == $slug][0].name',
        params: { slug: 'mei-chen' },
      }),
    });
    expect((await response.json()).result).toBe('Mei Chen');
  });

  it.each([
    ['a missing $param', '*[_type == $type]', {}, 'param $type referenced, but not provided'],
    ['a syntax error', '*[_type == ', {}, 'Unexpected end of query'],
    ['a param that is not JSON', '*[_type == $type]', { $type: 'teamMember' }, 'Please quote string values'],
  ])('answers %s with a 400 in Sanity’s error shape', async (_, query, params, description) => {
    const response = await fetch(url(query, params));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.description).toContain(description);
    expect(body.error.type).toEqual(expect.any(String));
  });

  it('answers an unknown dataset with 404 and a POST that is not JSON with 400', async () => {
    expect((await fetch(`${api.url}/v2025-07-16/data/query/staging?query=1`)).status).toBe(404);
    const response = await fetch(`${api.url}/v2025-07-16/data/query/production`, {
      method: 'POST',
      body: 'nope',
    });
    expect(response.status).toBe(400);
  });

  /** The raw answer, as sent on the wire (fetch would decode it). */
  const raw = (target: string, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        get(target, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              vary: response.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      },
    );

  it('compresses answers with gzip when the client accepts it, like Sanity', async () => {
    const target = url(COURSE_BY_SLUG_QUERY, {
      $slug: '"islamic-finance-foundations"',
      returnQuery: 'false',
    });
    const plain = await raw(target, 'identity');
    expect(plain.encoding).toBeUndefined();
    const zipped = await raw(target, 'gzip, deflate, br');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toContain('Accept-Encoding');
    const resultOf = (body: Buffer) => JSON.parse(body.toString()).result;
    expect(resultOf(gunzipSync(zipped.body))).toEqual(resultOf(plain.body));
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect((await raw(target, 'gzip;q=0, br')).encoding).toBeUndefined();
  });

  it('sends small answers uncompressed', async () => {
    const small = await raw(url('1 + 1'), 'gzip');
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.body.toString()).result).toBe(2);
  });

  it('lets the browser client send its headers (CORS preflight)', async () => {
    const response = await fetch(url('1'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4000',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4000');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
  });

  it('only ever returns published documents', async () => {
    const body = await (await fetch(url('*[_id in path("drafts.**")]._id'))).json();
    expect(body.result).toEqual([]);
    const titles = await (await fetch(url('*[_type in ["course", "knowledgePost"]].title'))).json();
    expect(titles.result.some((title: string) => /draft/i.test(title))).toBe(false);
  });

  it('turns exported assets into asset documents and serves their files', async () => {
    const { result } = await (
      await fetch(
        url('*[_type == "course" && defined(thumbnail)][0].thumbnail.asset->{url, mimeType, metadata}'),
      )
    ).json();
    expect(result.mimeType).toBe('image/svg+xml');
    expect(result.metadata.dimensions.width).toBeGreaterThan(0);
    const image = await fetch(result.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    const { result: file } = await (
      await fetch(url('*[_type == "sanity.fileAsset"][0]{url, size, originalFilename}'))
    ).json();
    const pdf = await fetch(file.url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Number(pdf.headers.get('content-length'))).toBe(file.size);
  });
});

describe('evaluation', () => {
  const queries: [string, string, Record<string, unknown>][] = [
    ['courses', COURSES_QUERY, {}],
    ['course by slug', COURSE_BY_SLUG_QUERY, { slug: 'islamic-finance-foundations' }],
    ['course by title', COURSE_BY_TITLE_QUERY, { name: 'python for finance' }],
    ['related courses', RELATED_COURSES_QUERY, { slug: 'islamic-finance-foundations', level: 'Beginner' }],
    ['adjacent courses', ADJACENT_COURSES_QUERY, { createdAt: '2025-01-01T00:00:00Z' }],
    ['featured course', FEATURED_COURSE_QUERY, {}],
    ['posts', POSTS_QUERY, {}],
    ['post by slug', POST_BY_SLUG_QUERY, { slug: 'what-is-murabaha' }],
    ['post by title', POST_BY_TITLE_QUERY, { title: 'Value' }],
    ['related posts', RELATED_POSTS_QUERY, { slug: 'what-is-murabaha', tags: ['Islamic Finance'] }],
    ['latest posts', LATEST_POSTS_QUERY, {}],
    ['consulting page', CONSULTING_PAGE_QUERY, {}],
    ['about page', ABOUT_PAGE_QUERY, {}],
    ['team', TEAM_MEMBERS_QUERY, {}],
    ['member by name', team.TEAM_MEMBER_BY_NAME_QUERY, { name: 'mei chen' }],
    ['member by prefix', team.TEAM_MEMBER_BY_NAME_PREFIX_QUERY, { name: 'Dan' }],
    ['member by slug or id', team.TEAM_MEMBER_BY_SLUG_OR_ID_QUERY, { slug: 'mei-chen', id: 'mei-chen' }],
    ['service details', SERVICE_DETAILS_QUERY, { id: 'service-model-risk-review' }],
  ];

  // Each in both editions: English, and Arabic (translations, else the English fallback).
  const inBothLanguages = queries.flatMap(([name, query, params]) =>
    ['en', 'ar'].map((language) => [`${name} (${language})`, query, { ...params, language }] as const),
  );

  it.each(inBothLanguages)(
    'the fast path gives the same result as groq-js’s reference evaluator: %s',
    async (_, query, params) => {
      const result = await api.query(query, params);
      expect(result).toEqual(await api.queryAsync(query, params));
      expect(result).not.toBeNull();
    },
  );
});
