#!/usr/bin/env node
// The local forms service, a stand-in for the external form services the site posts to:
//   POST /forms/contact        contact form (form POST or fetch) → 303 to the redirect (/thank-you)
//   POST /forms/newsletter     JSON {email}
//   GET  /forms/enquiry?…      prefilled enquiry form (name, email, phone, type, consent=yes)
//   GET  /forms/booking?…      prefilled booking form (… plus service)
//   GET  /forms/course-signup?… prefilled course sign-up (name, email, phone, course, answer=yes)
//   POST /forms/{enquiry|booking|course-signup}  records the submitted form
//   GET  /forms/submissions[?form=…]             everything recorded (JSON), for people and tests
// Beside them, the analytics collector the site's sink sends to locally (analytics.mjs):
//   POST /api/event             Plausible's Events API (one event)
//   POST /mp/collect?…          GA4's Measurement Protocol (up to 25 events)
//   GET  /analytics/events[?name=…]              every event recorded (JSON)
// Every accepted submission or event is appended to a JSON-lines file before it is acknowledged;
// malformed ones get a 4xx with a clear message and are not recorded.
// The HTML pages (the forms, their errors, the thanks, not found) are in English or in Arabic,
// right to left: `?lang=ar` (what the site's Arabic pages add to a form's URL), else the browser's
// Accept-Language, else English (texts.mjs). JSON answers stay English.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GA4_MAX_BODY, parseGa4Request, parsePlausibleEvent } from './analytics.mjs';
import { formPage, notFoundPage, problemsPage, thankYouPage } from './pages.mjs';
import { createSubmissionStore } from './store.mjs';
import { requestLanguage, TEXTS, textsOf } from './texts.mjs';

export const DEFAULT_STORE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../.data/submissions.ndjson',
);
const MAX_BODY = 64 * 1024;
const ANALYTICS_ROUTES = ['/api/event', '/mp/collect'];
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * A request the service refuses. `problems` are `{ kind, field?, max?, type? }` (written in a
 * page's language by texts.mjs) or, from the analytics parsers, English strings; `messages` are
 * the English texts (JSON answers).
 */
class BadRequest extends Error {
  constructor(problems, status = 400) {
    const messages = problems.map((problem) =>
      typeof problem === 'string' ? problem : TEXTS.en.problem(problem),
    );
    super(messages.join(' '));
    this.problems = problems;
    this.messages = messages;
    this.status = status;
  }

  /** The problems written in `language`. */
  messagesIn(language) {
    return this.problems.map((problem) =>
      typeof problem === 'string' ? problem : textsOf(language).problem(problem),
    );
  }
}

const text = (value, max) => (typeof value === 'string' ? value.trim().slice(0, max + 1) : '');

/** Field rules shared by every form: name, email, phone, message … */
function validate(fields, required) {
  const problems = [];
  const clean = {};
  for (const [name, value] of Object.entries(fields)) clean[name] = text(value, 5000);
  for (const name of required) if (!clean[name]) problems.push({ kind: 'required', field: name });
  if (clean.email && (!EMAIL.test(clean.email) || clean.email.length > 254))
    problems.push({ kind: 'invalidEmail', field: 'email' });
  if (clean.phone && ((clean.phone.match(/\d/g)?.length ?? 0) < 6 || !/^[+\d\s().-]+$/.test(clean.phone))) {
    problems.push({ kind: 'invalidPhone', field: 'phone' });
  }
  if (clean.name && clean.name.length > 200) problems.push({ kind: 'tooLong', field: 'name', max: 200 });
  if (clean.message && clean.message.length > 5000)
    problems.push({ kind: 'tooLong', field: 'message', max: 5000 });
  if (problems.length) throw new BadRequest(problems);
  return clean;
}

/**
 * The prefilled forms: `fields` are [name, value, type?] rows (their labels, the form's title and
 * intro are in texts.mjs). A default such as 'General Inquiry' is a value the form records, shown
 * as it is in every language.
 */
const PREFILLED_FORMS = {
  enquiry: {
    fields: (q) => [
      ['name', q.name],
      ['email', q.email, 'email'],
      ['phone', q.phone, 'tel'],
      ['type', q.type || 'General Inquiry'],
    ],
    hidden: (q) => ({ consent: q.consent || 'yes' }),
    required: ['name', 'email', 'phone', 'type'],
  },
  booking: {
    fields: (q) => [
      ['name', q.name],
      ['email', q.email, 'email'],
      ['phone', q.phone, 'tel'],
      ['service', q.service],
      ['type', q.type || 'Service Booking'],
    ],
    hidden: (q) => ({ consent: q.consent || 'yes' }),
    required: ['name', 'email', 'phone', 'service'],
  },
  'course-signup': {
    fields: (q) => [
      ['name', q.name],
      ['email', q.email, 'email'],
      ['phone', q.phone, 'tel'],
      ['course', q.course],
    ],
    hidden: (q) => ({ answer: q.answer || 'yes' }),
    required: ['name', 'email', 'phone', 'course'],
  },
};

/** A prefilled form's page in `language`: its values as given (the query, or what was posted). */
function prefilledFormPage(formName, values, { language, action, errors = [] }) {
  const form = PREFILLED_FORMS[formName];
  const texts = textsOf(language);
  return formPage({
    ...texts.forms[formName],
    action,
    fields: form.fields(values).map(([name, value, type]) => [name, texts.labels[name], value, type]),
    hidden: form.hidden(values),
    errors,
    language,
  });
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new BadRequest([{ kind: 'tooLarge' }], 413);
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type === 'application/json') {
    try {
      const parsed = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      return parsed;
    } catch {
      throw new BadRequest([{ kind: 'notJson' }]);
    }
  }
  if (type === 'application/x-www-form-urlencoded' || type === '')
    return Object.fromEntries(new URLSearchParams(raw));
  throw new BadRequest([{ kind: 'contentType', type }], 415);
}

/** An analytics request's body: JSON, sent as text/plain (sendBeacon, no-cors fetch) or application/json. */
async function readJsonBody(req, maxBytes) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > maxBytes) throw new BadRequest(['The request is too large.'], 413);
    chunks.push(chunk);
  }
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (!['', 'text/plain', 'application/json'].includes(type))
    throw new BadRequest([`Unsupported content type "${type}": send JSON.`], 415);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BadRequest(['The body is not valid JSON.']);
  }
}

/** Where analytics events are recorded: beside the submissions file. */
function analyticsFileFor(storeFile) {
  const name = path.basename(storeFile);
  return path.join(
    path.dirname(storeFile),
    name.startsWith('submissions') ? name.replace(/^submissions/, 'analytics') : `analytics.${name}`,
  );
}

/**
 * @param {{ port: number, host?: string, storeFile?: string, analyticsFile?: string, allowedOrigins?: string[] }} options
 *   allowedOrigins: site origins a contact form may redirect back to (and CORS). Any localhost
 *   origin is allowed when the list is empty.
 */
export async function startFormsServer({
  port,
  host = '127.0.0.1',
  storeFile = DEFAULT_STORE,
  analyticsFile = analyticsFileFor(storeFile),
  allowedOrigins = [],
}) {
  const store = createSubmissionStore(storeFile);
  const analytics = createSubmissionStore(analyticsFile);
  const isAllowedOrigin = (origin) => {
    if (!origin) return false;
    if (allowedOrigins.length) return allowedOrigins.includes(origin);
    try {
      return ['localhost', '127.0.0.1'].includes(new URL(origin).hostname);
    } catch {
      return false;
    }
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    const origin = req.headers.origin;
    const cors = isAllowedOrigin(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
    // The analytics endpoints answer JSON whatever the client asks (their bodies come as text/plain).
    const wantsJson =
      ANALYTICS_ROUTES.includes(url.pathname.replace(/\/+$/, '')) ||
      String(req.headers.accept ?? '').includes('application/json') ||
      String(req.headers['content-type'] ?? '').includes('application/json');
    const json = (status, body) => {
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        ...cors,
      });
      res.end(JSON.stringify(body));
    };
    // The language of the service's pages (texts.mjs): `?lang=…`, else Accept-Language, else English.
    const { language, named } = requestLanguage(url.searchParams, req.headers['accept-language']);
    const html = (status, body) => {
      res.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Language': language,
        'Cache-Control': 'no-store',
        ...cors,
        Vary: cors.Vary ? `${cors.Vary}, Accept-Language` : 'Accept-Language',
      });
      res.end(body);
    };

    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type, Accept',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      const route = url.pathname.replace(/\/+$/, '');

      if (req.method === 'GET' && route === '/forms/submissions') {
        json(200, { submissions: await store.list(url.searchParams.get('form') ?? undefined) });
        return;
      }
      if (req.method === 'GET' && route === '/analytics/events') {
        const name = url.searchParams.get('name');
        const events = (await analytics.list()).map(({ fields, form: provider, ...record }) => ({
          ...record,
          provider,
          ...fields,
        }));
        json(200, { events: name ? events.filter((event) => event.name === name) : events });
        return;
      }
      if (req.method === 'POST' && route === '/api/event') {
        const { event, problems } = parsePlausibleEvent(await readJsonBody(req, 16 * 1024));
        if (!event) throw new BadRequest(problems);
        await analytics.append('plausible', event, { userAgent: req.headers['user-agent'] ?? null });
        json(202, {});
        return;
      }
      if (req.method === 'POST' && route === '/mp/collect') {
        const { events, problems } = parseGa4Request(url.searchParams, await readJsonBody(req, GA4_MAX_BODY));
        if (!events) throw new BadRequest(problems);
        const userAgent = req.headers['user-agent'] ?? null;
        await Promise.all(events.map((item) => analytics.append('ga4', item, { userAgent })));
        res.writeHead(204, { 'Cache-Control': 'no-store', ...cors });
        res.end();
        return;
      }
      if (req.method === 'GET' && route === '/health') {
        json(200, { ok: true });
        return;
      }

      if (route === '/forms/contact' && req.method === 'POST') {
        const body = await readBody(req);
        const fields = validate({ name: body.name, email: body.email, message: body.message }, [
          'name',
          'email',
          'message',
        ]);
        const redirect = resolveRedirect(body.redirect, req.headers.referer ?? origin, isAllowedOrigin);
        const record = await store.append('contact', fields, { origin: origin ?? null });
        if (wantsJson) json(200, { ok: true, id: record.id, redirect });
        else {
          res.writeHead(303, { Location: redirect, 'Cache-Control': 'no-store', ...cors });
          res.end();
        }
        return;
      }

      if (route === '/forms/newsletter' && req.method === 'POST') {
        const body = await readBody(req);
        const fields = validate({ email: body.email }, ['email']);
        const record = await store.append('newsletter', fields, { origin: origin ?? null });
        json(201, { ok: true, id: record.id });
        return;
      }

      const formName = route.replace(/^\/forms\//, '');
      const form =
        route.startsWith('/forms/') && Object.hasOwn(PREFILLED_FORMS, formName)
          ? PREFILLED_FORMS[formName]
          : undefined;
      // The form posts back in its language, when the URL named one or it is not English.
      const action = named || language !== 'en' ? `${route}?lang=${language}` : route;
      if (form && req.method === 'GET') {
        html(200, prefilledFormPage(formName, Object.fromEntries(url.searchParams), { language, action }));
        return;
      }
      if (form && req.method === 'POST') {
        const body = await readBody(req);
        let fields;
        try {
          const hidden = form.hidden(body);
          const names = [...form.fields(body).map(([name]) => name), ...Object.keys(hidden)];
          fields = validate(
            Object.fromEntries(names.map((name) => [name, body[name] ?? hidden[name]])),
            form.required,
          );
        } catch (error) {
          if (error instanceof BadRequest && !wantsJson) {
            // What the visitor typed stays in the form, beside what to fix.
            html(
              400,
              prefilledFormPage(formName, body, { language, action, errors: error.messagesIn(language) }),
            );
            return;
          }
          throw error;
        }
        const record = await store.append(formName, fields);
        if (wantsJson) json(201, { ok: true, id: record.id });
        else html(200, thankYouPage(textsOf(language).received(formName, record.id), language));
        return;
      }

      if (wantsJson) json(404, { error: `No form at ${route}` });
      else html(404, notFoundPage(route, language));
    } catch (error) {
      if (error instanceof BadRequest) {
        if (wantsJson) json(error.status, { error: error.message, problems: error.messages });
        else html(error.status, problemsPage(error.messagesIn(language), language));
      } else {
        console.error('[forms]', error);
        json(500, { error: 'The submission could not be stored. Please try again.' });
      }
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    store,
    analytics,
    close: async () => {
      await new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await Promise.all([store.close(), analytics.close()]);
    },
  };
}

/** Where to send the visitor after the contact form: a same-site URL only (no open redirect). */
function resolveRedirect(requested, referer, isAllowedOrigin) {
  let base = null;
  try {
    base = referer ? new URL(referer).origin : null;
  } catch {
    base = null;
  }
  const fallback = base && isAllowedOrigin(base) ? `${base}/thank-you` : '/thank-you';
  if (typeof requested !== 'string' || !requested.trim()) return fallback;
  try {
    const target = new URL(requested, base ?? 'http://invalid.local');
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return fallback;
    if (!isAllowedOrigin(target.origin)) return fallback;
    return target.href;
  } catch {
    return fallback;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? process.argv[2] ?? 4020);
  const forms = await startFormsServer({ port });
  console.log(`forms service on ${forms.url} (recording to ${forms.store.file} and ${forms.analytics.file})`);
  const stop = () => forms.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
