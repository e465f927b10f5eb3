import { useLocale } from '@quantethic/shared';
import type { ReactNode } from 'react';
import { fallbackLanguage, type LanguageAttributes } from './language';

/**
 * The attributes for the elements that show `document`'s text on this page: its language and
 * direction when it is not the page's (an English document not translated yet, on an Arabic
 * page), nothing otherwise (`fallbackLanguage` with the page's locale). Spread them on each
 * element whose text is the document's, never around the page's own texts (the messages), which
 * are in the page's language.
 */
export function useFallbackLanguage(document: unknown): LanguageAttributes {
  return fallbackLanguage(document, useLocale());
}

/**
 * A document's text inside an element that also shows the page's own texts (a sidebar entry with
 * its 'Module 2' and completion mark, a curriculum heading with its number): as it is when the
 * document is in the page's language, else in a span marked with the document's language and
 * direction (an English fallback on an Arabic page). An element that shows only the document's
 * text takes `useFallbackLanguage(document)` itself instead.
 */
export function ContentText({ of, children }: { of: unknown; children: ReactNode }) {
  const marks = useFallbackLanguage(of);
  return 'lang' in marks ? <span {...marks}>{children}</span> : children;
}
