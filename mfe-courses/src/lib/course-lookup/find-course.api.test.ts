// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getCourseBySlug, getCourseByTitle } from '../api/get-course';
import { findCourse } from './find-course';

const api = setupContentApi();

const find = (slug: string) =>
  findCourse(slug, {
    bySlug: (value) => getCourseBySlug(api.client(), value),
    byTitle: (name) => getCourseByTitle(api.client(), name),
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
});
