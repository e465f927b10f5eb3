// The thank-you page's head in the page's locale: the title is the catalogue's, Arabic on an
// Arabic page, English (as the spec writes it) on an English one.
import type { Locale } from '@quantethic/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestProps, renderWithProps } from '../../testing/render';
import { thankYouTexts } from './thank-you-messages';
import { ThankYouPage } from './thank-you-page';

const inLocale = (locale: Locale | undefined) => ({ ...createTestProps(), locale });

// As the app has them before the page renders (withTexts).
beforeAll(() => thankYouTexts.ready('ar'));

describe('ThankYouPage: head', () => {
  it("is titled 'Thank You' in English", async () => {
    renderWithProps(<ThankYouPage />, inLocale(undefined), '/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Thank You | QuantEthic'));
  });

  it('is titled in Arabic on an Arabic page', async () => {
    renderWithProps(<ThankYouPage />, inLocale('ar'), '/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: 'شكرًا لك' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('شكرًا لك | QuantEthic'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});
