// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getRelatedCourses } from './get-related-courses';

const api = setupContentApi();

describe('getRelatedCourses (SPEC §7: up to 3 of the same level, excluding the slug)', () => {
  it('returns at most three other courses of that level', async () => {
    const levels = new Map<string, string[]>();
    for (const doc of api.documents('course')) {
      if (typeof doc.level !== 'string') continue;
      levels.set(doc.level, [...(levels.get(doc.level) ?? []), (doc.slug as { current: string }).current]);
    }
    for (const [level, slugs] of levels) {
      const slug = slugs[0] as string;
      const result = await getRelatedCourses(api.client(), { slug, level }, 'en');
      const related = result.status === 'ok' ? result.data : [];
      expect(related.length).toBe(Math.min(3, slugs.length - 1));
      for (const course of related) {
        expect(course.level).toBe(level);
        expect(course.slug?.current).not.toBe(slug);
      }
    }
  });

  it('in Arabic, gives each related course once, in Arabic when it is translated', async () => {
    // Beginner: Islamic Finance Foundations and Takaful Fundamentals are translated, the others not.
    const english = await getRelatedCourses(
      api.client(),
      { slug: 'python-for-finance', level: 'Beginner' },
      'en',
    );
    const arabic = await getRelatedCourses(
      api.client(),
      { slug: 'python-for-finance', level: 'Beginner' },
      'ar',
    );
    if (english.status !== 'ok' || arabic.status !== 'ok') throw new Error('no related courses');
    expect(arabic.data.map((course) => course.slug?.current)).toEqual(
      english.data.map((course) => course.slug?.current),
    );
    const translated = new Set(
      api.documents('course', 'ar').map((doc) => (doc.slug as { current: string }).current),
    );
    expect(arabic.data.some((course) => translated.has(course.slug?.current ?? ''))).toBe(true);
    for (const course of arabic.data) {
      expect(course.language).toBe(translated.has(course.slug?.current ?? '') ? 'ar' : 'en');
    }
  });

  it('in Arabic, leaves out the course itself (its slug is the same in both editions)', async () => {
    const result = await getRelatedCourses(
      api.client(),
      { slug: 'islamic-finance-foundations', level: 'Beginner' },
      'ar',
    );
    const slugs = result.status === 'ok' ? result.data.map((course) => course.slug?.current) : [];
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs).not.toContain('islamic-finance-foundations');
  });
});
