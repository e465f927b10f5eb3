import { lazyModule } from '@quantethic/kit/lazy';
import { NotFoundPage, type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Route, Routes } from '@quantethic/shared/router';
import { ContactPage } from './features/contact/contact-page';
import { ThankYouPage } from './features/thank-you/thank-you-page';

// The content pages load with the content client (@sanity/client, ~35 KB compressed), in their
// own chunks: /contact and /thank-you never download it.
const AboutPage = lazyModule(() =>
  import('./features/about/about-page').then((m) => ({ default: m.AboutPage })),
);
const ConsultingPage = lazyModule(() =>
  import('./features/consulting/consulting-page').then((m) => ({ default: m.ConsultingPage })),
);
const TeamMemberPage = lazyModule(() =>
  import('./features/team/team-member-page').then((m) => ({ default: m.TeamMemberPage })),
);

export const contractVersion = CONTRACT_VERSION;

/** Exposed as `company/app`: /about, /team/:slug, /consulting, /contact and /thank-you. */
export default function CompanyApp(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      {/* No Suspense here: while a page's chunk loads, the host's boundary keeps what it shows
          (the prerendered page, or the previous page during a navigation). */}
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

/** The texts of the page's language, loaded before the shell renders this module. */
export { messagesReady as ready } from './lib/messages';
