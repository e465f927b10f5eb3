import { fallbackLanguage } from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import type { ReactNode } from 'react';

/**
 * A document's text inside an element that also shows the page's own texts (a sidebar entry with
 * its 'Module 2' and completion mark, a curriculum heading with its number): as it is when the
 * document is in the page's language, else in a span marked with the document's language and
 * direction (an English fallback on an Arabic page). An element that shows only the document's
 * text takes `fallbackLanguage(document, locale)` itself instead.
 */
export function ContentText({ of, children }: { of: unknown; children: ReactNode }) {
  const marks = fallbackLanguage(of, useLocale());
  return 'lang' in marks ? <span {...marks}>{children}</span> : children;
}
