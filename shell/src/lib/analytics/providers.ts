import type { AnalyticsConfig, AnalyticsValue } from '@quantethic/shared';
import type { AnalyticsEntry } from './entry';

/** One HTTP request to the provider: a JSON body, sent as text/plain (no CORS preflight). */
export interface ProviderRequest {
  url: string;
  body: string;
}

/** Query parameters kept in reported URLs (campaign attribution); every other one is dropped. */
const KEPT_PARAMS = /^(utm_(source|medium|campaign|term|content)|ref|source)$/;

/**
 * A URL as reported: origin and path, plus campaign parameters. Queries can carry secrets (a
 * password reset's oobCode) or personal data, so nothing else of them leaves the page.
 */
export function cleanUrl(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const kept = new URLSearchParams();
    for (const [key, value] of url.searchParams) if (KEPT_PARAMS.test(key)) kept.append(key, value);
    const query = kept.toString();
    return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
  } catch {
    return null;
  }
}

/** Property names that would identify a person: never sent, whatever a remote emits. */
const PERSONAL_KEYS = new Set([
  'name',
  'firstname',
  'lastname',
  'fullname',
  'username',
  'email',
  'emailaddress',
  'mail',
  'phone',
  'phonenumber',
  'tel',
  'telephone',
  'mobile',
  'address',
  'password',
]);
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Drops personal properties (by name, or a value that looks like an email address) and nulls. */
export function safeProperties(
  properties: Record<string, AnalyticsValue>,
): Record<string, string | number | boolean> {
  const safe: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || PERSONAL_KEYS.has(key.toLowerCase().replace(/[^a-z]/g, ''))) continue;
    if (typeof value === 'string' && EMAIL_LIKE.test(value)) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    safe[key] = value;
  }
  return safe;
}

const truncate = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

// Plausible Events API (plausible.io/docs/events-api): one event per request; custom properties
// at most 30, keys up to 300 characters, values up to 2000 (plausible.io/docs/custom-props).
const PLAUSIBLE_MAX_PROPS = 30;

export function plausibleRequests(config: AnalyticsConfig, entries: AnalyticsEntry[]): ProviderRequest[] {
  const url = `${config.host}/api/event`;
  return entries.flatMap((entry) => {
    const pageUrl = cleanUrl(entry.url);
    if (!pageUrl) return [];
    const props = Object.fromEntries(
      Object.entries(safeProperties(entry.properties))
        .slice(0, PLAUSIBLE_MAX_PROPS)
        .map(([key, value]) => [
          truncate(key, 300),
          typeof value === 'string' ? truncate(value, 2000) : value,
        ]),
    );
    const body = {
      name: entry.kind === 'pageview' ? 'pageview' : entry.name,
      url: pageUrl,
      domain: config.domain,
      referrer: cleanUrl(entry.referrer),
      ...(Object.keys(props).length ? { props } : {}),
    };
    return [{ url, body: JSON.stringify(body) }];
  });
}

// GA4 Measurement Protocol (developers.google.com/analytics/devguides/collection/protocol/ga4):
// up to 25 events per request and 25 parameters per event; event and parameter names up to 40
// characters (letters, digits, underscores, starting with a letter; google_, ga_ and firebase_
// are reserved); parameter values up to 100 characters (page_location 1000, page_referrer 420).
const GA4_MAX_EVENTS = 25;
const GA4_MAX_PARAMS = 25;
const GA4_RESERVED = /^(google_|ga_|firebase_)/;

/** 'Course Viewed' → 'course_viewed': a name GA4 accepts. */
export function ga4Name(name: string): string {
  let result = name
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  if (!/^[a-z]/.test(result)) result = `e_${result}`;
  if (GA4_RESERVED.test(result)) result = `qe_${result}`;
  return truncate(result, 40).replace(/_$/, '');
}

export interface Ga4Ids {
  clientId: string;
  sessionId: string;
}

export function ga4Requests(
  config: AnalyticsConfig,
  entries: AnalyticsEntry[],
  ids: Ga4Ids,
): ProviderRequest[] {
  const url = `${config.host}/mp/collect?${new URLSearchParams({
    measurement_id: config.measurementId,
    api_secret: config.apiSecret,
  })}`;
  const events = entries.flatMap((entry) => {
    const location = cleanUrl(entry.url);
    if (!location) return [];
    const referrer = cleanUrl(entry.referrer);
    const page: Record<string, string | number> = {
      page_location: truncate(location, 1000),
      ...(referrer ? { page_referrer: truncate(referrer, 420) } : {}),
      // Needed for the event to show in Realtime reports and sessions.
      session_id: ids.sessionId,
      engagement_time_msec: 1,
    };
    const own = Object.entries(safeProperties(entry.properties))
      .map(
        ([key, value]) => [ga4Name(key), typeof value === 'string' ? truncate(value, 100) : value] as const,
      )
      .filter(([key]) => !(key in page))
      .slice(0, GA4_MAX_PARAMS - Object.keys(page).length);
    return [
      {
        name: entry.kind === 'pageview' ? 'page_view' : ga4Name(entry.name),
        params: { ...Object.fromEntries(own), ...page },
      },
    ];
  });
  const requests: ProviderRequest[] = [];
  for (let i = 0; i < events.length; i += GA4_MAX_EVENTS) {
    requests.push({
      url,
      body: JSON.stringify({ client_id: ids.clientId, events: events.slice(i, i + GA4_MAX_EVENTS) }),
    });
  }
  return requests;
}
