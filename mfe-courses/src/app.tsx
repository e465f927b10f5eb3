import { lazyModule } from '@quantethic/kit/lazy';
import { NotFoundPage, type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Route, Routes } from '@quantethic/shared/router';
import { CataloguePage } from './features/catalogue/catalogue-page';
import { CoursePage } from './features/course/course-page';

// The catalogue and the course page are in this module; the learning view and the certificate
// are chunks of their own, so /courses and a course page download neither. A page prerendered at
// deploy time lists the chunks it rendered in its hints, so they are fetched with this module, not
// after it (kit/lazy, scripts/deploy/pages.mjs). The course page is not prerendered: as a chunk of
// its own it would cost a round trip after this module.
const LearnPage = lazyModule(() =>
  import('./features/learn/learn-page').then((m) => ({ default: m.LearnPage })),
);
const CertificatePage = lazyModule(() =>
  import('./features/certificate/certificate-page').then((m) => ({ default: m.CertificatePage })),
);

export const contractVersion = CONTRACT_VERSION;

/** Exposed as `courses/app`: /courses, /courses/:slug, its /learn view and its /certificate. */
export default function CoursesApp(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      {/* No Suspense here: while a page's chunk loads, the host's boundary keeps what it shows
          (the prerendered page, or the previous page during a navigation). */}
      <Routes>
        <Route path="courses" element={<CataloguePage />} />
        <Route path="courses/:slug" element={<CoursePage />} />
        <Route path="courses/:slug/learn" element={<LearnPage />} />
        <Route path="courses/:slug/certificate" element={<CertificatePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemotePropsProvider>
  );
}

/** The texts of the page's language, loaded before the shell renders this module. */
export { messagesReady as ready } from './lib/messages';
