import { LoadingState, NotFoundPage, type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Route, Routes } from '@quantethic/shared/router';
import { Suspense } from 'react';
import { AboutPage } from './features/about/about-page';
import { ConsultingPage } from './features/consulting/consulting-page';
import { ContactPage } from './features/contact/contact-page';
import { TeamMemberPage } from './features/team/team-member-page';
import { ThankYouPage } from './features/thank-you/thank-you-page';

export const contractVersion = CONTRACT_VERSION;

function PageLoading() {
  return (
    <div className="qe-container qe-page">
      <LoadingState />
    </div>
  );
}

/** Exposed as `company/app`: /about, /team/:slug, /consulting, /contact and /thank-you. */
export default function CompanyApp(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="about" element={<AboutPage />} />
          <Route path="team" element={<TeamMemberPage />} />
          <Route path="team/:slug" element={<TeamMemberPage />} />
          <Route path="consulting" element={<ConsultingPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="thank-you" element={<ThankYouPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemotePropsProvider>
  );
}
