// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getCourses } from './get-courses';

const api = setupContentApi();

describe('getCourses (SPEC §7: all courses, newest first)', () => {
  it('lists every published course, newest first', async () => {
    const result = await getCourses(api.client());
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const published = api.documents('course');
    expect(result.data).toHaveLength(published.length);
    const created = result.data.map((course) => course._createdAt as string);
    expect(created).toEqual([...created].sort().reverse());
    expect(result.data.some((course) => course.title?.includes('(DRAFT)'))).toBe(false);
  });

  it('gives each card exactly what it shows: counts, instructor name and image, thumbnail asset', async () => {
    const result = await getCourses(api.client());
    if (result.status !== 'ok') throw new Error('no courses');
    const foundations = result.data.find((course) => course.slug?.current === 'islamic-finance-foundations');
    expect(foundations).toMatchObject({
      title: 'Islamic Finance Foundations',
      level: 'Beginner',
      isFeatured: true,
      instructor: { name: expect.any(String) },
      thumbnail: { asset: { _ref: expect.stringMatching(/^image-/) } },
    });
    expect(foundations?.modulesCount).toBeGreaterThan(0);
    expect(foundations?.lessonsCount).toBeGreaterThan(0);
    expect(foundations?.subLessonsCount).toBeGreaterThan(0);
    for (const card of result.data) {
      expect(Object.keys(card)).not.toContain('modules');
      expect(Object.keys(card)).not.toContain('overview');
      expect(typeof card.modulesCount).toBe('number');
    }
  });

  it('keeps the payload small (well under 1.5 KB per course)', async () => {
    const response = await fetch(
      `${api.url()}/v2025-07-16/data/query/production?query=${encodeURIComponent((await import('./get-courses')).COURSES_QUERY)}`,
    );
    const text = await response.text();
    const { result } = JSON.parse(text);
    expect(text.length / result.length).toBeLessThan(1536);
  });
});
