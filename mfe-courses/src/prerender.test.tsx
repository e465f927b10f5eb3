// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { DEFAULT_SITE_CONFIG, isValidSlug, type SiteConfig } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import prerenderer from './prerender';

const api = setupContentApi();
const config = (): SiteConfig => ({ ...DEFAULT_SITE_CONFIG, content: api.config() });

describe('courses prerender (deploy time)', () => {
  it("lists the catalogue and every published course's learning page", async () => {
    const paths = await prerenderer.paths(config());
    const slugs = api
      .documents('course')
      .map((course) => (course.slug as { current?: unknown } | undefined)?.current)
      .filter(isValidSlug);
    expect(slugs.length).toBeGreaterThan(0);
    expect([...paths].sort()).toEqual(['/courses', ...slugs.map((slug) => `/courses/${slug}/learn`)].sort());
  });

  it("renders a learning page as it paints while the sign-in is checked: the course's heading, no lesson", async () => {
    const snapshot = await prerenderer.render('/courses/islamic-finance-foundations/learn', config());
    expect(snapshot).not.toBeNull();
    expect(snapshot?.html).toMatch(/<h1[^>]*>Islamic Finance Foundations<\/h1>/);
    expect(snapshot?.html).toContain('Checking your sign-in...');
    expect(snapshot?.html).not.toContain('aria-label="Lesson"');
    // The content the browser's first render starts from.
    expect(snapshot?.content['course:islamic-finance-foundations']).toMatchObject({
      status: 'ok',
      data: { kind: 'found', course: { title: 'Islamic Finance Foundations' } },
    });
  });

  it('does not prerender the detail page past its sign-in check', async () => {
    const snapshot = await prerenderer.render('/courses/islamic-finance-foundations', config());
    expect(snapshot?.html).toContain('Checking your sign-in...');
    expect(snapshot?.html).not.toContain('Islamic Finance Foundations');
  });
});
