// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getCourseBySlug, getCourseByTitle } from '../api/get-course';
import { findCourse } from './find-course';

const api = setupContentApi();

const find = (slug: string, language: 'en' | 'ar' = 'en') =>
  findCourse(slug, {
    bySlug: (value) => getCourseBySlug(api.client(), value, language),
    byTitle: (name) => getCourseByTitle(api.client(), name, language),
  });

describe('findCourse against the demo content', () => {
  it('finds a course by its slug', async () => {
    const result = await find('islamic-finance-foundations');
    expect(result.status === 'ok' && result.data.kind).toBe('found');
  });

  it('shows the course with an invalid stored slug under the slug made from its title', async () => {
    const result = await find('python-for-finance');
    expect(result).toMatchObject({
      status: 'ok',
      data: { kind: 'found', course: { title: 'Python for Finance' } },
    });
  });

  it('redirects a partial title to the canonical slug', async () => {
    expect(await find('islamic-finance')).toEqual({
      status: 'ok',
      data: { kind: 'redirect', slug: 'islamic-finance-foundations' },
    });
  });

  it('finds nothing for an unknown course', async () => {
    expect(await find('no-such-course')).toEqual({ status: 'ok', data: { kind: 'not-found' } });
  });

  it('in Arabic, finds the Arabic course by its slug, and redirects a partial title of a translated course', async () => {
    expect(await find('takaful-fundamentals', 'ar')).toMatchObject({
      status: 'ok',
      data: { kind: 'found', course: { _id: 'course-takaful-fundamentals__i18n_ar', language: 'ar' } },
    });
    expect(await find('islamic-finance', 'ar')).toEqual({
      status: 'ok',
      data: { kind: 'redirect', slug: 'islamic-finance-foundations' },
    });
    expect(await find('python-for-finance', 'ar')).toMatchObject({
      status: 'ok',
      data: { kind: 'found', course: { title: 'Python for Finance', language: 'en' } },
    });
  });
});
