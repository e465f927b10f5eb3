import { openPage } from '../support/app';
import { expect, type Page, test } from '../support/test';

// /contact and /thank-you (SPEC §2): the newsletter (success, failure kept in the form and
// announced without window.alert), 'Register Your Info', and the enquiry cards that open the
// enquiry form prefilled in a new tab — with what the forms service recorded.

const main = (page: Page) => page.getByRole('main');

type FormsConfig = { contact: string; newsletter: string; enquiry: string; booking: string };

async function formsConfig(page: Page): Promise<FormsConfig> {
  return (await (await page.request.get('/config.json')).json()).forms;
}

async function submissions(page: Page, form: string): Promise<{ fields: Record<string, string> }[]> {
  const forms = await formsConfig(page);
  const url = new URL(`/forms/submissions?form=${form}`, forms.contact);
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

/** Fails the test if anything calls window.alert/confirm/prompt. */
function forbidDialogs(page: Page) {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`Unexpected ${dialog.type()}: ${dialog.message()}`);
  });
}

test.describe('contact page', () => {
  test("'Stay Connected' with the newsletter, the info form and the enquiry cards", async ({ page }) => {
    await openPage(page, '/contact');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Stay Connected' })).toBeVisible();
    await expect(page).toHaveTitle('Contact | QuantEthic');
    const newsletter = main(page).getByRole('region', { name: 'Subscribe to Our Newsletter' });
    await expect(newsletter.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await expect(newsletter.getByLabel('Email address')).toHaveAttribute('required', '');
    await expect(newsletter.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Register Your Info' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /^Book a Consultation/ })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /^Collaborate With Us/ })).toBeVisible();
  });

  test('newsletter: the email is required; success resets the form and is recorded', async ({ page }) => {
    forbidDialogs(page);
    const email = uniqueEmail('company-newsletter');
    await openPage(page, '/contact');
    const newsletter = main(page).getByRole('region', { name: 'Subscribe to Our Newsletter' });
    const input = newsletter.getByLabel('Email address');
    await newsletter.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(newsletter.getByText('Please enter your email.')).toBeVisible();
    await expect(input).toBeFocused();
    await input.fill('not-an-email');
    await newsletter.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(newsletter.getByText('Please enter a valid email address.')).toBeVisible();

    await input.fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(newsletter.getByRole('status')).toContainText('Thank you for subscribing!');
    await expect(input).toHaveValue('');
    const recorded = await submissions(page, 'newsletter');
    expect(recorded.some((record) => record.fields.email === email)).toBe(true);
  });

  test("newsletter failure: 'Error submitting form' as an alert, and the email stays", async ({ page }) => {
    forbidDialogs(page);
    const forms = await formsConfig(page);
    await page.route(forms.newsletter, (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
    const email = uniqueEmail('company-newsletter-fail');
    await openPage(page, '/contact');
    const newsletter = main(page).getByRole('region', { name: 'Subscribe to Our Newsletter' });
    await newsletter.getByLabel('Email address').fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(newsletter.getByRole('alert')).toContainText('Error submitting form');
    await expect(newsletter.getByLabel('Email address')).toHaveValue(email);
    // The service down altogether: the same.
    await page.unroute(forms.newsletter);
    await page.route(forms.newsletter, (route) => route.abort('connectionrefused'));
    await newsletter.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(newsletter.getByRole('alert')).toContainText('Error submitting form');
    await expect(newsletter.getByLabel('Email address')).toHaveValue(email);
    expect((await submissions(page, 'newsletter')).some((record) => record.fields.email === email)).toBe(
      false,
    );
  });

  test("'Register Your Info' saves the visitor, tells the page and shows a toast", async ({ page }) => {
    const email = uniqueEmail('company-register');
    await openPage(page, '/contact');
    const register = main(page).getByRole('region', { name: 'Register Your Info' });
    await register.getByRole('button', { name: 'Save My Info' }).click();
    await expect(register.getByText('Please enter your name.')).toBeVisible();
    await register.getByLabel('Name').fill('Aisha Rahman');
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Phone').fill('+44 20 7946 0002');
    await register.getByRole('button', { name: 'Save My Info' }).click();
    await expect(page.getByText('Your info has been saved.')).toBeVisible();
    await expect(register.getByRole('status')).toContainText('Thanks, Aisha Rahman');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('userName'),
        localStorage.getItem('userEmail'),
        localStorage.getItem('userPhone'),
      ]),
    ).toEqual(['Aisha Rahman', email, '+44 20 7946 0002']);
    // visitor:changed reached the enquiry cards: they now prefill the form.
    await expect(main(page).getByText(/already filled in with your details, Aisha Rahman/)).toBeVisible();
    const href = await main(page)
      .getByRole('link', { name: /^Book a Consultation/ })
      .getAttribute('href');
    expect(new URL(href ?? '').searchParams.get('email')).toBe(email);
  });

  for (const type of ['Book a Consultation', 'Collaborate With Us']) {
    test(`'${type}' opens the enquiry form prefilled in a new tab`, async ({ page }) => {
      const visitor = { name: 'Yusuf Test', email: uniqueEmail('company-enquiry'), phone: '+60 3 2345 6789' };
      await saveVisitor(page, visitor);
      await openPage(page, '/contact');
      const popupEvent = page.context().waitForEvent('page');
      await main(page)
        .getByRole('link', { name: new RegExp(`^${type}`) })
        .click();
      const popup = await popupEvent;
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.pathname).toBe('/forms/enquiry');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ ...visitor, type });
      await expect(popup.getByLabel('Enquiry type')).toHaveValue(type);
      await popup.getByRole('button', { name: 'Submit' }).click();
      await expect(popup.getByRole('heading', { name: 'Thank you' })).toBeVisible();
      const recorded = await submissions(page, 'enquiry');
      expect(recorded.find((record) => record.fields.email === visitor.email)?.fields).toMatchObject({
        ...visitor,
        type,
      });
    });
  }

  test('without saved info the enquiry forms open with the type only; the general enquiry link too', async ({
    page,
  }) => {
    await openPage(page, '/contact');
    await expect(
      main(page).getByText(/Register your info above and we will fill it in for you/),
    ).toBeVisible();
    const href = await main(page)
      .getByRole('link', { name: /^Collaborate With Us/ })
      .getAttribute('href');
    const params = new URL(href ?? '').searchParams;
    expect(params.get('type')).toBe('Collaborate With Us');
    expect(params.get('name')).toBe('');
    const general = await main(page)
      .getByRole('link', { name: /Send a general enquiry/ })
      .getAttribute('href');
    expect(new URL(general ?? '').searchParams.get('type')).toBe('General Inquiry');
  });
});

test.describe('thank-you page', () => {
  test("'Thank You', the warning to save info and join a course, and a link home", async ({ page }) => {
    await openPage(page, '/thank-you');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const warning = main(page).getByRole('note');
    await expect(warning).toContainText("You haven't saved your contact info yet");
    await expect(warning.getByRole('link', { name: 'Save Info & Join a Course' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await main(page).getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('no warning once the contact info is saved', async ({ page }) => {
    await saveVisitor(page, { name: 'Mei', email: 'mei@example.com', phone: '+86 10 1234 5678' });
    await openPage(page, '/thank-you');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(main(page).getByRole('note')).toHaveCount(0);
  });
});
