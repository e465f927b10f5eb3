// Every page and widget this remote prerenders at deploy time hydrates in the browser as it was
// served: the same elements, no mismatch React reports (docs/decisions/0010-hydrated-islands.md).
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { asServer, hydrateSnapshot } from '@quantethic/kit/testing/hydration';
import { DEFAULT_SITE_CONFIG, type RemoteProps, type SiteConfig } from '@quantethic/shared';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import CompanyApp from './app';
import prerenderer from './prerender';
import CommunitySignupWidget from './widgets/community-signup';
import ContactFormWidget from './widgets/contact-form';
import TestimonialsWidget from './widgets/testimonials';

const WIDGETS: Record<string, ComponentType<RemoteProps>> = {
  'community-signup': CommunitySignupWidget,
  'contact-form': ContactFormWidget,
  testimonials: TestimonialsWidget,
};
/** Pages whose first view does not depend on the visitor (checked for replaced elements). */
const PUBLIC = (_path: string) => true;

const api = setupContentApi();
const config = (): SiteConfig => ({
  ...DEFAULT_SITE_CONFIG,
  siteUrl: 'https://quantethic.example',
  content: api.config(),
});

describe('company: deploy-time markup hydrates in place', () => {
  it('every prerendered page: no mismatch, no element replaced', { timeout: 120_000 }, async () => {
    const paths = (await prerenderer.paths(config())).map((entry) =>
      typeof entry === 'string' ? entry : entry.path,
    );
    expect(paths.length).toBeGreaterThan(0);
    const results = [];
    for (const path of paths) {
      const snapshot = await asServer(() => prerenderer.render(path, config()));
      if (!snapshot) throw new Error(`${path} was not prerendered`);
      const report = await hydrateSnapshot(CompanyApp, snapshot, { config: config() });
      results.push({ path, problems: report.problems, replaced: PUBLIC(path) ? report.replaced : 0 });
      report.unmount();
    }
    expect(results).toEqual(paths.map((path) => ({ path, problems: [], replaced: 0 })));
  });

  it("the home page's widgets: no mismatch, no element replaced", { timeout: 60_000 }, async () => {
    const snapshots = (await asServer(async () => prerenderer.widgets?.(config()))) ?? {};
    expect(Object.keys(snapshots).sort()).toEqual(Object.keys(WIDGETS).sort());
    for (const [name, Widget] of Object.entries(WIDGETS)) {
      const snapshot = snapshots[name];
      if (!snapshot) throw new Error(`${name} was not prerendered`);
      const report = await hydrateSnapshot(Widget, snapshot, { config: config(), exposed: name });
      expect({ name, problems: report.problems, replaced: report.replaced }).toEqual({
        name,
        problems: [],
        replaced: 0,
      });
      report.unmount();
    }
  });
});
