import { isRemoteName, type RemoteName } from './remote';

/**
 * Runtime configuration, fetched by the shell from /config.json at start (never baked into a
 * build), so the same artifacts run against the local demo services or the real ones.
 */
export interface SiteConfig {
  siteName: string;
  /** Public origin of the site, for share links and canonical URLs; '' means "the current origin". */
  siteUrl: string;
  content: ContentConfig;
  auth: AuthConfig;
  forms: FormsConfig;
  /** External profiles shown in the footer; null hides a link. */
  links: ExternalLinks;
  /** Where the shell sends page views and product events; provider null turns analytics off. */
  analytics: AnalyticsConfig;
}

export interface ContentConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Set to use a Sanity-compatible API somewhere else than *.api.sanity.io (the local demo API). */
  apiHost: string | null;
  useCdn: boolean;
}

export interface AuthConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set to connect the SDK to a Firebase Auth emulator (local development and tests). */
  emulatorUrl: string | null;
}

export interface FormsConfig {
  /** Contact form: HTML form POST (name, email, message, redirect). */
  contact: string;
  /** Newsletter: JSON POST {email}. */
  newsletter: string;
  // The three below are URL templates: {name}, {email}, {phone}, {type}, {service}, {course} and
  // {locale} (the page's edition) become URL-encoded values (`buildFormUrl`).
  /** Enquiry form opened in a new tab with prefilled query fields. */
  enquiry: string;
  /** Consulting booking form opened in a new tab. */
  booking: string;
  /** Course sign-up form opened in a new tab. */
  courseSignup: string;
}

export interface ExternalLinks {
  github: string | null;
  twitter: string | null;
  youtube: string | null;
}

export type AnalyticsProvider = 'plausible' | 'ga4';

export const ANALYTICS_PROVIDERS: readonly AnalyticsProvider[] = ['plausible', 'ga4'];

/** Each provider's own service, used when `analytics.host` is not set. */
export const DEFAULT_ANALYTICS_HOSTS: Record<AnalyticsProvider, string> = {
  plausible: 'https://plausible.io',
  ga4: 'https://www.google-analytics.com',
};

/**
 * The analytics provider and its settings. Plausible speaks its Events API
 * (`POST {host}/api/event`); GA4 the Measurement Protocol (`POST {host}/mp/collect`).
 * Do Not Track and Global Privacy Control always win: nothing is sent for such a visitor.
 */
export interface AnalyticsConfig {
  /** null: analytics is off (nothing is loaded, asked or sent). */
  provider: AnalyticsProvider | null;
  /** The provider's origin (and path prefix, if any); '' means the provider's own service. */
  host: string;
  /** Plausible: the site's domain as added in Plausible (required for Plausible). */
  domain: string;
  /** GA4: the data stream's measurement ID, G-… (required for GA4). */
  measurementId: string;
  /** GA4: a Measurement Protocol API secret of that stream (required for GA4). */
  apiSecret: string;
  /**
   * true: nothing is sent until the visitor allows analytics (the shell asks once, and the footer's
   * 'Privacy choices' changes the answer); false: no consent is asked (cookieless providers such as
   * Plausible).
   */
  requireConsent: boolean;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteName: 'QuantEthic',
  siteUrl: '',
  content: { projectId: '', dataset: 'production', apiVersion: '2025-07-16', apiHost: null, useCdn: false },
  auth: { apiKey: '', authDomain: '', projectId: '', emulatorUrl: null },
  forms: { contact: '', newsletter: '', enquiry: '', booking: '', courseSignup: '' },
  links: { github: null, twitter: null, youtube: null },
  analytics: { provider: null, host: '', domain: '', measurementId: '', apiSecret: '', requireConsent: true },
};

export interface ParseResult<T> {
  value: T;
  /** Human-readable problems; the value falls back to defaults for each of them. */
  errors: string[];
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() !== value || value === '') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a config object field by field: anything missing or malformed falls back to the default. */
export function parseSiteConfig(raw: unknown): ParseResult<SiteConfig> {
  const errors: string[] = [];
  const base = structuredClone(DEFAULT_SITE_CONFIG);
  if (!isRecord(raw)) {
    return { value: base, errors: ['config.json must contain a JSON object'] };
  }

  const str = (obj: Record<string, unknown>, key: string, path: string, fallback: string): string => {
    const v = obj[key];
    if (v === undefined) return fallback;
    if (typeof v === 'string') return v;
    errors.push(`${path}.${key} must be a string`);
    return fallback;
  };
  const url = (obj: Record<string, unknown>, key: string, path: string, fallback: string | null) => {
    const v = obj[key];
    if (v === undefined || v === null || v === '') return fallback;
    if (isHttpUrl(v)) return v;
    errors.push(`${path}.${key} must be an http(s) URL`);
    return fallback;
  };
  const bool = (obj: Record<string, unknown>, key: string, path: string, fallback: boolean): boolean => {
    const v = obj[key];
    if (v === undefined) return fallback;
    if (typeof v === 'boolean') return v;
    errors.push(`${path}.${key} must be a boolean`);
    return fallback;
  };
  const section = (key: string): Record<string, unknown> => {
    const v = raw[key];
    if (v === undefined) return {};
    if (isRecord(v)) return v;
    errors.push(`${key} must be an object`);
    return {};
  };

  base.siteName = str(raw, 'siteName', 'config', base.siteName) || base.siteName;
  base.siteUrl = url(raw, 'siteUrl', 'config', '') ?? '';

  const content = section('content');
  base.content = {
    projectId: str(content, 'projectId', 'content', ''),
    dataset: str(content, 'dataset', 'content', base.content.dataset),
    apiVersion: str(content, 'apiVersion', 'content', base.content.apiVersion),
    apiHost: url(content, 'apiHost', 'content', null),
    useCdn: bool(content, 'useCdn', 'content', base.content.useCdn),
  };

  const auth = section('auth');
  base.auth = {
    apiKey: str(auth, 'apiKey', 'auth', ''),
    authDomain: str(auth, 'authDomain', 'auth', ''),
    projectId: str(auth, 'projectId', 'auth', ''),
    emulatorUrl: url(auth, 'emulatorUrl', 'auth', null),
  };

  const forms = section('forms');
  for (const key of Object.keys(base.forms) as (keyof FormsConfig)[]) {
    base.forms[key] = url(forms, key, 'forms', '') ?? '';
  }

  const links = section('links');
  for (const key of Object.keys(base.links) as (keyof ExternalLinks)[]) {
    base.links[key] = url(links, key, 'links', null);
  }

  base.analytics = parseAnalytics(section('analytics'), errors);

  return { value: base, errors };
}

/**
 * The analytics section. A wrong field turns analytics off, with an error naming it, so events never
 * go to a host nobody meant; a malformed `requireConsent` falls back to asking for consent.
 */
function parseAnalytics(raw: Record<string, unknown>, errors: string[]): AnalyticsConfig {
  const off = structuredClone(DEFAULT_SITE_CONFIG.analytics);
  if (raw.requireConsent !== undefined) {
    if (typeof raw.requireConsent === 'boolean') off.requireConsent = raw.requireConsent;
    else errors.push('analytics.requireConsent must be a boolean');
  }
  const provider = raw.provider;
  if (provider === undefined || provider === null || provider === '') return off;
  if (!ANALYTICS_PROVIDERS.includes(provider as AnalyticsProvider)) {
    errors.push(
      `analytics.provider must be one of ${ANALYTICS_PROVIDERS.join(', ')} or null; analytics is off`,
    );
    return off;
  }

  const problems: string[] = [];
  const str = (key: keyof AnalyticsConfig, required: boolean, pattern?: RegExp): string => {
    const v = raw[key];
    if (typeof v === 'string' && v.trim() && (!pattern || pattern.test(v.trim()))) return v.trim();
    if (v === undefined || v === null || v === '') {
      if (required) problems.push(`analytics.${key} is required for ${provider}`);
    } else problems.push(`analytics.${key} is not valid`);
    return '';
  };
  const value: AnalyticsConfig = {
    provider: provider as AnalyticsProvider,
    host: str('host', false),
    domain: str('domain', provider === 'plausible'),
    measurementId: str('measurementId', provider === 'ga4', /^G-[A-Z0-9]+$/i),
    apiSecret: str('apiSecret', provider === 'ga4'),
    requireConsent: off.requireConsent,
  };
  if (value.host) {
    const url = isHttpUrl(value.host) ? new URL(value.host) : null;
    if (!url || url.search || url.hash || url.username || url.password)
      problems.push('analytics.host must be an http(s) URL without a query');
  }
  if (problems.length) {
    errors.push(...problems.map((problem) => `${problem}; analytics is off`));
    return off;
  }
  value.host = (value.host || DEFAULT_ANALYTICS_HOSTS[value.provider as AnalyticsProvider]).replace(
    /\/+$/,
    '',
  );
  return value;
}

/** remotes.json: remote name → URL of its mf-manifest.json (or remoteEntry.js). */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

const PROBE_ORIGIN = 'https://quantethic.invalid';

/**
 * A path on this site: it starts with '/' and still resolves to this origin, so `//host`,
 * `/\host` and `/<tab>/host` (browsers read all three as another host) are refused.
 */
function isRootRelativePath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export function parseRemotesManifest(raw: unknown): ParseResult<RemotesManifest> {
  if (!isRecord(raw)) return { value: {}, errors: ['remotes.json must contain a JSON object'] };
  const value: RemotesManifest = {};
  const errors: string[] = [];
  for (const [name, entry] of Object.entries(raw)) {
    if (!isRemoteName(name)) {
      errors.push(`remotes.json: unknown remote "${name}"`);
      continue;
    }
    if (isHttpUrl(entry) || isRootRelativePath(entry)) value[name] = entry as string;
    else errors.push(`remotes.json: "${name}" must be an http(s) URL or a root-relative path`);
  }
  return { value, errors };
}
