import { openPage, openThroughMenu } from '../support/app';
import { expect, type Page, test } from '../support/test';

// /consulting (SPEC §2 Consulting): sections, the service grid (filter, order, cards, hover and
// mobile key features), the details dialog, the three booking flows (service link, saved info,
// 'Service Booking' dialog) with the submissions the forms service recorded, and every state.

type Json = Record<string, unknown>;

const PAGE_QUERY = /_type == "consultingPage"/;
const main = (page: Page) => page.getByRole('main');
const services = (page: Page) => main(page).getByRole('region', { name: 'How we can help' });
const card = (page: Page, title: string) => services(page).getByRole('article', { name: title });

const SHARIAH = "Shari'ah Compliance Review of Financial Products";
const FINTECH = 'Islamic Fintech Financial Modelling';
const SUKUK = 'Sukuk Structuring Advisory';
const MODEL_RISK = 'Model Risk Review: VaR and Expected Shortfall Validation';
const TRAINING = 'Corporate Training Workshops';
const SCREENING = 'Ethical Portfolio Screening Setup';

/** Edits the answer of content queries whose GROQ matches, before the page sees it. */
async function editQuery(page: Page, matches: RegExp, edit: (result: Json) => unknown) {
  await page.route(
    (url) => url.pathname.includes('/data/query/') && matches.test(url.searchParams.get('query') ?? ''),
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, result: edit(body.result) } });
    },
  );
}

async function submissions(page: Page, form: string): Promise<{ fields: Record<string, string> }[]> {
  const config = await (await page.request.get('/config.json')).json();
  const url = new URL(`/forms/submissions?form=${form}`, config.forms.booking);
  return (await (await page.request.get(url.href)).json()).submissions;
}

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function saveVisitor(page: Page, info: { name: string; email: string; phone: string }) {
  await page.addInitScript((visitor) => {
    localStorage.setItem('userName', visitor.name);
    localStorage.setItem('userEmail', visitor.email);
    localStorage.setItem('userPhone', visitor.phone);
  }, info);
}

/** Checks the prefilled booking form a new tab opened, submits it, and finds the submission. */
async function submitBookingForm(
  page: Page,
  popup: Page,
  expected: { name: string; email: string; phone: string; service: string },
) {
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.pathname).toBe('/forms/booking');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ ...expected, type: 'Service Booking' });
  await expect(popup.getByLabel('Service')).toHaveValue(expected.service);
  await expect(popup.getByLabel('Email')).toHaveValue(expected.email);
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  const recorded = await submissions(page, 'booking');
  expect(recorded.find((record) => record.fields.email === expected.email)?.fields).toMatchObject({
    ...expected,
    type: 'Service Booking',
  });
  await popup.close();
}

test.describe('consulting page', () => {
  test('hero, services, info form and call to action with its defaults; title and meta from seo', async ({
    page,
  }) => {
    await openPage(page, '/consulting');
    await expect(
      main(page).getByRole('heading', {
        level: 1,
        name: "Consulting for Shari'ah-compliant and ethical finance",
      }),
    ).toBeVisible();
    await expect(main(page).getByText(/Independent advice from practitioners/)).toBeVisible();
    await expect(services(page).getByText(/Fixed-scope reviews, modelling engagements/)).toBeVisible();

    const form = main(page).getByRole('region', { name: 'Tell us about your project' });
    await expect(form.getByText(/Omar Farouk, our consulting lead/)).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeVisible();
    await expect(form.getByLabel('Email address')).toBeVisible();
    await expect(form.getByLabel('Phone number')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save my details' })).toBeVisible();

    // The content has a title and description but no button: the button takes the defaults.
    const cta = main(page).getByRole('region', { name: 'Not sure which service fits?' });
    await expect(cta.getByText(/no-obligation discovery call/)).toBeVisible();
    await expect(cta.getByRole('link', { name: 'Schedule a Session' })).toHaveAttribute('href', '/contact');

    await expect(page).toHaveTitle(
      "Islamic Finance & Quant Consulting — Shari'ah Review, Sukuk, Model Risk | QuantEthic",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Shari'ah compliance reviews, sukuk structuring/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  test('without seo or call-to-action texts the page falls back to its defaults', async ({ page }) => {
    await editQuery(page, PAGE_QUERY, (data) => ({
      ...data,
      seo: null,
      ctaTitle: null,
      ctaDescription: null,
    }));
    await openPage(page, '/consulting');
    const cta = main(page).getByRole('region', { name: 'Need Custom Solutions?' });
    await expect(cta.getByRole('link', { name: 'Schedule a Session' })).toHaveAttribute('href', '/contact');
    await expect(page).toHaveTitle("Consulting for Shari'ah-compliant and ethical finance | QuantEthic");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Independent advice from practitioners/,
    );
  });

  test('shows active services with an id and a title, by order, then featured, then title', async ({
    page,
  }) => {
    await openPage(page, '/consulting');
    await expect(services(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
      SHARIAH,
      FINTECH,
      SUKUK,
      MODEL_RISK,
      TRAINING,
      SCREENING,
    ]);
    // Inactive (zakat) and untitled (impact) services are not shown.
    await expect(main(page).getByText('Zakat Calculation Methodology for Funds')).toHaveCount(0);
    await expect(main(page).getByText(/impact measurement and management framework/)).toHaveCount(0);
  });

  test('cards: image or icon, Featured, category, title, description, duration and pricing of every type', async ({
    page,
  }) => {
    await openPage(page, '/consulting');
    const expected = [
      { title: SHARIAH, price: '$12,500', kind: 'Fixed fee', duration: '4–6 weeks', featured: true },
      {
        title: FINTECH,
        price: 'Custom pricing',
        kind: 'Tailored quote',
        duration: '6–8 weeks',
        featured: true,
      },
      { title: SUKUK, price: 'Contact for pricing', kind: 'Price on request', duration: '8–12 weeks' },
      { title: MODEL_RISK, price: '$18,000', kind: 'Fixed fee', duration: '6–10 weeks' },
      {
        title: TRAINING,
        price: '$350 per hour',
        kind: 'Hourly rate',
        duration: 'Half-day to three-day programmes',
      },
      { title: SCREENING, price: '$9,500', kind: 'Fixed fee', duration: '3–5 weeks' },
    ];
    for (const service of expected) {
      const item = card(page, service.title);
      await item.scrollIntoViewIfNeeded();
      await expect(item.getByText(service.price, { exact: true })).toBeVisible();
      await expect(item.getByText(service.kind, { exact: true })).toBeVisible();
      await expect(item.getByText(service.duration, { exact: true })).toBeVisible();
      await expect(item.getByText('Featured', { exact: true })).toHaveCount(service.featured ? 1 : 0);
    }
    await expect(card(page, SHARIAH).getByText("Category: Shari'ah Advisory", { exact: true })).toBeVisible();
    await expect(card(page, SHARIAH).getByText(/An independent review of a financing/)).toBeVisible();
    await expect(card(page, SHARIAH).getByRole('img')).toBeVisible();
    // No category: the default. No image: the service's icon on a gradient.
    await expect(
      card(page, SCREENING).getByText("Category: Shari'ah-Aligned", { exact: true }),
    ).toBeVisible();
    await expect(card(page, TRAINING).getByRole('img')).toHaveCount(0);
    await expect(card(page, TRAINING).getByTestId('service-icon')).toBeVisible();

    // The primary button: 'Learn More' with a service link, otherwise 'Book Consultation'.
    await expect(card(page, TRAINING).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      'https://academy.quantethic.example/corporate-workshops',
    );
    await expect(card(page, TRAINING).getByRole('button', { name: 'Book Consultation' })).toHaveCount(0);
    await expect(card(page, SUKUK).getByRole('button', { name: 'Book Consultation' })).toBeVisible();
    await expect(card(page, SUKUK).getByRole('button', { name: 'View Details' })).toBeVisible();
  });

  test('desktop: up to three key features show on hover and on keyboard focus', async ({ page }) => {
    await openPage(page, '/consulting');
    const fintech = card(page, FINTECH);
    const features = fintech.getByRole('heading', { name: 'Key features' });
    await expect(fintech.getByRole('button', { name: 'View Details' })).toBeVisible();
    await expect(features).toBeHidden();
    await fintech.hover();
    await expect(features).toBeVisible();
    await expect(fintech.getByRole('listitem')).toHaveText([
      'Contract-level cash-flow engine',
      'Cohort unit economics',
      'Investor and regulator ready',
    ]);
    await page.mouse.move(0, 0);
    await expect(features).toBeHidden();
    await fintech.getByRole('button', { name: 'Book Consultation' }).focus();
    await expect(features).toBeVisible();
  });

  test("mobile (375 px): key features toggle with 'View Details' / 'Hide Details'", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/consulting');
    const shariah = card(page, SHARIAH);
    const toggle = shariah.getByRole('button', { name: 'View Details' });
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shariah.getByRole('heading', { name: 'Key features' })).toBeHidden();
    await toggle.click();
    const hide = shariah.getByRole('button', { name: 'Hide Details' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(shariah.getByRole('heading', { name: 'Key features' })).toBeVisible();
    await expect(shariah.getByRole('listitem')).toHaveCount(3);
    await shariah.getByRole('button', { name: 'Full service details' }).click();
    await expect(page.getByRole('dialog', { name: SHARIAH })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await hide.click();
    await expect(shariah.getByRole('button', { name: 'View Details' })).toBeVisible();
    await expect(shariah.getByRole('heading', { name: 'Key features' })).toBeHidden();
  });

  test('the details dialog: pricing, duration, overview, methodology, features, lists and timeline', async ({
    page,
  }) => {
    await openPage(page, '/consulting');
    const opener = card(page, SUKUK).getByRole('button', { name: 'View Details' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: SUKUK });
    await expect(dialog.getByText('Contact for pricing')).toBeVisible();
    await expect(dialog.getByText('8–12 weeks')).toBeVisible();
    for (const heading of [
      'Overview',
      'Methodology',
      'Key Features',
      'Prerequisites',
      'Deliverables',
      'Timeline',
    ]) {
      await expect(dialog.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(
      dialog.getByRole('heading', { level: 4, name: /^From funding need to Shari.ah pronouncement$/ }),
    ).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 4, name: 'Structure options paper' })).toBeVisible();
    await expect(dialog.getByText('Precedent transactions')).toBeVisible();
    await expect(dialog.getByText('Latest audited financial statements')).toBeVisible();
    await expect(dialog.getByText('Structure options paper with a recommendation')).toBeVisible();
    const timeline = dialog.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(timeline).toHaveCount(4);
    await expect(timeline.first()).toContainText('Diagnostic');
    await expect(timeline.first()).toContainText('Weeks 1–2');
    await expect(timeline.first()).toContainText('Funding and asset diagnostic');
    await expect(dialog.getByRole('button', { name: 'Book This Service' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Escape closes it too.
    await opener.click();
    await expect(page.getByRole('dialog', { name: SUKUK })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the details dialog's code cannot be downloaded: the dialog says so, the page stays, 'Try Again' opens it", async ({
    page,
  }) => {
    // A dropped connection (or a redeploy that removed the old file) while the page is open.
    let blocked = true;
    await page.route(/\/assets\/service-details-modal-[\w-]+\.js$/, (route) =>
      blocked ? route.abort('internetdisconnected') : route.fallback(),
    );
    await openPage(page, '/consulting');
    const opener = card(page, SUKUK).getByRole('button', { name: 'View Details' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: SUKUK });
    await expect(dialog.getByRole('alert')).toContainText(
      "We couldn't load this right now. Check your connection and try again.",
    );
    // The page around it is untouched: every service is still listed.
    await expect(services(page).getByRole('article')).toHaveCount(6);

    blocked = false;
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: 'Overview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('booking with a service link opens the link in a new tab', async ({ page }) => {
    await page.context().route('https://academy.quantethic.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Academy</title><h1>Corporate workshops</h1>',
      }),
    );
    await openPage(page, '/consulting');
    const popupEvent = page.context().waitForEvent('page');
    await card(page, TRAINING)
      .getByRole('link', { name: /Learn More/ })
      .click();
    const popup = await popupEvent;
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://academy.quantethic.example/corporate-workshops');
    await popup.close();
  });

  test('booking with saved info opens the booking form prefilled in a new tab', async ({ page }) => {
    const visitor = {
      name: 'Aisha Rahman',
      email: uniqueEmail('company-booking-saved'),
      phone: '+44 20 7946 0001',
    };
    await saveVisitor(page, visitor);
    await openPage(page, '/consulting');
    const popupEvent = page.context().waitForEvent('page');
    await card(page, SHARIAH).getByRole('button', { name: 'Book Consultation' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await submitBookingForm(page, await popupEvent, { ...visitor, service: SHARIAH });
  });

  test("booking without saved info: the 'Service Booking' dialog saves the info, then opens the form", async ({
    page,
  }) => {
    const visitor = {
      name: 'Daniel Koh',
      email: uniqueEmail('company-booking-modal'),
      phone: '+65 6123 4567',
    };
    await openPage(page, '/consulting');
    await card(page, MODEL_RISK).getByRole('button', { name: 'Book Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Service Booking' });
    const submit = dialog.getByRole('button', { name: `Book ${MODEL_RISK}` });
    await submit.click();
    await expect(dialog.getByText('Please enter your name.')).toBeVisible();
    await expect(dialog.getByText('Please enter your email.')).toBeVisible();
    await expect(dialog.getByText('Please enter your phone number.')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();

    await dialog.getByLabel('Name').fill(visitor.name);
    await dialog.getByLabel('Email').fill(visitor.email);
    await dialog.getByLabel('Phone').fill(visitor.phone);
    const popupEvent = page.context().waitForEvent('page');
    await submit.click();
    await expect(dialog.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    await expect(page.getByText('Info saved! Redirecting to the booking form...')).toBeVisible();
    const popup = await popupEvent;
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(visitor.email);
    await submitBookingForm(page, popup, { ...visitor, service: MODEL_RISK });

    // Now registered: booking another service opens the form at once.
    const next = page.context().waitForEvent('page');
    await card(page, SUKUK).getByRole('button', { name: 'Book Consultation' }).click();
    const second = await next;
    expect(new URL(second.url()).searchParams.get('service')).toBe(SUKUK);
    await second.close();
  });

  test("'Book This Service' in the details dialog books that service", async ({ page }) => {
    const visitor = {
      name: 'Fatima Siddiqui',
      email: uniqueEmail('company-booking-details'),
      phone: '0161 496 0000',
    };
    await saveVisitor(page, visitor);
    await openPage(page, '/consulting');
    await card(page, FINTECH).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: FINTECH });
    const popupEvent = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Book This Service' }).click();
    await expect(dialog).toBeHidden();
    await submitBookingForm(page, await popupEvent, { ...visitor, service: FINTECH });
  });

  test('the info form saves the visitor, so booking opens the form directly', async ({ page }) => {
    const email = uniqueEmail('company-consulting-info');
    await openPage(page, '/consulting');
    const form = main(page).getByRole('region', { name: 'Tell us about your project' });
    await form.getByLabel('Full name').fill('Omar Test');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').fill('+971 4 123 4567');
    await form.getByRole('button', { name: 'Save my details' }).click();
    await expect(form.getByRole('status')).toContainText('Thanks, Omar Test. Your details are saved');
    await expect(page.getByText('Info saved!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userName'))).toBe('Omar Test');

    const popupEvent = page.context().waitForEvent('page');
    await card(page, SCREENING).getByRole('button', { name: 'Book Consultation' }).click();
    const popup = await popupEvent;
    expect(Object.fromEntries(new URL(popup.url()).searchParams)).toMatchObject({
      name: 'Omar Test',
      email,
      service: SCREENING,
      type: 'Service Booking',
    });
    await popup.close();
  });

  test('shows a loading state, then the services', async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.includes('/data/query/'),
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await openThroughMenu(page, 'Consulting');
    await expect(main(page).getByText('Loading consulting services...')).toBeVisible();
    release();
    await expect(services(page).getByRole('article')).toHaveCount(6);
  });

  test("'Error Loading Page' with the reason and 'Try Again' that recovers", async ({ page }) => {
    const failing = (url: URL) => url.pathname.includes('/data/query/');
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { description: 'Internal error while running the query' } },
      }),
    );
    await openThroughMenu(page, 'Consulting');
    const alert = main(page).getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: 'Error Loading Page' })).toBeVisible();
    await expect(alert.getByText('Failed to load consulting page data')).toBeVisible();
    await expect(alert.getByText('Internal error while running the query')).toBeVisible();
    await page.unroute(failing);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(services(page).getByRole('article')).toHaveCount(6);
  });

  test("'Page Not Found' when there is no consulting page", async ({ page }) => {
    await editQuery(page, PAGE_QUERY, () => null);
    await openPage(page, '/consulting');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test("'No Services Available' when the page lists no services", async ({ page }) => {
    await editQuery(page, PAGE_QUERY, (data) => ({ ...data, services: [] }));
    await openPage(page, '/consulting');
    await expect(main(page).getByRole('heading', { name: 'No Services Available' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Not sure which service fits?' })).toBeVisible();
  });

  test("'Services Coming Soon' when no service can be shown", async ({ page }) => {
    await editQuery(page, PAGE_QUERY, (data) => ({
      ...data,
      services: (data.services as Json[]).map((service, index) =>
        index % 2 ? { ...service, title: '' } : { ...service, active: false },
      ),
    }));
    await openPage(page, '/consulting');
    await expect(main(page).getByRole('heading', { name: 'Services Coming Soon' })).toBeVisible();
    await expect(services(page).getByRole('article')).toHaveCount(0);
  });
});
