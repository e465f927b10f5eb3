import { openPage } from '../support/app';
import { localConfig, privatePorts } from '../support/site';
import { expect, test } from '../support/test';

// The content API down: each company page says so clearly and offers a retry; the pages that
// need no content keep working.

test('with the content API down every content page shows an error with a retry', async ({
  page,
  privateSite,
}) => {
  const ports = privatePorts();
  const site = await privateSite({
    configJson: () => {
      const config = localConfig(ports);
      // Nothing listens there: every content request is refused.
      return {
        ...config,
        content: { ...config.content, apiHost: `http://localhost:${ports.shell + 9}` },
      };
    },
  });
  const main = page.getByRole('main');

  await openPage(page, `${site.url()}/about`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('About QuantEthic');
  const aboutAlert = main.getByRole('alert');
  await expect(aboutAlert.getByRole('heading', { name: "We couldn't load this page" })).toBeVisible();
  await expect(aboutAlert.getByRole('button', { name: 'Try Again' })).toBeVisible();

  await openPage(page, `${site.url()}/consulting`);
  const consultingAlert = main.getByRole('alert');
  await expect(consultingAlert.getByRole('heading', { level: 1, name: 'Error Loading Page' })).toBeVisible();
  await expect(consultingAlert.getByText('Failed to load consulting page data')).toBeVisible();
  await expect(consultingAlert.getByRole('button', { name: 'Try Again' })).toBeVisible();

  await openPage(page, `${site.url()}/team/amina-hassan`);
  const teamAlert = main.getByRole('alert');
  await expect(
    teamAlert.getByRole('heading', { level: 1, name: 'Failed to load team member' }),
  ).toBeVisible();
  await expect(teamAlert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(teamAlert.getByRole('link', { name: 'Back to Team' })).toHaveAttribute('href', '/about');

  // Header, footer and the pages without content are unaffected.
  await openPage(page, `${site.url()}/contact`);
  await expect(main.getByRole('heading', { level: 1, name: 'Stay Connected' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('QuantEthic');
});
