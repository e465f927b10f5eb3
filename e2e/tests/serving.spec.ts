import http from 'node:http';
import { expect, test } from '../support/test';

// `npm start` serves the builds with a small Node server; tests, benchmarks and production use
// nginx. Both must route every request the same way — an app path with a dot or an encoded
// character is still an app path (SPEC §5: a non-canonical slug redirects, in the app) — so one
// table of cases runs against both. Requests go out raw (node:http), exactly as written here:
// a browser or fetch() would normalise some of them first.

type Page = 'home' | 'not found' | 'preview' | 'courses' | 'knowledge' | 'company' | 'account';
type Expected = { status: number; page?: Page; type?: RegExp };

/** Paths on the shell's origin. */
const SHELL_CASES: [string, Expected][] = [
  ['/', { status: 200, page: 'home' }],
  ['/index.html', { status: 200, page: 'home' }],
  ['/?utm_source=x', { status: 200, page: 'home' }],
  ['/courses', { status: 200, page: 'courses' }],
  ['/courses/', { status: 200, page: 'courses' }],
  ['/courses?level=Advanced', { status: 200, page: 'courses' }],
  ['/courses/Islamic%20Finance%20Foundations/learn', { status: 200, page: 'courses' }],
  ['/courses/caf%C3%A9-finance', { status: 200, page: 'courses' }],
  ['/knowledge/version-2.0', { status: 200, page: 'knowledge' }],
  ['/knowledge/what-is-murabaha', { status: 200, page: 'knowledge' }],
  ['/knowledge/what-is-murabaha/', { status: 200, page: 'knowledge' }],
  ['/team/Dr.%20Hostile', { status: 200, page: 'company' }],
  ['/team/Dr.%20Hostile/', { status: 200, page: 'company' }],
  ['/team/amina.hassan.json', { status: 200, page: 'company' }],
  ['/team%2Famina-hassan', { status: 200, page: 'company' }],
  ['//about', { status: 200, page: 'company' }],
  ['/courses/%2E%2E/about', { status: 200, page: 'company' }],
  ['/login', { status: 200, page: 'account' }],
  ['/reset-password?oobCode=a.b', { status: 200, page: 'account' }],
  ['/no-such-page', { status: 404, page: 'not found' }],
  ['/no-such.page', { status: 404, page: 'not found' }],
  ['/coursesx', { status: 404, page: 'not found' }],
  ['/assets/no-such-file.js', { status: 404 }],
  ['/assets', { status: 404 }],
  ['/remotes.json', { status: 200, type: /^application\/json/ }],
  ['/config.json', { status: 200, type: /^application\/json/ }],
  ['/sections.json', { status: 200, type: /^application\/json/ }],
  ['/%E0%A4%A', { status: 400 }],
  ['/courses/%00', { status: 400 }],
];

/** Paths on a remote's origin (its federation files and its team's standalone preview). */
const REMOTE_CASES: [string, Expected][] = [
  ['/', { status: 200, page: 'preview' }],
  ['/mf-manifest.json', { status: 200, type: /^application\/json/ }],
  ['/remoteEntry.js', { status: 200, type: /^(text|application)\/javascript/ }],
  ['/config.json', { status: 200, type: /^application\/json/ }],
  ['/courses/Islamic%20Finance%20Foundations', { status: 200, page: 'preview' }],
  ['/knowledge/version-2.0', { status: 200, page: 'preview' }],
  ['/assets/no-such-file.js', { status: 404 }],
  // A deploy on another machine fetches the remote's prerender module from its origin.
  ['/server/prerender.mjs', { status: 200, type: /^(text|application)\/javascript/ }],
  ['/server/no-such-module.mjs', { status: 404 }],
  ['/%E0%A4%A', { status: 400 }],
];

interface RawResponse {
  status: number;
  type: string;
  body: string;
}

/** GET exactly this request target (no normalisation on the way). */
function rawGet(port: number, target: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: target,
      headers: { host: `localhost:${port}` },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          body,
        }),
      );
    });
    request.on('error', reject);
  });
}

type Ports = Record<'shell' | 'courses' | 'knowledge' | 'company' | 'account', number>;

/** Which page an HTML answer is: the shell's home, 404 or a section's page (by the remote it loads), or a remote's preview. */
function pageOf(body: string, ports: Ports): Page | null {
  if (/<title>mfe-[a-z]+ preview/.test(body)) return 'preview';
  for (const remote of ['courses', 'knowledge', 'company', 'account'] as const) {
    if (body.includes(`http://localhost:${ports[remote]}/mf-manifest.json`)) return remote;
  }
  if (body.includes('Page Not Found')) return 'not found';
  if (body.includes('Simplified Quantitative Finance and Ethical Modelling')) return 'home';
  return null;
}

async function answers(ports: Ports) {
  const result: Record<string, Expected> = {};
  for (const [origin, cases] of [
    ['shell', SHELL_CASES],
    ['courses', REMOTE_CASES],
  ] as const) {
    for (const [target, expected] of cases) {
      const response = await rawGet(ports[origin], target);
      const actual: Expected = { status: response.status };
      if (expected.page) actual.page = pageOf(response.body, ports) ?? undefined;
      if (expected.type)
        actual.type = expected.type.test(response.type) ? expected.type : new RegExp(response.type);
      result[`${origin} ${target}`] = actual;
    }
  }
  return result;
}

const expectedAnswers = () =>
  Object.fromEntries([
    ...SHELL_CASES.map(([target, expected]) => [`shell ${target}`, expected]),
    ...REMOTE_CASES.map(([target, expected]) => [`courses ${target}`, expected]),
  ]);

test('nginx (production, tests) routes every case of the table', async ({ privateSite }) => {
  const site = await privateSite();
  expect(await answers(site.ports as Ports)).toEqual(expectedAnswers());
});

test('the Node server of npm start routes every case of the table the same way', async ({
  privateNodeSite,
}) => {
  const site = await privateNodeSite();
  expect(await answers(site.ports as Ports)).toEqual(expectedAnswers());
});
