// The panel that offers the Arabic edition (./edition-offer.tsx decides whether to show it), with
// its own texts (messages/<locale>.json beside it): the Arabic ones download only for a visitor it
// is shown to.
import { createMessages, useMessages } from '@quantethic/shared';
import { useEditionHref } from './language-switch';
import { saveLocaleChoice } from './locale-choice';
import en from './messages/en.json';

type OfferMessageKey = keyof typeof en;

const offerMessages = createMessages<OfferMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/** Asks in Arabic, with a way to stay in English asked in English. Either answer is remembered. */
export default function OfferPanel({ onAnswer }: { onAnswer: () => void }) {
  const arabic = useMessages(offerMessages, 'ar');
  const english = useMessages(offerMessages, 'en');
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
