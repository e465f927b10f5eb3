import { type Locale, preferredLocale, useIsHydrated } from '@quantethic/shared';
import { Suspense, useState } from 'react';
import { useShellMessages } from '../messages';
import { useSiteLocale } from '../site-context';
import { useEditionHref } from './language-switch';
import { readLocaleChoice, saveLocaleChoice } from './locale-choice';

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

function Offer({ onAnswer }: { onAnswer: () => void }) {
  const arabic = useShellMessages('ar');
  const english = useShellMessages('en');
  const href = useEditionHref('ar');
  return (
    <aside className="edition-offer" aria-label={arabic('offer.label')} lang="ar" dir="rtl">
      <div className="qe-container edition-offer__inner">
        <p className="edition-offer__text">{arabic('offer.text')}</p>
        <a
          className="qe-btn qe-btn--primary qe-btn--small"
          href={href}
          hrefLang="ar"
          onClick={() => saveLocaleChoice('ar')}
        >
          {arabic('offer.accept')}
        </a>
        <button
          type="button"
          className="qe-btn qe-btn--secondary qe-btn--small"
          lang="en"
          dir="ltr"
          onClick={() => {
            saveLocaleChoice('en');
            onAnswer();
          }}
        >
          {english('offer.decline')}
        </button>
      </div>
    </aside>
  );
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
    // Its Arabic texts download with it; nothing shows until they are there.
    <Suspense fallback={null}>
      <Offer onAnswer={() => setAnswered(true)} />
    </Suspense>
  );
}
