// The delivery rules every host must apply: the security headers, and the same rules expressed for
// nginx and for Firebase Hosting.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYTICS_HOSTS } from '../../shared/src/contracts/config.ts';
import { ANALYTICS_DEFAULT_HOSTS, inlineScriptHashes, securityHeaders } from './csp.mjs';
import { firebaseConfig, firebaseRc } from './firebase.mjs';
import { GENERATION_PATH, generationOf, nginxConfig } from './nginx.mjs';

const remotes = {
  courses: 'https://courses.example.org/mf-manifest.json',
  knowledge: 'https://cdn.example.net/knowledge/mf-manifest.json',
};
const config = {
  content: { projectId: 'abc123', dataset: 'production' },
  auth: { apiKey: 'k', authDomain: 'x.firebaseapp.com', projectId: 'x' },
  forms: {
    contact: 'https://forms.example.com/contact',
    courseSignup: 'https://docs.google.com/forms/d/{id}/viewform',
  },
};
const directives = (csp) =>
  Object.fromEntries(
    csp.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

describe('securityHeaders', () => {
  const headers = securityHeaders({ config, remotes, scriptHashes: ["'sha256-abc='"] });
  const csp = directives(headers['Content-Security-Policy']);

  it('allows scripts only from the site, the remotes and hashed inline scripts — never unsafe-inline or eval', () => {
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://courses.example.org',
      'https://cdn.example.net',
      "'sha256-abc='",
    ]);
    expect(headers['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('limits connections to the remotes and the configured content, auth and form hosts', () => {
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://courses.example.org',
      'https://cdn.example.net',
      'https://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
      'https://cdn.sanity.io',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://forms.example.com',
      'https://docs.google.com',
    ]);
  });

  it('uses the local hosts when config points at the local backends', () => {
    const local = directives(
      securityHeaders({
        config: {
          content: { projectId: 'demo', apiHost: 'http://localhost:4010' },
          auth: { emulatorUrl: 'http://127.0.0.1:9099' },
          forms: { contact: 'http://localhost:4020/contact' },
          analytics: { provider: 'plausible', host: 'http://localhost:4020', domain: 'quantethic.local' },
        },
        remotes: {},
        scriptHashes: [],
      })['Content-Security-Policy'],
    );
    expect(local['connect-src']).toEqual([
      "'self'",
      'http://localhost:4010',
      'http://127.0.0.1:9099',
      'http://localhost:4020',
    ]);
  });

  it("lets the analytics sink connect to the configured provider's origin, and to nothing when analytics is off", () => {
    const connect = (analytics) =>
      directives(
        securityHeaders({ config: { ...config, analytics }, remotes, scriptHashes: [] })[
          'Content-Security-Policy'
        ],
      )['connect-src'];
    const without = connect(undefined);
    expect(connect({ provider: null, host: 'https://stats.example' })).toEqual(without);
    expect(connect({ provider: 'matomo', host: 'https://stats.example' })).toEqual(without);
    expect(connect({ provider: 'plausible', domain: 'q.example' })).toEqual([
      ...without,
      'https://plausible.io',
    ]);
    expect(
      connect({ provider: 'plausible', domain: 'q.example', host: 'https://stats.q.example/plausible' }),
    ).toEqual([...without, 'https://stats.q.example']);
    expect(connect({ provider: 'ga4', measurementId: 'G-X1', apiSecret: 's' })).toEqual([
      ...without,
      'https://www.google-analytics.com',
    ]);
    expect(connect({ provider: 'ga4', host: 'https://region1.google-analytics.com' })).toEqual([
      ...without,
      'https://region1.google-analytics.com',
    ]);
    expect(connect({ provider: 'plausible', host: 'javascript:alert(1)' })).toEqual(without);
  });

  it("knows the same providers' own hosts as the app", () => {
    expect(ANALYTICS_DEFAULT_HOSTS).toEqual(DEFAULT_ANALYTICS_HOSTS);
  });

  it('frames only YouTube, Vimeo and the slide and PDF hosts; nobody frames the site', () => {
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://docs.google.com',
      ]),
    );
    expect(csp['frame-src']).not.toContain('*');
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('sets the other security headers', () => {
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('ignores remote and form URLs that are not http(s)', () => {
    const odd = securityHeaders({
      config: { forms: { contact: 'javascript:alert(1)' } },
      remotes: { courses: 'not a url', account: 'data:text/plain,x' },
      scriptHashes: [],
    });
    expect(odd['Content-Security-Policy']).not.toMatch(/javascript:|data:text|not a url/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only', () => {
    const html =
      '<script>var a=1;</script><script type="module" src="/x.js"></script><script> </script>' +
      '<script type="application/json" id="qe-hints">[{"rel":"modulepreload","href":"/a.js"}]</script>';
    const expected = createHash('sha256').update('var a=1;').digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });
});

describe('nginxConfig', () => {
  const conf = nginxConfig({
    dir: '/srv/qe',
    ports: { shell: 8000, courses: 8001, knowledge: 8002 },
    sections: { courses: ['/courses'], knowledge: ['/knowledge'], version: 1 },
    headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'" },
    remotes: ['courses', 'knowledge'],
    generation: 'g-42',
  });

  it('serves each section route through its page and everything unknown as a real 404', () => {
    expect(conf).toContain('location ~ ^/((?:ar)/)?(courses)(/|$)');
    // The page prerendered for that path when the deploy made one, else the section's page in the
    // URL's edition ($1: '' or 'ar/').
    expect(conf).toContain('try_files /prerendered$uri.html /$1app-courses.html =500;');
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toMatch(/location \/ \{\n\s+try_files \$uri =404;/);
  });

  it("serves the Arabic edition's home page at /ar and its own 404 page under /ar/", () => {
    const home = conf.slice(conf.indexOf('location = /ar {')).split('\n    }')[0];
    expect(home).toContain('try_files /ar/index.html =404;');
    expect(conf).toContain('location = /ar/ {');
    const rest = conf.slice(conf.indexOf('location /ar/ {')).split('\n    }')[0];
    expect(rest).toContain('error_page 404 /ar/404.html;');
    expect(rest).toContain('return 404;');
    expect(conf.slice(conf.indexOf('location = /ar/404.html {')).split('\n    }')[0]).toContain('internal;');
  });

  it("serves a remote's prerender module from its origin, for a deploy elsewhere to fetch", () => {
    const remote = conf.slice(conf.indexOf('listen 127.0.0.1:8001;')).split('\n  }')[0];
    const server = remote.slice(remote.indexOf('location /server/ {')).split('\n    }')[0];
    expect(server).toContain('try_files $uri =404;');
    expect(server).toContain('Cache-Control "no-cache"');
    expect(server).not.toContain('return 404');
  });

  it('serves the published files at their own path, with their own type, ahead of the section routes', () => {
    const withFiles = nginxConfig({
      dir: '/srv/qe',
      ports: { shell: 8000, knowledge: 8002 },
      sections: { knowledge: ['/knowledge'] },
      headers: {},
      remotes: ['knowledge'],
      published: [
        { path: '/sitemap.xml', type: 'application/xml; charset=utf-8', file: 'files/sitemap.xml' },
        {
          path: '/knowledge/feed.xml',
          type: 'application/rss+xml; charset=utf-8',
          file: 'files/knowledge/feed.xml',
        },
      ],
    });
    const feed = withFiles.slice(withFiles.indexOf('location = /knowledge/feed.xml {')).split('\n    }')[0];
    expect(feed).toContain('alias /srv/qe/config/pages/files/knowledge/feed.xml;');
    expect(feed).toContain('default_type "application/rss+xml; charset=utf-8";');
    expect(feed).toContain('types { }');
    expect(withFiles).toContain('location = /sitemap.xml {');
    // nginx takes an exact location before any regex one, wherever it is written; keep them first.
    expect(withFiles.indexOf('location = /knowledge/feed.xml')).toBeLessThan(
      withFiles.indexOf('location ~ ^/((?:ar)/)?(knowledge)'),
    );
  });

  it('never caches runtime files and caches hashed assets for a year', () => {
    for (const file of ['remotes.json', 'config.json', 'mf-manifest.json', 'remoteEntry.js'])
      expect(conf).toMatch(new RegExp(`location = /${file.replace('.', '\\.')} \\{[^}]*no-cache`));
    expect(conf).toMatch(/location \/assets\/ \{[^}]*max-age=31536000, immutable/);
  });

  it('gives every remote its own origin with CORS, and compresses text', () => {
    expect(conf).toContain('listen 127.0.0.1:8001;');
    expect(conf).toContain('listen 127.0.0.1:8002;');
    expect(conf).toContain('Access-Control-Allow-Origin "*"');
    expect(conf).toContain('gzip on;');
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('sends the policy with pages, and only nosniff with the scripts and JSON they load', () => {
    const location = (pattern) => conf.slice(conf.indexOf(pattern)).split('\n    }')[0];
    expect(location('location = / {')).toContain('Content-Security-Policy');
    expect(location('location ~ ^/((?:ar)/)?(courses)')).toContain('Content-Security-Policy');
    expect(location('location = /404.html')).toContain('Content-Security-Policy');
    expect(location('location = /ar {')).toContain('Content-Security-Policy');
    expect(location('location = /ar/404.html')).toContain('Content-Security-Policy');
    for (const resource of ['location /assets/', 'location = /remoteEntry.js', 'location = /remotes.json']) {
      expect(location(resource)).toContain('X-Content-Type-Options');
      expect(location(resource)).not.toContain('Content-Security-Policy');
    }
  });

  it('answers runtime files in full (no validators that a same-second, same-size change would defeat)', () => {
    for (const file of ['remotes.json', 'config.json', 'mf-manifest.json', 'remoteEntry.js']) {
      const block = conf.slice(conf.indexOf(`location = /${file} {`)).split('\n    }')[0];
      expect(block).toContain('etag off;');
      expect(block).toContain('if_modified_since off;');
    }
  });

  it('answers its generation, so a deploy knows when a reload has taken effect', () => {
    expect(conf).toContain(`location = ${GENERATION_PATH} {`);
    expect(generationOf(conf)).toBe('g-42');
    expect(generationOf(nginxConfig({ dir: '/x', ports: { shell: 1 }, sections: {}, headers: {} }))).toBe(
      'initial',
    );
  });
});

describe('firebaseConfig', () => {
  const firebase = firebaseConfig({
    sections: { courses: ['/courses'], account: ['/login', '/signup', '/dashboard'] },
    headers: { 'X-Content-Type-Options': 'nosniff' },
    remotes: ['courses', 'account'],
  });
  const [shell, courses] = firebase.hosting;

  it('has one Hosting site per package', () => {
    expect(firebase.hosting.map((site) => [site.target, site.public])).toEqual([
      ['shell', 'shell'],
      ['courses', 'courses'],
      ['account', 'account'],
    ]);
  });

  it('rewrites section routes to their pages (unknown paths fall to 404.html)', () => {
    expect(shell.rewrites).toEqual([
      { regex: '^/(courses)(/.*)?$', destination: '/app-courses.html' },
      { regex: '^/(login|signup|dashboard)(/.*)?$', destination: '/app-account.html' },
      { source: '/ar', destination: '/ar/index.html' },
      { regex: '^/ar/(courses)(/.*)?$', destination: '/ar/app-courses.html' },
      { regex: '^/ar/(login|signup|dashboard)(/.*)?$', destination: '/ar/app-account.html' },
    ]);
    expect(new RegExp(shell.rewrites[1].regex).test('/dashboard')).toBe(true);
    expect(new RegExp(shell.rewrites[4].regex).test('/ar/dashboard')).toBe(true);
  });

  it('answers a prerendered path with its own page before the section rewrite', () => {
    const [site] = firebaseConfig({
      sections: { courses: ['/courses'] },
      headers: {},
      remotes: ['courses'],
      prerendered: ['prerendered/courses.html'],
    }).hosting;
    expect(site.rewrites).toEqual([
      { source: '/courses', destination: '/prerendered/courses.html' },
      { regex: '^/(courses)(/.*)?$', destination: '/app-courses.html' },
      { source: '/ar', destination: '/ar/index.html' },
      { regex: '^/ar/(courses)(/.*)?$', destination: '/ar/app-courses.html' },
    ]);
    expect(new RegExp(shell.rewrites[0].regex).test('/courses-old')).toBe(false);
  });

  it('gives each published file its own Content-Type (the files are static, served before rewrites)', () => {
    const [site] = firebaseConfig({
      sections: { knowledge: ['/knowledge'] },
      headers: {},
      remotes: ['knowledge'],
      published: [{ path: '/knowledge/feed.xml', type: 'application/rss+xml; charset=utf-8' }],
    }).hosting;
    expect(site.headers).toContainEqual({
      source: '/knowledge/feed.xml',
      headers: [{ key: 'Content-Type', value: 'application/rss+xml; charset=utf-8' }],
    });
  });

  it('applies the security headers everywhere, no-cache by default and immutable assets last', () => {
    expect(shell.headers[0].headers).toEqual(
      expect.arrayContaining([
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Cache-Control', value: 'no-cache' },
      ]),
    );
    expect(shell.headers.at(-1)).toEqual({
      source: '/assets/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    });
    expect(courses.headers[0].headers).toContainEqual({ key: 'Access-Control-Allow-Origin', value: '*' });
  });

  it('gives remote previews a history fallback that leaves missing assets as 404s', () => {
    const fallback = new RegExp(courses.rewrites[0].regex);
    expect(fallback.test('/courses/some-course')).toBe(true);
    expect(fallback.test('/assets/app-123.js')).toBe(false);
  });

  it('maps each target to its site in .firebaserc', () => {
    expect(firebaseRc({ project: 'p', sitePrefix: 'qe', packages: ['shell', 'courses'] })).toEqual({
      projects: { default: 'p' },
      targets: { p: { hosting: { shell: ['qe-shell'], courses: ['qe-courses'] } } },
    });
  });
});
