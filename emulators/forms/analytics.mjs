// The local analytics collector: the request formats of the real providers the shell's sink
// speaks, checked the way a strict provider would, so the app's code is the same in production.
//   Plausible Events API   POST /api/event   one event: {name, url, domain, referrer?, props?}
//   GA4 Measurement Protocol  POST /mp/collect?measurement_id=G-…&api_secret=…
//                             {client_id, events: [{name, params?}, …]} (1–25 events)
// Both accept the JSON body as text/plain or application/json (a browser's sendBeacon sends a
// string as text/plain, which needs no CORS preflight). A malformed request is refused whole
// with a 400 and the problems; nothing of it is recorded.

/** Plausible: custom properties per event (plausible.io/docs/custom-props). */
export const PLAUSIBLE_MAX_PROPS = 30;
export const PLAUSIBLE_MAX_PROP_KEY = 300;
export const PLAUSIBLE_MAX_PROP_VALUE = 2000;
/** GA4 Measurement Protocol limits (developers.google.com/analytics/devguides/collection/protocol/ga4). */
export const GA4_MAX_EVENTS = 25;
export const GA4_MAX_PARAMS = 25;
export const GA4_MAX_NAME = 40;
export const GA4_MAX_VALUE = 100;
/** GA4 allows longer values for these page parameters. */
export const GA4_LONG_PARAMS = { page_location: 1000, page_referrer: 420, page_title: 300 };
export const GA4_MAX_BODY = 130 * 1024;
const GA4_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const GA4_RESERVED_PREFIXES = ['google_', 'ga_', 'firebase_'];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrimitive = (value) => ['string', 'number', 'boolean'].includes(typeof value);

function httpUrl(value) {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Checks a Plausible Events API body.
 * @returns {{ event?: object, problems: string[] }}
 */
export function parsePlausibleEvent(body) {
  const problems = [];
  if (!isObject(body)) return { problems: ['The body must be a JSON object.'] };
  if (typeof body.name !== 'string' || !body.name.trim()) problems.push('name is required.');
  if (!httpUrl(body.url)) problems.push('url must be an absolute http(s) URL.');
  if (typeof body.domain !== 'string' || !body.domain.trim()) problems.push('domain is required.');
  if (body.referrer !== undefined && body.referrer !== null && typeof body.referrer !== 'string')
    problems.push('referrer must be a string.');
  const props = body.props ?? {};
  if (!isObject(props)) problems.push('props must be an object.');
  else {
    const entries = Object.entries(props);
    if (entries.length > PLAUSIBLE_MAX_PROPS)
      problems.push(`props can have at most ${PLAUSIBLE_MAX_PROPS} properties.`);
    for (const [key, value] of entries) {
      if (key.length > PLAUSIBLE_MAX_PROP_KEY) problems.push(`props key "${key.slice(0, 40)}…" is too long.`);
      if (!isPrimitive(value)) problems.push(`props.${key} must be a string, number or boolean.`);
      else if (String(value).length > PLAUSIBLE_MAX_PROP_VALUE) problems.push(`props.${key} is too long.`);
    }
  }
  if (problems.length) return { problems };
  return {
    problems,
    event: {
      name: body.name,
      url: body.url,
      domain: body.domain,
      referrer: body.referrer ?? null,
      props: Object.keys(props).length ? props : {},
    },
  };
}

/**
 * Checks a GA4 Measurement Protocol request (its query and body).
 * @returns {{ events?: object[], problems: string[] }}
 */
export function parseGa4Request(searchParams, body) {
  const problems = [];
  const measurementId = searchParams.get('measurement_id') ?? '';
  if (!/^G-[A-Z0-9]+$/i.test(measurementId)) problems.push('measurement_id must be a GA4 measurement ID.');
  if (!searchParams.get('api_secret')) problems.push('api_secret is required.');
  if (!isObject(body)) return { problems: [...problems, 'The body must be a JSON object.'] };
  if (typeof body.client_id !== 'string' || !body.client_id) problems.push('client_id is required.');
  if (!Array.isArray(body.events) || body.events.length === 0)
    problems.push('events must be a non-empty array.');
  else if (body.events.length > GA4_MAX_EVENTS)
    problems.push(`A request can have at most ${GA4_MAX_EVENTS} events.`);
  else {
    body.events.forEach((event, index) => {
      const at = `events[${index}]`;
      if (!isObject(event)) {
        problems.push(`${at} must be an object.`);
        return;
      }
      if (!isGa4Name(event.name)) problems.push(`${at}.name is not a valid event name.`);
      const params = event.params ?? {};
      if (!isObject(params)) {
        problems.push(`${at}.params must be an object.`);
        return;
      }
      const entries = Object.entries(params);
      if (entries.length > GA4_MAX_PARAMS) problems.push(`${at} has more than ${GA4_MAX_PARAMS} params.`);
      for (const [key, value] of entries) {
        if (!isGa4Name(key)) problems.push(`${at}.params has an invalid name "${key.slice(0, 50)}".`);
        else if (!isPrimitive(value))
          problems.push(`${at}.params.${key} must be a string, number or boolean.`);
        else if (String(value).length > (GA4_LONG_PARAMS[key] ?? GA4_MAX_VALUE))
          problems.push(`${at}.params.${key} is too long.`);
      }
    });
  }
  if (problems.length) return { problems };
  return {
    problems,
    events: body.events.map((event) => ({
      name: event.name,
      params: event.params ?? {},
      clientId: body.client_id,
      measurementId,
    })),
  };
}

function isGa4Name(name) {
  return (
    typeof name === 'string' &&
    name.length <= GA4_MAX_NAME &&
    GA4_NAME.test(name) &&
    !GA4_RESERVED_PREFIXES.some((prefix) => name.toLowerCase().startsWith(prefix))
  );
}
