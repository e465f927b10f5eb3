// The contact page's head in the page's locale: its title and description are the catalogue's.
import type { Locale } from '@quantethic/shared';
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestProps, renderWithProps } from '../../testing/render';
import { contactTexts } from './contact-messages';
import { ContactPage } from './contact-page';

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.getAttribute('content');

// As the app has them before the page renders (withTexts).
beforeAll(() => contactTexts.ready('ar'));

describe('ContactPage: head', () => {
  it.each([
    ['en', 'Contact', 'Subscribe to our newsletter, book a consultation or collaborate with us.'],
    ['ar', 'تواصل معنا', 'اشترك في نشرتنا البريدية، أو احجز استشارة، أو تعاون معنا.'],
  ] as const)('%s: %s', async (locale: Locale, title, text) => {
    renderWithProps(<ContactPage />, { ...createTestProps(), locale }, '/contact');
    await waitFor(() => expect(document.title).toBe(`${title} | QuantEthic`));
    expect(description()).toBe(text);
  });
});
