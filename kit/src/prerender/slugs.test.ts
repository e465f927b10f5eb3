// @vitest-environment node
import { DEFAULT_SITE_CONFIG, isValidSlug, type SiteConfig } from '@quantethic/shared';
import { describe, expect, it, vi } from 'vitest';
import { setupContentApi } from '../testing/content-api';
import { slugsToPrerender } from '.';

const api = setupContentApi();
const config = (): SiteConfig => ({ ...DEFAULT_SITE_CONFIG, content: api.config() });
const courseSlugs = () =>
  api.documents('course').map((course) => (course.slug as { current?: unknown } | undefined)?.current);

describe('slugsToPrerender', () => {
  it('gives the slugs the query lists, leaving out any that cannot be a page path', async () => {
    const slugs = await slugsToPrerender(
      config(),
      '*[_type == "course" && language == "en"].slug.current',
      'course slugs',
    );
    const listed = courseSlugs();
    // The demo dataset has a course whose slug is not valid (it is found by title instead).
    expect(listed.some((slug) => !isValidSlug(slug))).toBe(true);
    expect([...slugs].sort()).toEqual(listed.filter(isValidSlug).sort());
  });

  it('gives none when the answer is not a list, or the content API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await slugsToPrerender(config(), 'count(*[_type == "course"])', 'a count')).toEqual([]);
    const down = { ...DEFAULT_SITE_CONFIG, content: { ...api.config(), apiHost: 'http://127.0.0.1:9' } };
    expect(await slugsToPrerender(down, '*[_type == "course"].slug.current', 'course slugs')).toEqual([]);
  });
});
