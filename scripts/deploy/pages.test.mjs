// Deploy-time pages: a section prerendered into the shell's page, and the rules on which paths a
// remote's prerender module may produce.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SEED_ID as KIT_CONTENT_SEED_ID } from '../../kit/src/content/snapshot.ts';
import * as contract from '../../shared/src/contracts/prerender.ts';
import {
  CONTENT_SEED_ID,
  PRERENDER_MODULE_PATH,
  prerenderSection,
  SECTION_SNAPSHOT_ATTRIBUTE,
  sectionPage,
} from './pages.mjs';

const APP_PAGE = `<!doctype html><html><head><title>QuantEthic</title></head><body><div id="root"><header>QE</header><main id="main"><div class="section-loading" role="status"><span class="qe-spinner" aria-hidden="true"></span><span>Loading…</span></div></main><footer>©</footer></div></body></html>`;

describe('sectionPage', () => {
  const snapshot = {
    path: '/courses',
    html: '<h1>Courses</h1>',
    content: {
      'course-catalogue': { status: 'ok', data: [{ title: 'A </script><script>alert(1)</script>' }] },
    },
  };

  it("puts the section where the shell's loading state was, inside the layout", () => {
    const html = sectionPage(APP_PAGE, snapshot, '._card{color:red}');
    expect(html).toContain(
      '<main id="main"><div data-section-snapshot="/courses" inert><h1>Courses</h1></div></main>',
    );
    expect(html).not.toContain('section-loading');
    expect(html).toContain('<footer>©</footer>');
    expect(html).toContain('<style>._card{color:red}</style>');
  });

  it('adds the content as a JSON data block that cannot close its script element', () => {
    const html = sectionPage(APP_PAGE, snapshot, '');
    const match = new RegExp(`<script type="application/json" id="${CONTENT_SEED_ID}">(.*?)</script>`).exec(
      html,
    );
    expect(match).not.toBeNull();
    expect(JSON.parse(match[1])).toEqual({ path: '/courses', content: snapshot.content });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('gives null for a page without the loading state to replace', () => {
    expect(sectionPage('<html><head></head><body></body></html>', snapshot, '')).toBeNull();
  });
});

async function releaseWith(moduleSource) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'qe-release-'));
  await mkdir(path.join(dir, path.dirname(PRERENDER_MODULE_PATH)), { recursive: true });
  await writeFile(path.join(dir, PRERENDER_MODULE_PATH), moduleSource);
  return dir;
}

describe('prerenderSection', () => {
  const base = {
    remote: 'knowledge',
    manifestUrl: 'http://localhost:9002/mf-manifest.json',
    prefixes: ['/knowledge'],
    config: {},
  };

  it('renders the paths the module lists, within its own section and with safe names only', async () => {
    const releaseDir = await releaseWith(`export default {
      contractVersion: '1.0.0',
      paths: async () => ['/knowledge', '/knowledge/a-post', '/about', '/knowledge/../etc', '/knowledge/Upper', 42],
      render: async (path) => ({ path, html: '<p>' + path + ' ' + globalThis.__QE_ASSET_BASE__ + '</p>', content: {} }),
    };`);
    const snapshots = await prerenderSection({ ...base, releaseDir });
    expect(snapshots.map((s) => s.path)).toEqual(['/knowledge', '/knowledge/a-post']);
    // Asset URLs the module renders point at the remote's own origin.
    expect(snapshots[0].html).toBe('<p>/knowledge http://localhost:9002/</p>');
  });

  it('skips a page whose render fails or gives null, and keeps the others', async () => {
    const releaseDir = await releaseWith(`export default {
      paths: async () => ['/knowledge', '/knowledge/broken', '/knowledge/empty'],
      render: async (path) => {
        if (path === '/knowledge/broken') throw new Error('window is not defined');
        return path === '/knowledge/empty' ? null : { path, html: '<p>hub</p>', content: {} };
      },
    };`);
    const log = vi.fn();
    const snapshots = await prerenderSection({ ...base, releaseDir, log });
    expect(snapshots.map((s) => s.path)).toEqual(['/knowledge']);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('/knowledge/broken not prerendered (window is not defined)'),
    );
  });

  it('compiles the module of a build once, whatever release folder holds a copy of it', async () => {
    const build = `globalThis.__qeEvaluations = (globalThis.__qeEvaluations ?? 0) + 1;
    export default {
      paths: async () => ['/knowledge'],
      render: async (path) => ({ path, html: '<p>' + globalThis.__qeEvaluations + '</p>', content: {} }),
    };`;
    const first = await prerenderSection({ ...base, releaseDir: await releaseWith(build) });
    const second = await prerenderSection({ ...base, releaseDir: await releaseWith(build) });
    expect([first[0].html, second[0].html]).toEqual(['<p>1</p>', '<p>1</p>']);
    // Another build is another module.
    const other = await prerenderSection({ ...base, releaseDir: await releaseWith(`${build}\n// v2`) });
    expect(other[0].html).toBe('<p>2</p>');
    delete globalThis.__qeEvaluations;
  });

  it('prerenders nothing for a release without a module, or with one that is not a prerenderer', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'qe-release-'));
    expect(await prerenderSection({ ...base, releaseDir: empty })).toEqual([]);
    const log = vi.fn();
    const wrong = await releaseWith('export default 42;');
    expect(await prerenderSection({ ...base, releaseDir: wrong, log })).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('does not export a SectionPrerenderer'));
  });
});

it('the deploy tooling uses the names the shell and the kit read (its copies cannot drift)', () => {
  expect(PRERENDER_MODULE_PATH).toBe(contract.PRERENDER_MODULE_PATH);
  expect(SECTION_SNAPSHOT_ATTRIBUTE).toBe(contract.SECTION_SNAPSHOT_ATTRIBUTE);
  expect(CONTENT_SEED_ID).toBe(KIT_CONTENT_SEED_ID);
});
