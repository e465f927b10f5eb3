// Published content refreshes the served pages by itself: which pages a changed document touches,
// one refresh at a time, and — on a real deployment folder with a stand-in remote — only those
// pages (plus listings, sitemap and feed) written again, atomically, with the policy kept in step.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp.mjs';
import { openDeployment, regenerate, releasePackage, writeRuntimeConfig } from './deployment.mjs';
import { editionEntries, PAGES_INDEX } from './pages.mjs';
import { createRefresher, owningSections, planRefresh, refreshPages } from './refresh.mjs';
import { startRefreshService } from './refresh-service.mjs';
import { SIGNATURE_HEADER, signatureHeader } from './webhook.mjs';

const SECTIONS = {
  courses: ['/courses'],
  knowledge: ['/knowledge'],
  company: ['/about', '/team', '/consulting', '/contact', '/thank-you'],
  account: ['/login'],
};
const INDEX = {
  pages: {
    '/courses': { remote: 'courses', documents: ['course-1', 'course-2'] },
    '/courses/one': { remote: 'courses', documents: ['course-1'] },
    '/knowledge': { remote: 'knowledge', documents: [] }, // a listing that records no _ids
    '/knowledge/a': { remote: 'knowledge', documents: ['post-a', 'post-c', 'team-1'] }, // c is related
    '/knowledge/b': { remote: 'knowledge', documents: ['post-b'] },
    '/knowledge/c': { remote: 'knowledge', documents: ['post-c', 'post-a'] },
    '/about': { remote: 'company', documents: ['about', 'team-1'] },
    '/consulting': { remote: 'company', documents: ['consulting'] },
  },
};
const knowledgeListed = (...slugs) =>
  new Map([['knowledge', ['/knowledge', ...slugs].map((p) => ({ path: p }))]]);
const change = (_id, operation = 'update', _type = 'post') => ({ _id, _type, slug: null, operation });
const paths = (plan) => plan.render.map((page) => page.path).sort();

describe('planRefresh', () => {
  it('an updated article: its page, the pages that show it (related articles), its hub — nothing else', () => {
    const changes = [change('post-a')];
    expect([...owningSections(INDEX, SECTIONS, changes)]).toEqual(['knowledge']);
    const plan = planRefresh({
      index: INDEX,
      sections: SECTIONS,
      changes,
      listed: knowledgeListed('/knowledge/a', '/knowledge/b', '/knowledge/c'),
    });
    expect(paths(plan)).toEqual(['/knowledge', '/knowledge/a', '/knowledge/c']);
    expect(plan.remove).toEqual([]);
    expect(plan.owners).toEqual(['knowledge']);
  });

  it('the Arabic edition: its pages and its listing page follow the English ones', () => {
    const index = {
      pages: {
        ...INDEX.pages,
        '/ar/knowledge': { remote: 'knowledge', documents: [] },
        '/ar/knowledge/a': { remote: 'knowledge', documents: ['post-a'] },
        '/ar/knowledge/b': { remote: 'knowledge', documents: ['post-b'] },
      },
    };
    const listed = new Map([
      [
        'knowledge',
        editionEntries(
          ['/knowledge', '/knowledge/a', '/knowledge/c-renamed'].map((p) => ({ path: p })),
          { locales: ['en', 'ar'] },
        ),
      ],
    ]);
    const plan = planRefresh({ index, sections: SECTIONS, changes: [change('post-a')], listed });
    expect(paths(plan)).toEqual(
      [
        '/knowledge',
        '/knowledge/a',
        '/knowledge/c-renamed',
        '/ar/knowledge',
        '/ar/knowledge/a',
        '/ar/knowledge/c-renamed',
      ].sort(),
    );
    expect(plan.remove.sort()).toEqual(['/ar/knowledge/b', '/knowledge/b', '/knowledge/c'].sort());
  });

  it('a renamed article: the old page goes, the new one is rendered with the pages that showed it', () => {
    const plan = planRefresh({
      index: INDEX,
      sections: SECTIONS,
      changes: [change('post-c')],
      listed: knowledgeListed('/knowledge/a', '/knowledge/b', '/knowledge/c-renamed'),
    });
    expect(paths(plan)).toEqual(['/knowledge', '/knowledge/a', '/knowledge/c-renamed']);
    expect(plan.remove).toEqual(['/knowledge/c']);
  });

  it('a deleted article: its page removed, the pages that showed it rendered again', () => {
    const plan = planRefresh({
      index: INDEX,
      sections: SECTIONS,
      changes: [change('post-b', 'delete')],
      listed: knowledgeListed('/knowledge/a', '/knowledge/c'),
    });
    expect(paths(plan)).toEqual(['/knowledge']);
    expect(plan.remove).toEqual(['/knowledge/b']);
  });

  it('a document shown in two sections (a team member): both sections and their listings', () => {
    const changes = [change('team-1', 'update', 'teamMember')];
    expect([...owningSections(INDEX, SECTIONS, changes)].sort()).toEqual(['company', 'knowledge']);
    const plan = planRefresh({ index: INDEX, sections: SECTIONS, changes, listed: new Map() });
    expect(paths(plan)).toEqual(['/about', '/consulting', '/knowledge', '/knowledge/a']);
  });

  it('a document on no page yet (a new one): every section lists its pages; new pages and listings rendered', () => {
    const changes = [change('post-d', 'create')];
    expect([...owningSections(INDEX, SECTIONS, changes)].sort()).toEqual(Object.keys(SECTIONS).sort());
    const listed = new Map([
      ...knowledgeListed('/knowledge/a', '/knowledge/b', '/knowledge/c', '/knowledge/d'),
      ['courses', [{ path: '/courses' }, { path: '/courses/one' }]],
      ['company', [{ path: '/about' }, { path: '/consulting' }]],
    ]);
    const plan = planRefresh({ index: INDEX, sections: SECTIONS, changes, listed });
    expect(paths(plan)).toEqual(['/about', '/consulting', '/courses', '/knowledge', '/knowledge/d']);
    expect(plan.remove).toEqual([]);
  });

  it('the home page (its widgets list the newest of several sections) with every change, when it was prerendered', () => {
    const index = { pages: { ...INDEX.pages, '/': { remote: 'shell', documents: ['post-a', 'course-1'] } } };
    for (const id of ['post-a', 'post-b', 'about']) {
      const plan = planRefresh({ index, sections: SECTIONS, changes: [change(id)], listed: new Map() });
      expect(paths(plan), id).toContain('/');
    }
    const plan = planRefresh({
      index: INDEX,
      sections: SECTIONS,
      changes: [change('post-a')],
      listed: new Map(),
    });
    expect(paths(plan)).not.toContain('/');
  });
});

describe('createRefresher', () => {
  it('runs one refresh at a time; changes that arrive meanwhile are refreshed together next', async () => {
    const runs = [];
    let active = 0;
    let most = 0;
    const releases = [];
    const run = async (_deployment, changes) => {
      active += 1;
      most = Math.max(most, active);
      runs.push(changes.map((c) => `${c.operation} ${c._id}`));
      await new Promise((resolve) => releases.push(resolve));
      active -= 1;
      return { run: runs.length };
    };
    const refresher = createRefresher({ dir: '/nowhere', ports: {} }, { run, log: () => {} });
    const first = refresher.refresh(change('a'));
    await new Promise((resolve) => setImmediate(resolve));
    const second = refresher.refresh(change('b'));
    const third = refresher.refresh(change('b', 'delete'));
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()();
    expect(await first).toEqual({ run: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()();
    expect(await second).toEqual({ run: 2 });
    expect(await third).toEqual({ run: 2 });
    await refresher.idle();
    expect(runs).toEqual([['update a'], ['delete b']]);
    expect(most).toBe(1);
  });

  it('runs an exclusive task (a redeploy) between refreshes, never during one', async () => {
    const events = [];
    let release;
    const run = async (_deployment, changes) => {
      events.push(`start ${changes[0]._id}`);
      await new Promise((resolve) => {
        release = resolve;
      });
      events.push(`end ${changes[0]._id}`);
    };
    const refresher = createRefresher({ dir: '/nowhere', ports: {} }, { run, log: () => {} });
    const first = refresher.refresh(change('a'));
    await new Promise((resolve) => setImmediate(resolve));
    const deploy = refresher.exclusive(async () => events.push('deploy'));
    const second = refresher.refresh(change('b'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['start a']);
    release();
    await first;
    await deploy;
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await second;
    expect(events).toEqual(['start a', 'end a', 'deploy', 'start b', 'end b']);
  });
});

// ---- On a deployment folder, with a stand-in remote whose prerender module reads test data ----

const PRERENDER_MODULE = `
const data = () => globalThis.__qeRefreshTest;
export default {
  contractVersion: '1.3.0',
  async paths() {
    return [{ path: '/knowledge' }, ...data().posts.map((post) => ({ path: '/knowledge/' + post.slug, lastModified: post.updated }))];
  },
  async render(path) {
    const { posts } = data();
    data().renders.push(path);
    if (path === '/knowledge')
      return { path, html: '<h1>Knowledge Hub</h1>' + posts.map((post) => '<a>' + post.title + '</a>').join(''), content: {}, documents: [] };
    const post = posts.find((candidate) => '/knowledge/' + candidate.slug === path);
    if (!post) return null;
    const related = posts.filter((other) => post.related.includes(other._id));
    return {
      path,
      html: '<h1>' + post.title + '</h1>' + (post.script ?? '') + related.map((other) => '<a>' + other.title + '</a>').join(''),
      content: { post: { status: 'ok', data: post } },
      head: '<title data-qe-head>' + post.title + ' | QuantEthic</title>',
      documents: [post._id, ...related.map((other) => other._id)],
      noIndex: Boolean(post.noIndex),
    };
  },
  async files() {
    return [{ path: '/knowledge/feed.xml', type: 'application/rss+xml; charset=utf-8', body: '<rss>' + data().posts.map((post) => '<title>' + post.title + '</title>').join('') + '</rss>' }];
  },
};
`;
const APP_PAGE = `<!doctype html><html><head><title>QuantEthic</title><script>document.documentElement.dataset.theme='default'</script></head><body><main><div class="section-loading" role="status"><span>Loading…</span></div></main><p>${'padding '.repeat(80)}</p></body></html>`;
const PORTS = { shell: 45100, courses: 45101, knowledge: 45102, company: 45103, account: 45104 };

describe('refreshPages', () => {
  let root;
  let deployment;
  let pagesDir;
  const read = (file) => readFile(path.join(pagesDir, file), 'utf8');
  const post = (id, title, related = []) => ({
    _id: id,
    slug: id,
    title,
    related,
    updated: '2026-01-01T00:00:00Z',
  });
  const data = () => globalThis.__qeRefreshTest;
  const logs = [];
  const refresh = (changes) =>
    refreshPages(deployment, changes, { reload: false, log: (line) => logs.push(line) });

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'qe-refresh-test-'));
    const shell = path.join(root, 'shell');
    const knowledge = path.join(root, 'knowledge');
    await mkdir(shell);
    await mkdir(path.join(knowledge, 'server'), { recursive: true });
    await writeFile(
      path.join(shell, 'index.html'),
      APP_PAGE.replace(/<main>.*<\/main>/, '<main>Home</main>'),
    );
    await writeFile(path.join(shell, 'app.html'), APP_PAGE);
    await writeFile(path.join(shell, 'sections.json'), JSON.stringify({ knowledge: ['/knowledge'] }));
    await writeFile(path.join(knowledge, 'index.html'), '<!doctype html>');
    await writeFile(path.join(knowledge, 'server', 'prerender.mjs'), PRERENDER_MODULE);
    await writeFile(
      path.join(knowledge, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [{ name: 'app', assets: { css: { sync: ['app.css'] }, js: { sync: [] } } }],
      }),
    );
    await writeFile(path.join(knowledge, 'app.css'), 'h1{color:teal}');
    globalThis.__qeRefreshTest = {
      renders: [],
      posts: [post('a', 'Riba explained'), post('b', 'Zakat basics'), post('c', 'Sukuk today', ['a'])],
    };
    deployment = await openDeployment(path.join(root, 'deploy'), { ports: PORTS });
    await releasePackage(deployment, 'shell', shell);
    await releasePackage(deployment, 'knowledge', knowledge);
    await writeRuntimeConfig(deployment, {
      remotes: { knowledge: `http://localhost:${PORTS.knowledge}/mf-manifest.json` },
      config: { siteUrl: 'https://quantethic.example', content: { projectId: 'p', dataset: 'production' } },
    });
    await regenerate(deployment);
    pagesDir = path.join(deployment.dir, 'config', 'pages');
  });
  afterAll(async () => {
    delete globalThis.__qeRefreshTest;
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('the deploy recorded what each page shows', async () => {
    const index = JSON.parse(await read(PAGES_INDEX));
    expect(index.pages['/knowledge/c']).toEqual({ remote: 'knowledge', documents: ['c', 'a'] });
    expect(await read('prerendered/knowledge/a.html')).toContain('<h1>Riba explained</h1>');
  });

  it('an edited title: its page, the page relating to it, the hub, the feed and the sitemap — nothing else', async () => {
    const untouched = await stat(path.join(pagesDir, 'prerendered/knowledge/b.html'));
    const untouchedHtml = await read('prerendered/knowledge/b.html');
    data().renders = [];
    data().posts[0] = { ...data().posts[0], title: 'Riba, explained again', updated: '2026-03-01T10:00:00Z' };

    const result = await refresh([{ _id: 'a', _type: 'post', slug: 'a', operation: 'update' }]);

    expect(data().renders.sort()).toEqual(['/knowledge', '/knowledge/a', '/knowledge/c']);
    expect(result.refreshed.sort()).toEqual(['/knowledge', '/knowledge/a', '/knowledge/c']);
    const article = await read('prerendered/knowledge/a.html');
    expect(article).toContain('<h1>Riba, explained again</h1>');
    expect(article).toContain('<title data-qe-head>Riba, explained again | QuantEthic</title>');
    expect(article).toContain('<style>h1{color:teal}</style>');
    // Its precompressed copies (what nginx serves to most browsers) say the same.
    const br = zlib.brotliDecompressSync(
      await readFile(path.join(pagesDir, 'prerendered/knowledge/a.html.br')),
    );
    expect(br.toString()).toBe(article);
    const gz = zlib.gunzipSync(await readFile(path.join(pagesDir, 'prerendered/knowledge/a.html.gz')));
    expect(gz.toString()).toBe(article);
    expect(await read('prerendered/knowledge/c.html')).toContain('<a>Riba, explained again</a>');
    expect(await read('prerendered/knowledge.html')).toContain('<a>Riba, explained again</a>');
    expect(await read('files/knowledge/feed.xml')).toContain('<title>Riba, explained again</title>');
    expect(await read('files/sitemap.xml')).toMatch(
      /<loc>https:\/\/quantethic\.example\/knowledge\/a<\/loc><lastmod>2026-03-01T10:00:00\.000Z<\/lastmod>/,
    );
    // The page that does not show it was neither rendered nor written.
    expect(await read('prerendered/knowledge/b.html')).toBe(untouchedHtml);
    expect((await stat(path.join(pagesDir, 'prerendered/knowledge/b.html'))).mtimeMs).toBe(untouched.mtimeMs);
    // Nothing half-written is left behind.
    const files = await readdir(pagesDir, { recursive: true });
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
    expect(result.regenerated).toBe(false);
    expect(logs.at(-1)).toMatch(/^\[refresh\] update post a → 3 page\(s\)/);
  });

  it('a renamed, a new and a deleted article: pages added and removed, listings, feed and sitemap follow', async () => {
    data().posts[1] = { ...data().posts[1], slug: 'b-renamed', title: 'Zakat, renamed' };
    await refresh([{ _id: 'b', _type: 'post', slug: 'b-renamed', operation: 'update' }]);
    expect(existsSync(path.join(pagesDir, 'prerendered/knowledge/b.html'))).toBe(false);
    expect(existsSync(path.join(pagesDir, 'prerendered/knowledge/b.html.br'))).toBe(false);
    expect(await read('prerendered/knowledge/b-renamed.html')).toContain('<h1>Zakat, renamed</h1>');

    data().posts.push(post('d', 'Takaful for beginners'));
    await refresh([{ _id: 'd', _type: 'post', slug: 'd', operation: 'create' }]);
    expect(await read('prerendered/knowledge/d.html')).toContain('<h1>Takaful for beginners</h1>');
    expect(await read('prerendered/knowledge.html')).toContain('<a>Takaful for beginners</a>');

    data().posts = data().posts.filter((candidate) => candidate._id !== 'c');
    await refresh([{ _id: 'c', _type: 'post', slug: null, operation: 'delete' }]);
    expect(existsSync(path.join(pagesDir, 'prerendered/knowledge/c.html'))).toBe(false);

    const sitemap = await read('files/sitemap.xml');
    expect(sitemap).toContain('/knowledge/b-renamed</loc>');
    expect(sitemap).toContain('/knowledge/d</loc>');
    expect(sitemap).not.toContain('/knowledge/b</loc>');
    expect(sitemap).not.toContain('/knowledge/c</loc>');
    expect(await read('files/knowledge/feed.xml')).not.toContain('Sukuk today');
    const index = JSON.parse(await read(PAGES_INDEX));
    expect(Object.keys(index.pages).sort()).toEqual([
      '/knowledge',
      '/knowledge/a',
      '/knowledge/b-renamed',
      '/knowledge/d',
    ]);
  });

  it('a page whose head turns noindex leaves the sitemap (as at deploy), and comes back', async () => {
    const d = data().posts.find((candidate) => candidate._id === 'd');
    d.noIndex = true;
    await refresh([{ _id: 'd', _type: 'post', slug: 'd', operation: 'update' }]);
    expect(await read('files/sitemap.xml')).not.toContain('/knowledge/d</loc>');
    expect(await read('files/sitemap.xml')).toContain('/knowledge/a</loc>');
    d.noIndex = false;
    await refresh([{ _id: 'd', _type: 'post', slug: 'd', operation: 'update' }]);
    expect(await read('files/sitemap.xml')).toContain('/knowledge/d</loc>');
  });

  it('the service: a signed webhook refreshes the pages and answers what it refreshed; a bad one changes nothing', async () => {
    const service = await startRefreshService(deployment, {
      secret: 'service-secret',
      port: 0,
      reload: false,
      log: (line) => logs.push(line),
    });
    try {
      data().posts[0] = { ...data().posts[0], title: 'Riba, through the webhook' };
      const body = JSON.stringify({ _id: 'a', _type: 'post', slug: 'a', operation: 'update' });
      const send = (secret) =>
        fetch(service.url, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(body, secret) },
        });
      const refused = await send('another-secret');
      expect(refused.status).toBe(401);
      expect(await read('prerendered/knowledge/a.html')).not.toContain('Riba, through the webhook');
      const response = await send('service-secret');
      expect(response.status).toBe(200);
      expect((await response.json()).refreshed).toEqual(
        expect.arrayContaining(['/knowledge', '/knowledge/a']),
      );
      expect(await read('prerendered/knowledge/a.html')).toContain('<h1>Riba, through the webhook</h1>');
    } finally {
      await service.close();
    }
  });

  it('a page with an inline script the policy does not allow yet: the deployment is regenerated with its hash', async () => {
    const script = '<script>window.refreshed = true</script>';
    const [hash] = inlineScriptHashes(script);
    expect(await readFile(path.join(deployment.dir, 'nginx.conf'), 'utf8')).not.toContain(hash);
    data().posts[0] = { ...data().posts[0], script };
    const result = await refresh([{ _id: 'a', _type: 'post', slug: 'a', operation: 'update' }]);
    expect(result.regenerated).toBe(true);
    expect(await readFile(path.join(deployment.dir, 'nginx.conf'), 'utf8')).toContain(hash);
    expect(await read('prerendered/knowledge/a.html')).toContain(script);
  });
});
