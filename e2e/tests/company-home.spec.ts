import { loadAllHomeWidgets, openPage } from '../support/app';
import { expect, type Page, test } from '../support/test';

// The company's home widgets (SPEC §2 Home): 'What Learners Say', 'Join Our Community' and
// 'Contact Us', with what the forms service recorded.

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

const widget = (page: Page, name: string) => page.locator(`[data-widget="company/${name}"]`);

test.describe('home widgets', () => {
  test.beforeEach(async ({ page }) => {
    page.on('dialog', async (dialog) => {
      await dialog.dismiss();
      throw new Error(`Unexpected ${dialog.type()}: ${dialog.message()}`);
    });
    await openPage(page, '/');
    await loadAllHomeWidgets(page);
  });

  test("'What Learners Say' shows the three testimonials", async ({ page }) => {
    const section = widget(page, 'testimonials');
    await expect(section.getByRole('heading', { level: 2, name: 'What Learners Say' })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(3);
    for (const name of ['Aisha Rahman', 'Daniel Koh', 'Fatima Siddiqui']) {
      await expect(section.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(section.getByRole('blockquote').first()).toContainText('murabaha and ijarah click');
  });

  test("'Join Our Community': success says so and resets; the subscription is recorded", async ({ page }) => {
    const section = widget(page, 'community-signup');
    const email = uniqueEmail('company-community');
    const input = section.getByLabel('Email');
    await expect(input).toHaveAttribute('type', 'email');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByText('Please enter your email.')).toBeVisible();
    await input.fill(email);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByRole('status')).toContainText("You're subscribed");
    await expect(input).toHaveValue('');
    expect((await submissions(page, 'newsletter')).some((record) => record.fields.email === email)).toBe(
      true,
    );
  });

  test("'Join Our Community': a failure says so and keeps the email", async ({ page }) => {
    const forms = await formsConfig(page);
    await page.route(forms.newsletter, (route) => route.abort('connectionrefused'));
    const section = widget(page, 'community-signup');
    const email = uniqueEmail('company-community-fail');
    await section.getByLabel('Email').fill(email);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByRole('alert')).toContainText('Error submitting form');
    await expect(section.getByLabel('Email')).toHaveValue(email);
  });

  test("'Contact Us': all fields required; sending lands on /thank-you and is recorded", async ({ page }) => {
    const section = widget(page, 'contact-form');
    const email = uniqueEmail('company-contact');
    const message = `Please tell me more about sukuk structuring (${email}).`;
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(section.getByText('Please enter your name.')).toBeVisible();
    await expect(section.getByText('Please enter your email.')).toBeVisible();
    await expect(section.getByText('Please enter a message.')).toBeVisible();
    await expect(section.getByLabel('Name')).toBeFocused();

    await section.getByLabel('Name').fill('Aisha Rahman');
    await section.getByLabel('Email').fill(email);
    await section.getByLabel('Message').fill(message);
    // The page stays the same document: the app shows /thank-you itself.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    const record = (await submissions(page, 'contact')).find((r) => r.fields.email === email);
    expect(record?.fields).toMatchObject({ name: 'Aisha Rahman', email, message });
  });

  test("'Contact Us': when sending fails the message stays in the form", async ({ page }) => {
    const forms = await formsConfig(page);
    await page.route(forms.contact, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.continue()
        : route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    const section = widget(page, 'contact-form');
    const message = 'A message that must not be lost.';
    await section.getByLabel('Name').fill('Daniel Koh');
    await section.getByLabel('Email').fill(uniqueEmail('company-contact-fail'));
    await section.getByLabel('Message').fill(message);
    await section.getByRole('button', { name: 'Send Message' }).click();
    await expect(section.getByRole('alert')).toContainText('Your message could not be sent.');
    await expect(section.getByLabel('Message')).toHaveValue(message);
    await expect(page).toHaveURL(/\/$/);
  });
});
