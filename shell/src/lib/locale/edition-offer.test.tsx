import { createBus, createUnavailableAuthPort, DEFAULT_SITE_CONFIG, type Locale } from '@quantethic/shared';
import { BrowserRouter } from '@quantethic/shared/router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Site, SiteProvider } from '../site-context';
import { EditionOffer, editionToOffer } from './edition-offer';

describe('editionToOffer', () => {
  it('offers Arabic to a browser that prefers it, on an English page, before any choice', () => {
    expect(editionToOffer('en', ['ar-SA', 'en'], null)).toBe('ar');
    expect(editionToOffer('en', ['fr', 'ar'], null)).toBe('ar');
  });

  it('offers nothing once the visitor has chosen, on an Arabic page, or to other languages', () => {
    expect(editionToOffer('en', ['ar'], 'en')).toBeNull();
    expect(editionToOffer('en', ['ar'], 'ar')).toBeNull();
    expect(editionToOffer('ar', ['ar'], null)).toBeNull();
    expect(editionToOffer('en', ['en-GB', 'ar'], null)).toBeNull();
    expect(editionToOffer('en', ['fr-FR', 'de'], null)).toBeNull();
    expect(editionToOffer('en', [], null)).toBeNull();
  });
});

describe('EditionOffer', () => {
  afterEach(() => vi.restoreAllMocks());

  async function renderOffer(languages: string[], locale: Locale = 'en') {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    const site: Site = {
      locale,
      bus: createBus(),
      auth: createUnavailableAuthPort(),
      config: Promise.resolve(DEFAULT_SITE_CONFIG),
    };
    await act(async () => {
      render(
        <SiteProvider site={site}>
          <BrowserRouter>
            <EditionOffer />
          </BrowserRouter>
        </SiteProvider>,
      );
    });
  }

  it('asks in Arabic, links to this page in Arabic, and a refusal is kept', async () => {
    window.history.pushState({}, '', '/courses');
    await renderOffer(['ar-EG']);
    const offer = await screen.findByRole('complementary', { name: 'النسخة العربية' });
    expect(offer).toHaveAttribute('lang', 'ar');
    expect(offer).toHaveAttribute('dir', 'rtl');
    expect(within(offer).getByText('هذه الصفحة متوفّرة أيضًا باللغة العربية.')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'اقرأ هذه الصفحة بالعربية' })).toHaveAttribute(
      'href',
      '/ar/courses',
    );
    await userEvent.click(within(offer).getByRole('button', { name: 'Continue in English' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(localStorage.getItem('quantethic-locale')).toBe('en');
  });

  it('is not shown to a browser that does not prefer Arabic', async () => {
    await renderOffer(['en-US', 'ar']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
