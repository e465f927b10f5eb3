// @vitest-environment node
import { type AnalyticsConfig, DEFAULT_SITE_CONFIG } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import type { AnalyticsEntry } from './entry';
import { cleanUrl, ga4Name, ga4Requests, plausibleRequests, safeProperties } from './providers';

const PLAUSIBLE: AnalyticsConfig = {
  ...DEFAULT_SITE_CONFIG.analytics,
  provider: 'plausible',
  host: 'https://plausible.io',
  domain: 'quantethic.example',
};
const GA4: AnalyticsConfig = {
  ...DEFAULT_SITE_CONFIG.analytics,
  provider: 'ga4',
  host: 'https://www.google-analytics.com',
  measurementId: 'G-AB12CD34',
  apiSecret: 'se cret&x',
};
const IDS = { clientId: '123.456', sessionId: '1700000000' };

const view = (url: string, referrer: string | null = null): AnalyticsEntry => ({
  kind: 'pageview',
  name: 'pageview',
  properties: {},
  url,
  referrer,
});
const event = (
  name: string,
  properties: AnalyticsEntry['properties'],
  url = 'https://q.example/courses/x',
) => ({
  kind: 'event' as const,
  name,
  properties,
  url,
  referrer: null,
});

describe('cleanUrl', () => {
  it.each([
    ['https://q.example/courses/x?lesson=2#top', 'https://q.example/courses/x'],
    [
      'https://q.example/reset-password?mode=resetPassword&oobCode=SECRET',
      'https://q.example/reset-password',
    ],
    [
      'https://q.example/?utm_source=news&email=a@b.co&utm_campaign=spring',
      'https://q.example/?utm_source=news&utm_campaign=spring',
    ],
    ['javascript:alert(1)', null],
    ['not a url', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(cleanUrl(input)).toBe(expected);
  });
});

describe('safeProperties', () => {
  it('drops personal data by name or by an email-like value, and nulls', () => {
    expect(
      safeProperties({
        title: 'Sukuk 101',
        level: null,
        email: 'x',
        'First Name': 'Aisha',
        phone_number: '+44 20',
        note: 'write to aisha@example.com',
        score: 3,
        free: true,
      }),
    ).toEqual({ title: 'Sukuk 101', score: 3, free: true });
  });
});

describe("Plausible's Events API", () => {
  it('sends one request per event: POST {host}/api/event with name, url, domain, referrer and props', () => {
    const requests = plausibleRequests(PLAUSIBLE, [
      view('https://q.example/courses?x=1', 'https://search.example/?q=sukuk'),
      event('Course Viewed', { title: 'Sukuk 101', level: 'Beginner' }),
      event('Signed Up', {}),
    ]);
    expect(requests.map((r) => r.url)).toEqual(Array(3).fill('https://plausible.io/api/event'));
    expect(requests.map((r) => JSON.parse(r.body))).toEqual([
      {
        name: 'pageview',
        url: 'https://q.example/courses',
        domain: 'quantethic.example',
        referrer: 'https://search.example/',
      },
      {
        name: 'Course Viewed',
        url: 'https://q.example/courses/x',
        domain: 'quantethic.example',
        referrer: null,
        props: { title: 'Sukuk 101', level: 'Beginner' },
      },
      { name: 'Signed Up', url: 'https://q.example/courses/x', domain: 'quantethic.example', referrer: null },
    ]);
  });

  it('keeps within its limits: 30 props, values up to 2000 characters', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${i}`, 'v'.repeat(2500)]));
    const [request] = plausibleRequests(PLAUSIBLE, [event('Form Submitted', many)]);
    const props = JSON.parse(request?.body ?? '{}').props;
    expect(Object.keys(props)).toHaveLength(30);
    expect(props.p0).toHaveLength(2000);
  });
});

describe("GA4's Measurement Protocol", () => {
  it('batches up to 25 events per request to {host}/mp/collect with the measurement ID and secret', () => {
    const entries = [
      view('https://q.example/', 'https://search.example/'),
      ...Array.from({ length: 29 }, (_, i) => event('Course Viewed', { title: `Course ${i}`, level: null })),
    ];
    const requests = ga4Requests(GA4, entries, IDS);
    expect(requests).toHaveLength(2);
    const url = new URL(requests[0]?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google-analytics.com/mp/collect');
    expect(url.searchParams.get('measurement_id')).toBe('G-AB12CD34');
    expect(url.searchParams.get('api_secret')).toBe('se cret&x');
    const [first, second] = requests.map((r) => JSON.parse(r.body));
    expect(first.client_id).toBe('123.456');
    expect(first.events).toHaveLength(25);
    expect(second.events).toHaveLength(5);
    expect(first.events[0]).toEqual({
      name: 'page_view',
      params: {
        page_location: 'https://q.example/',
        page_referrer: 'https://search.example/',
        session_id: '1700000000',
        engagement_time_msec: 1,
      },
    });
    expect(first.events[1]).toEqual({
      name: 'course_viewed',
      params: {
        title: 'Course 0',
        page_location: 'https://q.example/courses/x',
        session_id: '1700000000',
        engagement_time_msec: 1,
      },
    });
  });

  it('keeps within its limits: names, 25 params, values up to 100 characters', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`Param ${i}`, 'v'.repeat(150)]));
    const [request] = ga4Requests(GA4, [event('Form Submitted', many)], IDS);
    const [sent] = JSON.parse(request?.body ?? '{}').events;
    expect(sent.name).toBe('form_submitted');
    expect(Object.keys(sent.params)).toHaveLength(25);
    expect(sent.params.param_0).toHaveLength(100);
    for (const name of Object.keys(sent.params)) expect(name).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
  });

  it.each([
    ['Course Viewed', 'course_viewed'],
    ['  Form -- Submitted!  ', 'form_submitted'],
    ['2024 Report', 'e_2024_report'],
    ['ga_secret', 'qe_ga_secret'],
    [
      'A very long event name that goes well beyond forty characters',
      'a_very_long_event_name_that_goes_well_be',
    ],
  ])('%j becomes the GA4 name %j', (name, expected) => {
    expect(ga4Name(name)).toBe(expected);
    expect(ga4Name(name).length).toBeLessThanOrEqual(40);
  });
});
