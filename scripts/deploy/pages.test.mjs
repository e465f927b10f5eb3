// Deploy-time pages: a section prerendered into the shell's page, and the rules on which paths a
// remote's prerender module may produce.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SEED_ID as KIT_CONTENT_SEED_ID } from '../../kit/src/content/snapshot.ts';
import * as contract from '../../shared/src/contracts/prerender.ts';
import {
  CONTENT_SEED_ID,
  hostSharedModules,
  PAGES_INDEX,
  PRERENDER_MODULE_PATH,
  prerenderSection,
  remoteHints,
  renderPages,
  SECTION_SNAPSHOT_ATTRIBUTE,
  sectionPage,
} from './pages.mjs';

const GENERIC_HEAD = `<meta charset="utf-8" /><title>QuantEthic — Simplified</title>
    <meta
      name="description"
      content="Learn Islamic finance."
    /><meta name="theme-color" content="#1d4ed8" /><link rel="icon" href="/favicon.svg" /><meta name="robots" content="index, follow"><link rel="canonical" href="https://qe.example/"><meta property="og:title" content="QuantEthic"><meta property="og:image" content="https://qe.example/social-image.png"><meta name="twitter:card" content="summary_large_image"><script data-qe-head type="application/ld+json">{"@type":"Organization"}</script>`;
const APP_PAGE = `<!doctype html><html><head>${GENERIC_HEAD}</head><body><div id="root"><header>QE</header><main id="main"><div class="section-loading" role="status"><span class="qe-spinner" aria-hidden="true"></span><span>Loading…</span></div></main><footer>©</footer></div></body></html>`;

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
      '<main id="main"><div data-section-snapshot="/courses"><h1>Courses</h1></div></main>',
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

  it("replaces the shell's generic head with the page's own, where the generic one was", () => {
    const head =
      '<title data-qe-head>Courses | QuantEthic</title><meta data-qe-head name="description" content="All courses"><link data-qe-head rel="canonical" href="https://qe.example/courses">';
    const html = sectionPage(APP_PAGE, { ...snapshot, head }, '');
    const served = html.slice(0, html.indexOf('</head>'));
    expect(served).toContain(`<meta charset="utf-8" />${head}`);
    // Nothing of the generic head that belongs to one page is left: one title, one description…
    expect(served.match(/<title/g)).toHaveLength(1);
    expect(served.match(/name="description"/g)).toHaveLength(1);
    expect(served).not.toContain('Learn Islamic finance.');
    expect(served).not.toMatch(/robots|og:|twitter:|Organization|href="https:\/\/qe.example\/"/);
    // …and what belongs to every page stays.
    expect(served).toContain('<meta name="theme-color" content="#1d4ed8" />');
    expect(served).toContain('<link rel="icon" href="/favicon.svg" />');
  });

  it('keeps the generic head for a snapshot without a head of its own', () => {
    const html = sectionPage(APP_PAGE, snapshot, '');
    expect(html).toContain('<title>QuantEthic — Simplified</title>');
    expect(html).toContain('content="Learn Islamic finance."');
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
    const { snapshots } = await prerenderSection({ ...base, releaseDir });
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
    const { snapshots } = await prerenderSection({ ...base, releaseDir, log });
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
    expect([first.snapshots[0].html, second.snapshots[0].html]).toEqual(['<p>1</p>', '<p>1</p>']);
    // Another build is another module.
    const other = await prerenderSection({ ...base, releaseDir: await releaseWith(`${build}\n// v2`) });
    expect(other.snapshots[0].html).toBe('<p>2</p>');
    delete globalThis.__qeEvaluations;
  });

  it('prerenders nothing for a release without a module, or with one that is not a prerenderer', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'qe-release-'));
    const nothing = { entries: [], snapshots: [], files: [] };
    expect(await prerenderSection({ ...base, releaseDir: empty })).toEqual(nothing);
    const log = vi.fn();
    const wrong = await releaseWith('export default 42;');
    expect(await prerenderSection({ ...base, releaseDir: wrong, log })).toEqual(nothing);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('does not export a SectionPrerenderer'));
  });

  it('renders every page the module lists, however many (no cap), a few at a time', async () => {
    const releaseDir = await releaseWith(`let inFlight = 0;
    globalThis.__qeMaxInFlight = 0;
    export default {
      paths: async () => Array.from({ length: 600 }, (_, i) => '/knowledge/post-' + i),
      render: async (path) => {
        inFlight += 1;
        globalThis.__qeMaxInFlight = Math.max(globalThis.__qeMaxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        return { path, html: '<p>' + path + '</p>', content: {} };
      },
    };`);
    const { snapshots } = await prerenderSection({ ...base, releaseDir, concurrency: 4 });
    expect(snapshots).toHaveLength(600);
    expect(new Set(snapshots.map((s) => s.path)).size).toBe(600);
    expect(globalThis.__qeMaxInFlight).toBe(4);
    delete globalThis.__qeMaxInFlight;
  });

  it("lists the pages with their last change and whether they belong in the sitemap, and keeps each page's head", async () => {
    const releaseDir = await releaseWith(`export default {
      paths: async () => [
        '/knowledge',
        { path: '/knowledge/a-post', lastModified: '2026-01-02T03:04:05Z' },
        { path: '/knowledge/hidden', indexable: false },
        { path: '/knowledge/a-post', lastModified: 'again' },
        { path: '/elsewhere' },
      ],
      render: async (path) => ({ path, html: '<p></p>', content: {}, head: '<title data-qe-head>' + path + '</title>', noIndex: path.endsWith('hidden'), documents: ['post-1'] }),
    };`);
    const { entries, snapshots } = await prerenderSection({ ...base, releaseDir });
    expect(entries).toEqual([
      { path: '/knowledge', lastModified: null, indexable: true },
      { path: '/knowledge/a-post', lastModified: '2026-01-02T03:04:05Z', indexable: true },
      { path: '/knowledge/hidden', lastModified: null, indexable: false },
    ]);
    expect(snapshots[1]).toMatchObject({
      head: '<title data-qe-head>/knowledge/a-post</title>',
      noIndex: false,
      documents: ['post-1'],
    });
  });

  it('publishes the files the module gives that lie in its own section, and logs the others', async () => {
    const releaseDir = await releaseWith(`export default {
      paths: async () => [],
      render: async () => null,
      files: async () => [
        { path: '/knowledge/feed.xml', type: 'application/rss+xml; charset=utf-8', body: '<rss/>' },
        { path: '/robots.txt', type: 'text/plain', body: 'Disallow: /' },
        { path: '/knowledge/../x.xml', type: 'text/plain', body: '' },
        { path: '/knowledge/evil.xml', type: 'text/html\\r\\nX-Evil: 1', body: '' },
      ],
    };`);
    const log = vi.fn();
    const { files } = await prerenderSection({ ...base, releaseDir, log });
    expect(files).toEqual([
      { path: '/knowledge/feed.xml', type: 'application/rss+xml; charset=utf-8', body: '<rss/>' },
    ]);
    expect(log).toHaveBeenCalledTimes(3);
  });

  describe('a remote deployed on another origin', () => {
    const moduleSource = `export default {
      paths: async () => ['/knowledge', '/knowledge/far'],
      render: async (path) => ({ path, html: '<p>' + path + ' from ' + globalThis.__QE_ASSET_BASE__ + '</p>', content: {} }),
    };`;
    let server;
    let origin;
    const served = {};
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        const body = served[req.url];
        if (body === undefined) return res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${server.address().port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('gets its prerender module from its origin, next to its manifest', async () => {
      served['/team-b/server/prerender.mjs'] = moduleSource;
      const { snapshots } = await prerenderSection({
        ...base,
        releaseDir: null,
        manifestUrl: `${origin}/team-b/mf-manifest.json`,
      });
      expect(snapshots.map((s) => s.html)).toEqual([
        `<p>/knowledge from ${origin}/team-b/</p>`,
        `<p>/knowledge/far from ${origin}/team-b/</p>`,
      ]);
    });

    it('loses only its own pages when its origin cannot be reached or fails, and says so', async () => {
      const log = vi.fn();
      const down = await prerenderSection({
        ...base,
        releaseDir: null,
        manifestUrl: 'http://127.0.0.1:9/mf-manifest.json',
        log,
      });
      expect(down.snapshots).toEqual([]);
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(
          /knowledge: pages not prerendered \(fetching http:\/\/127\.0\.0\.1:9\/server\/prerender\.mjs/,
        ),
      );
      served['/broken/server/prerender.mjs'] = 'export default {';
      const broken = await prerenderSection({
        ...base,
        releaseDir: null,
        manifestUrl: `${origin}/broken/mf-manifest.json`,
        log,
      });
      expect(broken.snapshots).toEqual([]);
      expect(log).toHaveBeenCalledTimes(2);
    });

    it('prerenders nothing, quietly, for a remote whose origin has no module', async () => {
      const log = vi.fn();
      const none = await prerenderSection({
        ...base,
        releaseDir: null,
        manifestUrl: `${origin}/none/mf-manifest.json`,
        log,
      });
      expect(none.snapshots).toEqual([]);
      expect(log).not.toHaveBeenCalled();
    });

    it('refuses a module larger than the limit', async () => {
      const { loadPrerenderer } = await import('./prerender-module.mjs');
      served['/big/server/prerender.mjs'] = `${moduleSource}\n//${'x'.repeat(5000)}`;
      await expect(
        loadPrerenderer({ manifestUrl: `${origin}/big/mf-manifest.json`, fetchOptions: { maxBytes: 4096 } }),
      ).rejects.toThrow(/bytes/);
    });
  });
});

it('the deploy tooling uses the names the shell and the kit read (its copies cannot drift)', () => {
  expect(PRERENDER_MODULE_PATH).toBe(contract.PRERENDER_MODULE_PATH);
  expect(SECTION_SNAPSHOT_ATTRIBUTE).toBe(contract.SECTION_SNAPSHOT_ATTRIBUTE);
  expect(CONTENT_SEED_ID).toBe(KIT_CONTENT_SEED_ID);
});

const locsOf = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('renderPages', () => {
  const MODULE = `export default {
    paths: async () => [
      '/knowledge',
      { path: '/knowledge/a-post', lastModified: '2026-03-01T10:00:00Z' },
      { path: '/knowledge/draft-only', indexable: false },
      '/knowledge/broken',
      '/knowledge/says-noindex',
    ],
    render: async (path) =>
      path === '/knowledge/broken'
        ? null
        : { path, html: '<h1>' + path + '</h1>', content: {}, head: '<title data-qe-head>' + path + ' | QuantEthic</title>', noIndex: path.endsWith('noindex'), documents: ['doc-' + path.length] },
    files: async () => [{ path: '/knowledge/feed.xml', type: 'application/rss+xml; charset=utf-8', body: '<rss version="2.0"/>' }],
  };`;

  async function shellRelease() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'qe-shell-'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<html><head><title>Home</title></head><body></body></html>',
    );
    await writeFile(path.join(dir, 'app.html'), APP_PAGE);
    await writeFile(
      path.join(dir, '404.html'),
      '<html><head><title>Not found</title></head><body></body></html>',
    );
    await writeFile(
      path.join(dir, 'sections.json'),
      JSON.stringify({
        knowledge: ['/knowledge'],
        account: ['/login', '/signup', '/dashboard', '/forgot-password', '/reset-password'],
      }),
    );
    return dir;
  }

  async function render() {
    const knowledge = await releaseWith(MODULE);
    await writeFile(path.join(knowledge, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    const account = await mkdtemp(path.join(os.tmpdir(), 'qe-release-'));
    await writeFile(path.join(account, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    return renderPages(
      await shellRelease(),
      {
        knowledge: 'http://localhost:9002/mf-manifest.json',
        account: 'http://localhost:9004/mf-manifest.json',
      },
      { knowledge, account },
      [],
      { siteUrl: 'https://qe.example/' },
      { log: () => {} },
    );
  }

  it("writes each prerendered page with its own head, and the account section's page as noindex", async () => {
    const { output } = await render();
    expect(output['prerendered/knowledge/a-post.html']).toContain(
      '<title data-qe-head>/knowledge/a-post | QuantEthic</title>',
    );
    expect(output['prerendered/knowledge/a-post.html']).not.toContain('QuantEthic — Simplified');
    // A section page that is not prerendered keeps the generic head.
    expect(output['app-knowledge.html']).toContain('<title>QuantEthic — Simplified</title>');
    expect(output['app-knowledge.html']).toContain('<meta name="robots" content="index, follow">');
    const account = output['app-account.html'];
    expect(account.match(/<meta name="robots"[^>]*>/g)).toEqual([
      '<meta name="robots" content="noindex, nofollow">',
    ]);
  });

  it('writes a sitemap of the indexable prerendered pages and home, robots.txt and the published feed', async () => {
    const { output, published, index } = await render();
    const sitemap = output['files/sitemap.xml'];
    expect(locsOf(sitemap)).toEqual([
      'https://qe.example/',
      'https://qe.example/knowledge',
      'https://qe.example/knowledge/a-post',
    ]);
    expect(sitemap).toContain(
      '<loc>https://qe.example/knowledge/a-post</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod>',
    );
    expect(output['files/robots.txt']).toContain('Sitemap: https://qe.example/sitemap.xml');
    expect(output['files/knowledge/feed.xml']).toBe('<rss version="2.0"/>');
    // Prerendered, but its head keeps it out of search engines: not in the sitemap.
    expect(output['prerendered/knowledge/says-noindex.html']).toBeDefined();
    expect(published).toEqual([
      { path: '/sitemap.xml', type: 'application/xml; charset=utf-8', file: 'files/sitemap.xml' },
      { path: '/robots.txt', type: 'text/plain; charset=utf-8', file: 'files/robots.txt' },
      {
        path: '/knowledge/feed.xml',
        type: 'application/rss+xml; charset=utf-8',
        file: 'files/knowledge/feed.xml',
      },
    ]);
    // What a partial regeneration needs: which page shows which documents.
    expect(JSON.parse(output[PAGES_INDEX])).toEqual(index);
    expect(index.pages['/knowledge/a-post']).toEqual({ remote: 'knowledge', documents: ['doc-17'] });
  });

  it('leaves robots-disallowed pages out of the sitemap, and logs a remote whose manifest cannot be read', async () => {
    const courses = await releaseWith(`export default {
      paths: async () => ['/courses', '/courses/a/learn', '/courses/a'],
      render: async (path) => ({ path, html: '<p></p>', content: {} }),
    };`);
    await writeFile(path.join(courses, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    const shell = await shellRelease();
    await writeFile(
      path.join(shell, 'sections.json'),
      JSON.stringify({ courses: ['/courses'], knowledge: ['/knowledge'] }),
    );
    const log = vi.fn();
    const { output } = await renderPages(
      shell,
      {
        courses: 'http://localhost:9001/mf-manifest.json',
        knowledge: 'http://127.0.0.1:1/mf-manifest.json',
      },
      { courses },
      [],
      { siteUrl: 'https://qe.example' },
      { log },
    );
    expect(output['prerendered/courses/a/learn.html']).toBeDefined();
    // Listed as indexable by the module, but under /courses/ (signed-in pages): kept out.
    expect(locsOf(output['files/sitemap.xml'])).toEqual([
      'https://qe.example/',
      'https://qe.example/courses',
    ]);
    expect(log).toHaveBeenCalledWith(
      '[pages] knowledge: pages not prerendered (http://127.0.0.1:1/mf-manifest.json could not be read)',
    );
  });

  it('streams every file to a writer instead of keeping them', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'qe-pages-'));
    const knowledge = await releaseWith(MODULE);
    await writeFile(path.join(knowledge, 'mf-manifest.json'), JSON.stringify({ exposes: [] }));
    const result = await renderPages(
      await shellRelease(),
      { knowledge: 'http://localhost:9002/mf-manifest.json' },
      { knowledge },
      [],
      { siteUrl: 'https://qe.example' },
      {
        log: () => {},
        write: async (file, body) => {
          await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
          await writeFile(path.join(dir, file), body);
        },
      },
    );
    expect(result.output).toEqual({});
    expect(result.files).toContain('prerendered/knowledge.html');
    expect(await readFile(path.join(dir, 'prerendered/knowledge.html'), 'utf8')).toContain(
      '<h1>/knowledge</h1>',
    );
  });
});

describe('remoteHints', () => {
  const manifest = {
    metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
    shared: [
      { name: 'react', singleton: true, assets: { js: { async: ['assets/react.js'] } } },
      { name: '@quantethic/shared', singleton: false, assets: { js: { async: ['assets/src.js'] } } },
      { name: '@sanity/image-url', singleton: false, assets: { js: { async: ['assets/image-url.js'] } } },
    ],
    exposes: [
      {
        name: 'app',
        assets: {
          js: {
            sync: ['assets/app.js', 'assets/shared-modules.js'],
            async: ['assets/download-certificate-pdf.js'],
          },
          css: { sync: ['assets/app.css'] },
        },
      },
    ],
  };

  it("preloads a section's remote: manifest, entry, its ./app's chunks and its own copies of what the shell does not provide, not its lazy chunks", () => {
    const hrefs = remoteHints('https://courses.example/mf-manifest.json', manifest, [
      'react',
      '@quantethic/shared',
    ]).map((hint) => hint.href);
    expect(hrefs).toEqual([
      'https://courses.example/mf-manifest.json',
      'https://courses.example/remoteEntry.js',
      'https://courses.example/assets/app.js',
      'https://courses.example/assets/shared-modules.js',
      'https://courses.example/assets/image-url.js',
      'https://courses.example/assets/app.css',
    ]);
  });

  it('preloads the files of the lazy modules a prerendered page rendered, each file once', () => {
    const withModules = {
      ...manifest,
      modules: {
        'src/features/about/about-page.tsx': {
          js: ['assets/about-page.js', 'assets/app.js', 'assets/rich-text.js'],
          css: ['assets/about-page.css', 'assets/app.css'],
        },
        'src/features/team/team-page.tsx': { js: ['assets/team-page.js'], css: ['assets/team-page.css'] },
      },
    };
    const hints = remoteHints(
      'https://company.example/mf-manifest.json',
      withModules,
      ['react', '@quantethic/shared'],
      ['src/features/about/about-page.tsx', 'src/features/unknown.tsx'],
    );
    expect(hints.filter((hint) => hint.rel === 'modulepreload').map((hint) => hint.href)).toEqual([
      'https://company.example/remoteEntry.js',
      'https://company.example/assets/app.js',
      'https://company.example/assets/shared-modules.js',
      'https://company.example/assets/image-url.js',
      'https://company.example/assets/about-page.js',
      'https://company.example/assets/rich-text.js',
    ]);
    expect(hints.filter((hint) => hint.as === 'style').map((hint) => hint.href)).toEqual([
      'https://company.example/assets/app.css',
      'https://company.example/assets/about-page.css',
    ]);
  });

  it('reads what the shell provides from its build (none when the file is missing or malformed)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'qe-host-'));
    expect(await hostSharedModules(dir)).toEqual([]);
    await writeFile(
      path.join(dir, 'federation-host.json'),
      '{"shared": [{"name": "react", "version": "19.3.1"}, {}]}',
    );
    expect(await hostSharedModules(dir)).toEqual(['react']);
    await writeFile(path.join(dir, 'federation-host.json'), 'not json');
    expect(await hostSharedModules(dir)).toEqual([]);
  });
});
