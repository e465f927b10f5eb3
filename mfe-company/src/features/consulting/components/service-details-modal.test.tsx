// The details dialog asks for the service in the page's language, whichever version's id its
// card has, and marks a service not translated yet (English on an Arabic page) as English.
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { DEFAULT_SITE_CONFIG, type Locale } from '@quantethic/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestProps, renderWithProps } from '../../../testing/render';
import { AUDIT, SCREENING, TRANSLATED_CONTENT } from '../../../testing/translated-content';
import { consultingMessages, consultingTexts } from '../consulting-messages';
import { ServiceDetailsModal } from './service-details-modal';

const api = setupContentApi({ documents: TRANSLATED_CONTENT });

// As the page has them before it renders (withTexts, src/app.tsx).
beforeAll(() => consultingTexts.ready('ar'));

/** The language an element's text is marked with inside the page (null: the page's own). */
const markedLanguage = (element: Element) => {
  const marked = element.closest('[lang]');
  return marked ? [marked.getAttribute('lang'), marked.getAttribute('dir')] : null;
};

describe("a service's details in Arabic", () => {
  const open = (service: { _id: string; title: string; language: Locale }, locale: Locale) =>
    renderWithProps(
      <ServiceDetailsModal service={service} onClose={() => {}} onBook={() => {}} />,
      { ...createTestProps(), config: { ...DEFAULT_SITE_CONFIG, content: api.config() }, locale },
      '/consulting',
    );

  it('loads the Arabic details of a service named by its English id, unmarked', async () => {
    open({ _id: 'service-screening', title: SCREENING.ar, language: 'ar' }, 'ar');
    const overview = await screen.findByText(`${SCREENING.ar} in detail`);
    expect(markedLanguage(overview)).toBeNull();
  });

  it('marks the English details of an untranslated service; the headings stay Arabic', async () => {
    open({ _id: 'service-audit', title: AUDIT.en, language: 'en' }, 'ar');
    const overview = await screen.findByText(`${AUDIT.en} in detail`);
    await waitFor(() => expect(markedLanguage(overview)).toEqual(['en', 'ltr']));
    const heading = screen.getByRole('heading', { name: consultingMessages.t('ar', 'details.overview') });
    expect(markedLanguage(heading)).toEqual(['ar', 'rtl']);
  });

  it('marks nothing on an English page', async () => {
    open({ _id: 'service-screening__i18n_ar', title: SCREENING.en, language: 'en' }, 'en');
    const overview = await screen.findByText(`${SCREENING.en} in detail`);
    expect(markedLanguage(overview)).toBeNull();
  });
});
