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
      const result = await getRelatedCourses(api.client(), { slug, level });
      const related = result.status === 'ok' ? result.data : [];
      expect(related.length).toBe(Math.min(3, slugs.length - 1));
      for (const course of related) {
        expect(course.level).toBe(level);
        expect(course.slug?.current).not.toBe(slug);
      }
    }
  });
});
