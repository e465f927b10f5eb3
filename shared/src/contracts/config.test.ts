// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, parseRemotesManifest, parseSiteConfig, type SiteConfig } from './config';

const FULL_CONFIG: SiteConfig = {
  siteName: 'QuantEthic Staging',
  siteUrl: 'https://staging.quantethic.example',
  content: {
    projectId: 'abc123',
    dataset: 'staging',
    apiVersion: '2025-01-01',
    apiHost: 'http://localhost:4100',
    useCdn: true,
  },
  auth: {
    apiKey: 'key',
    authDomain: 'quantethic.example',
    projectId: 'quantethic',
    emulatorUrl: 'http://127.0.0.1:9099',
  },
  forms: {
    contact: 'https://forms.example/contact',
    newsletter: 'https://forms.example/newsletter',
    enquiry: 'https://forms.example/enquiry',
    booking: 'https://forms.example/booking',
    courseSignup: 'https://forms.example/signup',
  },
  links: {
    github: 'https://github.com/quantethic',
    twitter: 'https://twitter.com/quantethic',
    youtube: 'https://youtube.com/@quantethic',
  },
  analytics: {
    provider: 'plausible',
    host: 'https://plausible.example',
    domain: 'staging.quantethic.example',
    measurementId: '',
    apiSecret: '',
    requireConsent: false,
  },
};

/** FULL_CONFIG with one field replaced, given by its dotted path. */
function withField(path: string, value: unknown): Record<string, unknown> {
  const config = structuredClone(FULL_CONFIG) as unknown as Record<string, Record<string, unknown>>;
  const [section, key] = path.split('.') as [string, string | undefined];
  if (key === undefined) (config as Record<string, unknown>)[section] = value;
  else (config[section] as Record<string, unknown>)[key] = value;
  return config;
}

function fieldAt(config: SiteConfig, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], config);
}

describe('parseSiteConfig', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'config'],
    ['a number', 42],
    ['an array', [FULL_CONFIG]],
  ])('returns the defaults and an error for %s', (_case, raw) => {
    const { value, errors } = parseSiteConfig(raw);
    expect(value).toEqual(DEFAULT_SITE_CONFIG);
    expect(errors).toEqual(['config.json must contain a JSON object']);
  });

  it('passes a valid full config through without errors', () => {
    expect(parseSiteConfig(structuredClone(FULL_CONFIG))).toEqual({ value: FULL_CONFIG, errors: [] });
  });

  it('fills an empty object with the defaults without errors', () => {
    expect(parseSiteConfig({})).toEqual({ value: DEFAULT_SITE_CONFIG, errors: [] });
  });

  it('never hands out the shared defaults object', () => {
    const { value } = parseSiteConfig({});
    value.links.github = 'https://changed.example';
    expect(DEFAULT_SITE_CONFIG.links.github).toBeNull();
  });

  it.each<[string, unknown]>([
    ['siteName', 42],
    ['siteUrl', 'javascript:alert(1)'],
    ['siteUrl', 'ftp://x'],
    ['siteUrl', 'staging.quantethic.example'],
    ['siteUrl', ' https://padded.example'],
    ['content.projectId', 123],
    ['content.dataset', null],
    ['content.apiVersion', ['2025-01-01']],
    ['content.apiHost', 'javascript:alert(1)'],
    ['content.useCdn', 'true'],
    ['auth.apiKey', 1],
    ['auth.authDomain', {}],
    ['auth.projectId', false],
    ['auth.emulatorUrl', 'ftp://x'],
    ['forms.contact', 'javascript:alert(1)'],
    ['forms.newsletter', 'ftp://x'],
    ['forms.enquiry', 'mailto:team@example.com'],
    ['forms.booking', 42],
    ['forms.courseSignup', '/relative/form'],
    ['links.github', 'javascript:alert(1)'],
    ['links.twitter', 'ftp://x'],
    ['links.youtube', 7],
  ])('%s = %j falls back to its default with an error naming the field', (path, bad) => {
    const { value, errors } = parseSiteConfig(withField(path, bad));
    expect(fieldAt(value, path)).toEqual(fieldAt(DEFAULT_SITE_CONFIG, path));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(path.includes('.') ? path : `config.${path}`);
    // Every other field is kept.
    expect({ ...value, [path.split('.')[0] as string]: null }).toEqual({
      ...FULL_CONFIG,
      [path.split('.')[0] as string]: null,
    });
  });

  it.each(['content', 'auth', 'forms', 'links', 'analytics'])(
    'a %s section that is not an object falls back to its defaults with an error',
    (section) => {
      const { value, errors } = parseSiteConfig(withField(section, 'oops'));
      expect(value[section as keyof SiteConfig]).toEqual(DEFAULT_SITE_CONFIG[section as keyof SiteConfig]);
      expect(errors).toEqual([`${section} must be an object`]);
    },
  );

  it('links set to null hide those links without errors', () => {
    const { value, errors } = parseSiteConfig({
      ...FULL_CONFIG,
      links: { github: null, twitter: null, youtube: 'https://youtube.com/@quantethic' },
    });
    expect(value.links).toEqual({ github: null, twitter: null, youtube: 'https://youtube.com/@quantethic' });
    expect(errors).toEqual([]);
  });

  it('an empty siteName keeps the default name', () => {
    expect(parseSiteConfig({ siteName: '' }).value.siteName).toBe('QuantEthic');
  });

  it('reports every bad field, not just the first', () => {
    const { errors } = parseSiteConfig({
      siteName: 1,
      links: { github: 'ftp://x', twitter: 'javascript:x' },
    });
    expect(errors).toHaveLength(3);
  });
});

describe('parseSiteConfig: analytics', () => {
  const parse = (analytics: unknown) => parseSiteConfig({ ...FULL_CONFIG, analytics });
  const OFF = DEFAULT_SITE_CONFIG.analytics;

  it('is off by default, asking for consent once a provider is set', () => {
    expect(OFF).toEqual({
      provider: null,
      host: '',
      domain: '',
      measurementId: '',
      apiSecret: '',
      requireConsent: true,
    });
    expect(parse(undefined)).toEqual({ value: { ...FULL_CONFIG, analytics: OFF }, errors: [] });
    expect(parse({ provider: null })).toEqual({ value: { ...FULL_CONFIG, analytics: OFF }, errors: [] });
  });

  it("uses the provider's own service when no host is given, without a trailing slash otherwise", () => {
    expect(parse({ provider: 'plausible', domain: 'quantethic.example' }).value.analytics).toEqual({
      ...OFF,
      provider: 'plausible',
      host: 'https://plausible.io',
      domain: 'quantethic.example',
    });
    expect(
      parse({ provider: 'ga4', measurementId: 'G-AB12CD34', apiSecret: 's3cret', requireConsent: true }).value
        .analytics,
    ).toEqual({
      ...OFF,
      provider: 'ga4',
      host: 'https://www.google-analytics.com',
      measurementId: 'G-AB12CD34',
      apiSecret: 's3cret',
    });
    expect(
      parse({ provider: 'plausible', domain: 'q.example', host: 'https://stats.q.example/plausible/' }).value
        .analytics.host,
    ).toBe('https://stats.q.example/plausible');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown provider', { provider: 'matomo' }, 'analytics.provider'],
    ['Plausible without a domain', { provider: 'plausible' }, 'analytics.domain'],
    ['a domain that is not a string', { provider: 'plausible', domain: 42 }, 'analytics.domain'],
    ['GA4 without a measurement ID', { provider: 'ga4', apiSecret: 's' }, 'analytics.measurementId'],
    [
      'a malformed measurement ID',
      { provider: 'ga4', measurementId: 'UA-1234-1', apiSecret: 's' },
      'analytics.measurementId',
    ],
    ['GA4 without an API secret', { provider: 'ga4', measurementId: 'G-AB12CD34' }, 'analytics.apiSecret'],
    [
      'a javascript: host',
      { provider: 'plausible', domain: 'q.example', host: 'javascript:alert(1)' },
      'analytics.host',
    ],
    [
      'a host with a query',
      { provider: 'plausible', domain: 'q.example', host: 'https://p.example/?x=1' },
      'analytics.host',
    ],
    [
      'a host that is not a string',
      { provider: 'plausible', domain: 'q.example', host: 7 },
      'analytics.host',
    ],
  ])('%s turns analytics off with an error naming the field', (_case, analytics, field) => {
    const { value, errors } = parse({ requireConsent: false, ...analytics });
    expect(value.analytics).toEqual({ ...OFF, requireConsent: false });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(field);
    expect(errors[0]).toContain('analytics is off');
    expect({ ...value, analytics: null }).toEqual({ ...FULL_CONFIG, analytics: null });
  });

  it('a malformed requireConsent asks for consent, and keeps the provider', () => {
    const { value, errors } = parse({ provider: 'plausible', domain: 'q.example', requireConsent: 'no' });
    expect(value.analytics).toMatchObject({ provider: 'plausible', requireConsent: true });
    expect(errors).toEqual(['analytics.requireConsent must be a boolean']);
  });
});

describe('parseRemotesManifest', () => {
  it('accepts http(s) URLs and root-relative paths for known remotes', () => {
    const manifest = {
      courses: '/remotes/courses/mf-manifest.json',
      knowledge: 'https://cdn.quantethic.example/knowledge/mf-manifest.json',
      company: 'http://localhost:4003/remoteEntry.js',
      account: '/remotes/account/mf-manifest.json',
    };
    expect(parseRemotesManifest(manifest)).toEqual({ value: manifest, errors: [] });
  });

  it('reports unknown remote names and keeps the known ones', () => {
    const { value, errors } = parseRemotesManifest({
      courses: '/remotes/courses/mf-manifest.json',
      blog: '/remotes/blog/mf-manifest.json',
    });
    expect(value).toEqual({ courses: '/remotes/courses/mf-manifest.json' });
    expect(errors).toEqual(['remotes.json: unknown remote "blog"']);
  });

  it.each([
    ['a protocol-relative URL', '//evil.com/x'],
    ['a slash-backslash URL', '/\\evil.com/x'],
    ['a tab between slashes', '/\t/evil.com/x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an ftp URL', 'ftp://cdn.example/courses.js'],
    ['a relative path', 'remotes/courses/mf-manifest.json'],
    ['an empty string', ''],
    ['a number', 42],
    ['null', null],
  ])('rejects %s with an error naming the remote', (_case, entry) => {
    const { value, errors } = parseRemotesManifest({ courses: entry });
    expect(value).toEqual({});
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"courses"');
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', ['/remotes/courses/mf-manifest.json']],
    ['a string', '/remotes/courses/mf-manifest.json'],
  ])('returns nothing and an error for %s', (_case, raw) => {
    expect(parseRemotesManifest(raw)).toEqual({
      value: {},
      errors: ['remotes.json must contain a JSON object'],
    });
  });
});
