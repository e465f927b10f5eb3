import { type Locale, preferredLocale, useIsHydrated } from '@quantethic/shared';
import { Suspense, useState } from 'react';
import { useSiteLocale } from '../site-context';
import { readLocaleChoice } from './locale-choice';
// Imported statically: a lazy chunk for it made the bundler split the shell's first-load code
// into more files, which compressed worse (+4 KB measured on every page, `npm run bench:js`).
import OfferPanel from './offer-panel';

/**
 * The edition to offer this visitor: the one their browser prefers, when it is not the page's and
 * they have not chosen an edition yet. Never a redirect: they are asked.
 */
export function editionToOffer(
  pageLocale: Locale,
  languages: readonly string[] | undefined,
  choice: Locale | null,
): Locale | null {
  if (choice) return null;
  const preferred = preferredLocale(languages);
  return preferred && preferred !== pageLocale && preferred === 'ar' ? preferred : null;
}

/**
 * Offers the Arabic edition to a visitor on an English page whose browser prefers Arabic, until
 * they answer (either answer is remembered). Shown once the page is live: the served page is the
 * same for everyone.
 */
export function EditionOffer() {
  const locale = useSiteLocale();
  const hydrated = useIsHydrated();
  const [answered, setAnswered] = useState(false);
  if (!hydrated || answered) return null;
  if (!editionToOffer(locale, navigator.languages, readLocaleChoice())) return null;
  return (
    // Its Arabic texts download now; nothing shows until they are there.
    <Suspense fallback={null}>
      <OfferPanel onAnswer={() => setAnswered(true)} />
    </Suspense>
  );
}
