// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFormsServer } from './server.mjs';

let forms: Awaited<ReturnType<typeof startFormsServer>>;
let dir: string;
const SITE = 'http://localhost:4000';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'qe-forms-'));
  forms = await startFormsServer({
    port: 0,
    storeFile: path.join(dir, 'submissions.ndjson'),
    allowedOrigins: [SITE],
  });
});
afterAll(async () => {
  await forms.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (route: string, body: string, headers: Record<string, string>) =>
  fetch(`${forms.url}${route}`, { method: 'POST', body, headers, redirect: 'manual' });
const list = async (form: string) =>
  (await (await fetch(`${forms.url}/forms/submissions?form=${form}`)).json()).submissions;

describe('contact form', () => {
  it('records a form POST and redirects to the thank-you page', async () => {
    const response = await post(
      '/forms/contact',
      new URLSearchParams({
        name: 'Aisha',
        email: 'aisha@example.com',
        message: 'Hello',
        redirect: `${SITE}/thank-you`,
      }).toString(),
      { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${SITE}/` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/thank-you`);
    expect((await list('contact')).at(-1).fields).toEqual({
      name: 'Aisha',
      email: 'aisha@example.com',
      message: 'Hello',
    });
  });

  it('answers a fetch with JSON and never redirects off the site', async () => {
    const response = await post(
      '/forms/contact',
      JSON.stringify({
        name: 'A',
        email: 'a@example.com',
        message: 'x',
        redirect: 'https://evil.example/phish',
      }),
      { 'Content-Type': 'application/json', Origin: SITE },
    );
    expect(await response.json()).toMatchObject({ ok: true, redirect: `${SITE}/thank-you` });
  });

  it.each([
    ['a missing message', { name: 'A', email: 'a@example.com' }, 'message is required.'],
    [
      'a bad email',
      { name: 'A', email: 'not-an-email', message: 'x' },
      'email is not a valid email address.',
    ],
  ])('rejects %s with a 400 and records nothing', async (_, fields, message) => {
    const before = (await list('contact')).length;
    const response = await post('/forms/contact', JSON.stringify(fields), {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).problems).toContain(message);
    expect(await list('contact')).toHaveLength(before);
  });
});

describe('newsletter', () => {
  it('records 200 concurrent submissions, every one, durably', async () => {
    const emails = Array.from({ length: 200 }, (_, i) => `reader${i}@example.com`);
    const responses = await Promise.all(
      emails.map((email) =>
        post('/forms/newsletter', JSON.stringify({ email }), { 'Content-Type': 'application/json' }),
      ),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const stored = (await list('newsletter')).map((s: { fields: { email: string } }) => s.fields.email);
    expect(stored.sort()).toEqual([...emails].sort());
    const lines = (await readFile(path.join(dir, 'submissions.ndjson'), 'utf8')).trim().split('\n');
    expect(lines.every((line) => JSON.parse(line).id)).toBe(true);
  });

  it.each([
    ['not JSON', '{email:', 'application/json'],
    ['no email', '{}', 'application/json'],
    ['an unsupported content type', 'email=a@example.com', 'text/plain'],
  ])('rejects %s with a clear message', async (_, body, type) => {
    const response = await post('/forms/newsletter', body, {
      'Content-Type': type,
      Accept: 'application/json',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await response.json()).error).toEqual(expect.any(String));
  });
});

describe('prefilled forms', () => {
  it.each([
    [
      'enquiry',
      {
        name: 'Aisha',
        email: 'a@example.com',
        phone: '+44 20 7946 0000',
        type: 'Collaboration',
        consent: 'yes',
      },
    ],
    [
      'booking',
      {
        name: 'Aisha',
        email: 'a@example.com',
        phone: '+44 20 7946 0000',
        service: 'Sukuk Structuring Advisory',
        consent: 'yes',
      },
    ],
    [
      'course-signup',
      {
        name: 'Aisha',
        email: 'a@example.com',
        phone: '+44 20 7946 0000',
        course: 'Islamic Finance Foundations',
        answer: 'yes',
      },
    ],
  ])('%s shows the prefilled values and records the submitted form', async (form, values) => {
    const page = await (await fetch(`${forms.url}/forms/${form}?${new URLSearchParams(values)}`)).text();
    for (const value of Object.values(values)) expect(page).toContain(`value="${value}"`);
    const response = await post(`/forms/${form}`, new URLSearchParams(values).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('has been received');
    expect((await list(form)).at(-1).fields).toMatchObject(values);
  });

  it('shows what to fix instead of recording an incomplete form', async () => {
    const before = (await list('booking')).length;
    const response = await post('/forms/booking', 'name=A&email=bad', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('email is not a valid email address.');
    expect(await list('booking')).toHaveLength(before);
  });
});

// The service's own pages in the language they are asked in: `?lang=ar` (what an Arabic page of
// the site adds to the form's URL), else the browser's Accept-Language; English otherwise.
const withoutStyle = (html: string) => html.replace(/<style>.*?<\/style>/s, '<style>…</style>');
const HEAD = (lang: string, title: string) =>
  `<!doctype html><html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>…</style></head><body><main>`;
const FORM = 'application/x-www-form-urlencoded';
/** Anything of the service's own English left on a page. */
const ENGLISH_TEXT =
  /Submit|Local forms service|Please fix|You can close|Thank you|has been received|is required|is not a valid|>Name<|>Email<|>Phone<|>Service<|>Course<|Enquiry type|Confirm your details|Tell us how/;

describe('the service’s pages in Arabic', () => {
  const enquiry = {
    name: 'عائشة',
    email: 'aisha@example.com',
    phone: '+44 20 7946 0000',
    type: 'Collaborate With Us',
    consent: 'yes',
  };

  it('renders the form page in Arabic, right to left, for ?lang=ar, with the prefilled values', async () => {
    const response = await fetch(`${forms.url}/forms/enquiry?lang=ar&${new URLSearchParams(enquiry)}`);
    expect(response.headers.get('content-language')).toBe('ar');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(html).toContain('<title>استفسار</title>');
    expect(html).toContain('<h1>استفسار</h1>');
    expect(html).toContain('أخبرنا كيف يمكننا مساعدتك.');
    expect(html).toContain('(خدمة النماذج المحلية — بديل عن النموذج الخارجي.)');
    for (const label of ['الاسم', 'البريد الإلكتروني', 'الهاتف', 'نوع الاستفسار'])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('<button type="submit">إرسال</button>');
    for (const value of Object.values(enquiry)) expect(html).toContain(`value="${value}"`);
    // The answer comes back in Arabic too: the form posts with the language.
    expect(html).toContain('<form method="post" action="/forms/enquiry?lang=ar">');
    expect(html).not.toMatch(ENGLISH_TEXT);
  });

  it.each([
    ['booking', 'حجز خدمة استشارية', 'أكّد بياناتك وسنحدّد موعد جلستك.', ['الخدمة']],
    ['course-signup', 'التسجيل في دورة', 'أكّد بياناتك للانضمام إلى الدورة.', ['الدورة']],
  ])('renders the %s form in Arabic', async (form, title, intro, labels) => {
    const html = await (await fetch(`${forms.url}/forms/${form}?lang=ar&name=A`)).text();
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(intro);
    for (const label of labels) expect(html).toContain(`>${label}</label>`);
    expect(html).not.toMatch(ENGLISH_TEXT);
  });

  it("follows the browser's Accept-Language when the URL names no language; ?lang wins", async () => {
    const arabic = await (
      await fetch(`${forms.url}/forms/enquiry?name=A`, {
        headers: { 'Accept-Language': 'fr-FR,ar-SA;q=0.8,en;q=0.5' },
      })
    ).text();
    expect(arabic).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic).toContain('action="/forms/enquiry?lang=ar"');
    const english = await fetch(`${forms.url}/forms/enquiry?lang=en&name=A`, {
      headers: { 'Accept-Language': 'ar' },
    });
    expect(english.headers.get('content-language')).toBe('en');
    const html = await english.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<button type="submit">Submit</button>');
    // Named in the URL, the language stays English when the form is posted.
    expect(html).toContain('action="/forms/enquiry?lang=en"');
    const preferred = await (
      await fetch(`${forms.url}/forms/enquiry`, { headers: { 'Accept-Language': 'en-GB,ar;q=0.9' } })
    ).text();
    expect(preferred).toMatch(/<html lang="en">/);
  });

  it('shows the validation errors in Arabic and keeps what the visitor typed', async () => {
    const before = (await list('booking')).length;
    const response = await post(
      '/forms/booking?lang=ar',
      new URLSearchParams({ name: 'عائشة بنت أحمد', email: 'ليس-بريدًا', phone: '', service: '' }).toString(),
      { 'Content-Type': FORM },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(html).toContain(
      '<div role="alert" class="error"><p>يُرجى تصحيح ما يلي:</p><ul><li>رقم الهاتف مطلوب.</li><li>الخدمة مطلوبة.</li><li>عنوان البريد الإلكتروني غير صالح.</li></ul></div>',
    );
    expect(html).toContain('value="عائشة بنت أحمد"');
    expect(html).toContain('value="ليس-بريدًا"');
    expect(html).toContain('action="/forms/booking?lang=ar"');
    expect(html).not.toMatch(ENGLISH_TEXT);
    expect(await list('booking')).toHaveLength(before);
  });

  it.each([
    ['phone', { name: 'A', email: 'a@example.com', phone: 'call me', course: 'X' }, 'رقم الهاتف غير صالح.'],
    [
      'name',
      { name: 'x'.repeat(201), email: 'a@example.com', phone: '+44 20 7946 0000', course: 'X' },
      'الاسم طويل جدًا (200 حرف على الأكثر).',
    ],
  ])('says what is wrong with the %s in Arabic', async (_, fields, problem) => {
    const response = await post('/forms/course-signup?lang=ar', new URLSearchParams(fields).toString(), {
      'Content-Type': FORM,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`<li>${problem}</li>`);
  });

  it('thanks the visitor in Arabic and records exactly the submitted fields', async () => {
    const values = {
      name: 'عائشة',
      email: 'a@example.com',
      phone: '+44 20 7946 0000',
      course: 'أسس التمويل الإسلامي',
      answer: 'yes',
    };
    const response = await post('/forms/course-signup?lang=ar', new URLSearchParams(values).toString(), {
      'Content-Type': FORM,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('ar');
    const record = (await list('course-signup')).at(-1);
    expect(record.fields).toEqual(values);
    expect(withoutStyle(await response.text())).toBe(
      `${HEAD('ar', 'شكرًا لك')}<h1>شكرًا لك</h1><p role="status">تم استلام طلب تسجيلك في الدورة (الرقم المرجعي: ${record.id}).</p><p>يمكنك إغلاق علامة التبويب هذه.</p></main></body></html>`,
    );
  });

  it.each([
    ['enquiry', 'تم استلام استفسارك'],
    ['booking', 'تم استلام طلب الحجز'],
  ])('thanks for the %s in Arabic', async (form, message) => {
    const values = {
      name: 'A',
      email: 'a@example.com',
      phone: '+44 20 7946 0000',
      service: 'S',
      type: 'T',
    };
    const html = await (
      await post(`/forms/${form}?lang=ar`, new URLSearchParams(values).toString(), { 'Content-Type': FORM })
    ).text();
    expect(html).toContain(message);
    expect(html).not.toMatch(ENGLISH_TEXT);
  });

  it("answers the contact form's problems and an unknown form in Arabic", async () => {
    const problems = await post('/forms/contact?lang=ar', 'name=A', { 'Content-Type': FORM });
    expect(problems.status).toBe(400);
    expect(withoutStyle(await problems.text())).toBe(
      `${HEAD('ar', 'يُرجى مراجعة النموذج')}<h1>يُرجى مراجعة النموذج</h1><ul role="alert"><li>البريد الإلكتروني مطلوب.</li><li>الرسالة مطلوبة.</li></ul><p>ارجع إلى النموذج لتصحيحه.</p></main></body></html>`,
    );
    const missing = await fetch(`${forms.url}/forms/nope?lang=ar`);
    expect(missing.status).toBe(404);
    expect(withoutStyle(await missing.text())).toBe(
      `${HEAD('ar', 'غير موجود')}<h1>غير موجود</h1><p>لا يوجد نموذج على العنوان /forms/nope.</p></main></body></html>`,
    );
  });

  it('keeps the JSON answers in English (they are for programs)', async () => {
    const response = await post('/forms/contact?lang=ar', JSON.stringify({ name: 'A' }), {
      'Content-Type': 'application/json',
    });
    expect((await response.json()).problems).toEqual(['email is required.', 'message is required.']);
  });
});

describe('the service’s pages in English, as before', () => {
  it('renders the form page', async () => {
    const query =
      'name=Aisha&email=a%40example.com&phone=%2B44&service=Sukuk&type=Service%20Booking&consent=yes';
    const response = await fetch(`${forms.url}/forms/booking?${query}`);
    expect(response.headers.get('content-language')).toBe('en');
    expect(withoutStyle(await response.text())).toBe(
      `${HEAD('en', 'Book a consulting service')}<h1>Book a consulting service</h1><p class="note">Confirm your details and we will schedule your session. <em>(Local forms service — a stand-in for the external form.)</em></p><form method="post" action="/forms/booking"><label for="name">Name</label><input id="name" name="name" type="text" value="Aisha" required><label for="email">Email</label><input id="email" name="email" type="email" value="a@example.com" required><label for="phone">Phone</label><input id="phone" name="phone" type="tel" value="+44" required><label for="service">Service</label><input id="service" name="service" type="text" value="Sukuk" required><label for="type">Enquiry type</label><input id="type" name="type" type="text" value="Service Booking" required><input type="hidden" name="consent" value="yes"><button type="submit">Submit</button></form></main></body></html>`,
    );
  });

  it('renders the validation errors with the typed values', async () => {
    const response = await post('/forms/booking', 'name=A&email=bad', { 'Content-Type': FORM });
    expect(withoutStyle(await response.text())).toBe(
      `${HEAD('en', 'Book a consulting service')}<h1>Book a consulting service</h1><p class="note">Confirm your details and we will schedule your session. <em>(Local forms service — a stand-in for the external form.)</em></p><div role="alert" class="error"><p>Please fix the following:</p><ul><li>phone is required.</li><li>service is required.</li><li>email is not a valid email address.</li></ul></div><form method="post" action="/forms/booking"><label for="name">Name</label><input id="name" name="name" type="text" value="A" required><label for="email">Email</label><input id="email" name="email" type="email" value="bad" required><label for="phone">Phone</label><input id="phone" name="phone" type="tel" value="" required><label for="service">Service</label><input id="service" name="service" type="text" value="" required><label for="type">Enquiry type</label><input id="type" name="type" type="text" value="Service Booking" required><input type="hidden" name="consent" value="yes"><button type="submit">Submit</button></form></main></body></html>`,
    );
  });

  it.each([
    ['enquiry', 'enquiry'],
    ['booking', 'book a consulting service'],
    ['course-signup', 'course sign-up'],
  ])('renders the %s thank-you page', async (form, name) => {
    const values = {
      name: 'A',
      email: 'a@example.com',
      phone: '+44 20 7946 0000',
      service: 'S',
      course: 'C',
      type: 'T',
    };
    const response = await post(`/forms/${form}`, new URLSearchParams(values).toString(), {
      'Content-Type': FORM,
    });
    const record = (await list(form)).at(-1);
    expect(withoutStyle(await response.text())).toBe(
      `${HEAD('en', 'Thank you')}<h1>Thank you</h1><p role="status">Your ${name} has been received (reference ${record.id}).</p><p>You can close this tab.</p></main></body></html>`,
    );
  });

  it('renders the problems page and the not-found page', async () => {
    const problems = await post('/forms/contact', 'name=A', { 'Content-Type': FORM });
    expect(withoutStyle(await problems.text())).toBe(
      `${HEAD('en', 'Please check the form')}<h1>Please check the form</h1><ul role="alert"><li>email is required.</li><li>message is required.</li></ul><p>Go back to correct it.</p></main></body></html>`,
    );
    expect(withoutStyle(await (await fetch(`${forms.url}/forms/nope`)).text())).toBe(
      `${HEAD('en', 'Not found')}<h1>Not found</h1><p>No form at /forms/nope.</p></main></body></html>`,
    );
  });
});
