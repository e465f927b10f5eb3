// The shell's pages at deploy time: rendered by the shell's own prerender module with the runtime
// config and the home widgets each remote's prerender module gives; else the build's pages stay.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  homeWidgets,
  renderShellPages,
  SHELL_PAGE_TEMPLATE,
  SHELL_PRERENDER_MODULE,
} from './shell-pages.mjs';

const CONFIG = { siteUrl: 'https://qe.example', links: { github: 'https://github.com/qe' } };

/** A shell build whose module shows what it was asked to render. */
const SHELL_MODULE = `export function renderShellDocument(template, page, options) {
  return template.replace('<div id="root"></div>', '<div id="root">' + JSON.stringify({ page, ...options }) + '</div>');
}
export async function loadLocale() {}`;

/** A remote build whose prerender module renders one widget (its image from the asset base). */
const remoteModule = (widgets) => `export default {
  contractVersion: '1.3.0',
  paths: async () => [],
  render: async () => null,
  ${widgets},
};`;

let root;
let shellDir;
const releases = {};
const remotes = {};

async function release(name, source) {
  const dir = path.join(root, name);
  await mkdir(path.join(dir, 'server'), { recursive: true });
  if (source) await writeFile(path.join(dir, 'server/prerender.mjs'), source);
  releases[name] = dir;
  remotes[name] = `http://localhost:65000/${name}/mf-manifest.json`;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'qe-shell-pages-'));
  shellDir = path.join(root, 'shell');
  await mkdir(path.join(shellDir, 'server'), { recursive: true });
  await writeFile(path.join(shellDir, SHELL_PRERENDER_MODULE), SHELL_MODULE);
  await writeFile(
    path.join(shellDir, SHELL_PAGE_TEMPLATE),
    '<html><head></head><body><div id="root"></div></body></html>',
  );
  await release(
    'courses',
    remoteModule(`widgetLocales: ['en', 'ar'],
    widgets: async (config, locale = 'en') => ({
      'featured-course': {
        html: '<img src="' + globalThis.__QE_ASSET_BASE__ + 'thumb.svg" alt="">' + config.siteUrl + (locale === 'en' ? '' : ' ' + locale),
        content: { featured: { status: 'ok', data: { _id: locale === 'en' ? 'course-1' : 'course-1__i18n_' + locale } } },
        documents: [locale === 'en' ? 'course-1' : 'course-1__i18n_' + locale],
      },
    })`),
  );
  await mkdir(path.join(releases.courses, 'assets'), { recursive: true });
  await writeFile(path.join(releases.courses, 'assets/featured.css'), '._card{color:red}');
  await writeFile(path.join(releases.courses, 'assets/app.css'), '._catalogue{color:blue}');
  await writeFile(
    path.join(releases.courses, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        { name: 'app', assets: { css: { sync: ['assets/app.css'], async: [] } } },
        { name: 'featured-course', assets: { css: { sync: ['assets/featured.css'], async: [] } } },
      ],
    }),
  );
  await release('company', remoteModule(`widgets: async () => { throw new Error('content down'); }`));
  await release('account', null); // no prerender module at all
  // A remote built before widgets had editions (contract < 1.6.0): English widgets only.
  await release(
    'knowledge',
    remoteModule(`widgets: async () => ({ 'latest-articles': { html: '<p>Latest</p>', content: {} } })`),
  );
});

describe('homeWidgets', () => {
  it("gives each remote's widgets by remote/exposed, rendered with the config and the remote's asset base", async () => {
    const log = vi.fn();
    const { widgets, css, documents } = await homeWidgets({
      remotes,
      localReleases: releases,
      config: CONFIG,
      log,
    });
    expect(widgets).toEqual({
      'courses/featured-course': {
        html: '<img src="http://localhost:65000/courses/thumb.svg" alt="">https://qe.example',
        content: { featured: { status: 'ok', data: { _id: 'course-1' } } },
      },
      'knowledge/latest-articles': { html: '<p>Latest</p>', content: {} },
    });
    expect(documents).toEqual(['course-1']);
    // The widgets' own stylesheets (not the rest of the remote's): the snapshot paints styled.
    expect(css).toBe('._card{color:red}');
    // A failing remote only loses its widgets, and says so; the asset base is not left behind.
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('company: home widgets not prerendered (content down)'),
    );
    expect(globalThis.__QE_ASSET_BASE__).toBeUndefined();
  });

  it("gives another edition's widgets from the remotes that render them in it (widgetLocales), and no English ones", async () => {
    const { widgets, documents } = await homeWidgets({
      remotes,
      localReleases: releases,
      config: CONFIG,
      locale: 'ar',
      log: () => {},
    });
    expect(widgets).toEqual({
      'courses/featured-course': {
        html: '<img src="http://localhost:65000/courses/thumb.svg" alt="">https://qe.example ar',
        content: { featured: { status: 'ok', data: { _id: 'course-1__i18n_ar' } } },
      },
    });
    expect(documents).toEqual(['course-1__i18n_ar']);
  });
});

describe('renderShellPages', () => {
  it('renders home (with the widgets), a section page and the 404 page with the config', async () => {
    const pages = await renderShellPages({
      shellDir,
      remotes,
      localReleases: releases,
      config: CONFIG,
      log: () => {},
    });
    const rendered = (html) => JSON.parse(/<div id="root">(.*)<\/div>/.exec(html)?.[1] ?? 'null');
    expect(rendered(pages?.home)).toMatchObject({
      page: 'home',
      config: CONFIG,
      widgets: { 'courses/featured-course': { content: { featured: { status: 'ok' } } } },
    });
    expect(rendered(pages?.app)).toEqual({ page: 'section', config: CONFIG });
    expect(rendered(pages?.notFound)).toEqual({ page: 'notFound', config: CONFIG });
    expect(pages?.home).toContain('<style>._card{color:red}</style></head>');
    expect(pages?.app).not.toContain('<style>');
    // The Arabic home page is served with the widgets rendered in Arabic, styled the same way.
    expect(rendered(pages?.editions.ar.home)).toMatchObject({
      page: 'home',
      locale: 'ar',
      widgets: {
        'courses/featured-course': { content: { featured: { data: { _id: 'course-1__i18n_ar' } } } },
      },
    });
    expect(Object.keys(rendered(pages?.editions.ar.home).widgets)).toEqual(['courses/featured-course']);
    expect(pages?.editions.ar.home).toContain('<style>._card{color:red}</style></head>');
    expect(pages?.documents).toEqual(['course-1', 'course-1__i18n_ar']);
  });

  it("is null — the build's pages are served — without a config, without the module, or when it fails", async () => {
    const log = vi.fn();
    expect(await renderShellPages({ shellDir, remotes, config: null, log })).toBeNull();
    expect(await renderShellPages({ shellDir: releases.account, remotes, config: CONFIG, log })).toBeNull();
    const broken = path.join(root, 'broken-shell');
    await mkdir(path.join(broken, 'server'), { recursive: true });
    await writeFile(path.join(broken, SHELL_PRERENDER_MODULE), 'export const nothing = 1;');
    await writeFile(path.join(broken, SHELL_PAGE_TEMPLATE), '<div id="root"></div>');
    expect(await renderShellPages({ shellDir: broken, remotes: {}, config: CONFIG, log })).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("the shell's pages were not rendered"));
  });
});
