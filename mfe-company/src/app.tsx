import { lazyModule, withTexts } from '@quantethic/kit/lazy';
import { NotFoundPage, type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Route, Routes } from '@quantethic/shared/router';

// Every page is a chunk of its own, with its own texts (its `messages/en.json`): no page downloads
// another page's code or texts. The content pages also carry the content client (@sanity/client,
// ~35 KB compressed), which /contact and /thank-you never download. A page prerendered at deploy
// time lists the chunks it rendered (its Arabic texts too) in its hints, so they are fetched with
// this module, not after it (kit/lazy, scripts/deploy/pages.mjs). In another locale than English,
// a page renders once its texts in that locale are there (withTexts).
const AboutPage = lazyModule(() =>
  import('./features/about/about-page').then((m) => withTexts(m.AboutPage, m.aboutTexts)),
);
const ConsultingPage = lazyModule(() =>
  import('./features/consulting/consulting-page').then((m) => withTexts(m.ConsultingPage, m.consultingTexts)),
);
const TeamMemberPage = lazyModule(() =>
  import('./features/team/team-member-page').then((m) => withTexts(m.TeamMemberPage, m.teamTexts)),
);
const ContactPage = lazyModule(() =>
  import('./features/contact/contact-page').then((m) => withTexts(m.ContactPage, m.contactTexts)),
);
const ThankYouPage = lazyModule(() =>
  import('./features/thank-you/thank-you-page').then((m) => withTexts(m.ThankYouPage, m.thankYouTexts)),
);

export const contractVersion = CONTRACT_VERSION;

/** Exposed as `company/app`: /about, /team/:slug, /consulting, /contact and /thank-you. */
export default function CompanyApp(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      {/* No Suspense here: while a page's chunk (or its texts) loads, the host's boundary keeps
          what it shows (the prerendered page, or the previous page during a navigation). */}
      <Routes>
        <Route path="about" element={<AboutPage />} />
        <Route path="team" element={<TeamMemberPage />} />
        <Route path="team/:slug" element={<TeamMemberPage />} />
        <Route path="consulting" element={<ConsultingPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="thank-you" element={<ThankYouPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemotePropsProvider>
  );
}

/**
 * The texts the pages share, in the page's language: the shell starts them with this module,
 * before it renders it (each page's own texts come with the page: withTexts).
 */
export { messagesReady as ready } from './lib/messages';
