// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getAdjacentCourses } from './get-adjacent-courses';

const api = setupContentApi();

describe('getAdjacentCourses (SPEC §7: next and previous by creation time)', () => {
  it('returns the neighbours in creation order, and null at the ends', async () => {
    const ordered = api
      .documents('course')
      .map((doc) => ({ createdAt: doc._createdAt as string, title: doc.title as string }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(ordered.length).toBeGreaterThan(2);
    const middle = ordered[1];
    const result = await getAdjacentCourses(api.client(), middle?.createdAt as string, 'en');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.data.previous?.title).toBe(ordered[0]?.title);
    expect(result.data.next?.title).toBe(ordered[2]?.title);
    expect(result.data.next?.slug?.current).toEqual(expect.any(String));

    const first = await getAdjacentCourses(api.client(), ordered[0]?.createdAt as string, 'en');
    expect(first.status === 'ok' && first.data.previous).toBeNull();
    const last = await getAdjacentCourses(api.client(), ordered.at(-1)?.createdAt as string, 'en');
    expect(last.status === 'ok' && last.data.next).toBeNull();
  });

  it('in Arabic, gives the neighbours in the same order, in Arabic when they are translated', async () => {
    // Takaful Fundamentals (2024-03-18) sits between Python for Finance and Islamic Finance Foundations.
    const result = await getAdjacentCourses(api.client(), '2024-03-18T09:00:00Z', 'ar');
    if (result.status !== 'ok') throw new Error('no neighbours');
    expect(result.data.previous).toMatchObject({
      language: 'en',
      slug: { current: 'Intro_To_Python_For_Finance' },
    });
    expect(result.data.next).toMatchObject({
      language: 'ar',
      slug: { current: 'islamic-finance-foundations' },
    });
    expect(result.data.next?.title).toMatch(/[\u0600-\u06FF]/);
    const english = await getAdjacentCourses(api.client(), '2024-03-18T09:00:00Z', 'en');
    expect(english.status === 'ok' && english.data.next).toEqual({
      title: 'Islamic Finance Foundations',
      slug: { current: 'islamic-finance-foundations' },
      language: 'en',
    });
  });
});
