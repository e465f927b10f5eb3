import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type Locale,
  RemotePropsProvider,
} from '@quantethic/shared';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ContentText, useFallbackLanguage } from './fallback-language';

/** A page in `locale` (RemoteProps.locale); none: the shell gave no locale (English). */
function pageIn(locale?: Locale) {
  const props = {
    contractVersion: '1.0.0',
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: DEFAULT_SITE_CONFIG,
    ...(locale ? { locale } : {}),
  };
  return ({ children }: { children: ReactNode }) => (
    <RemotePropsProvider value={props}>{children}</RemotePropsProvider>
  );
}

const english = { _id: 'x', language: 'en', title: 'Takaful' };
const arabic = { _id: 'x__i18n_ar', language: 'ar', title: 'التكافل' };

describe('useFallbackLanguage', () => {
  const marks = (document: unknown, locale?: Locale) =>
    renderHook(() => useFallbackLanguage(document), { wrapper: pageIn(locale) }).result.current;

  it("marks a document that is not in the page's language with its language and direction", () => {
    expect(marks(english, 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    // A document without a language is English (it predates translation).
    expect(marks({ title: 'Old' }, 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(marks(arabic, 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(marks(arabic)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it("adds nothing when the document is in the page's language (English without a locale)", () => {
    expect(marks(arabic, 'ar')).toEqual({});
    expect(marks(english, 'en')).toEqual({});
    expect(marks(english)).toEqual({});
    expect(marks(null)).toEqual({});
  });
});

describe('ContentText', () => {
  const shown = (document: unknown, locale: Locale) =>
    render(
      <p>
        Module 2: <ContentText of={document}>{(document as { title: string }).title}</ContentText>
      </p>,
      { wrapper: pageIn(locale) },
    ).container.querySelector('p') as HTMLElement;

  it("puts an English document's text in a span marked English, left to right, on an Arabic page", () => {
    const paragraph = shown(english, 'ar');
    const span = paragraph.querySelector('span');
    expect(span).toHaveTextContent('Takaful');
    expect(span).toHaveAttribute('lang', 'en');
    expect(span).toHaveAttribute('dir', 'ltr');
    // The page's own text around it is not marked.
    expect(paragraph).not.toHaveAttribute('lang');
    expect(paragraph).toHaveTextContent('Module 2: Takaful');
  });

  it("leaves a document's text as it is when it is in the page's language", () => {
    for (const [document, locale] of [
      [arabic, 'ar'],
      [english, 'en'],
    ] as const) {
      const paragraph = shown(document, locale);
      expect(paragraph.querySelector('span')).toBeNull();
      expect(paragraph.querySelector('[lang]')).toBeNull();
      expect(paragraph).toHaveTextContent(`Module 2: ${document.title}`);
    }
  });
});
