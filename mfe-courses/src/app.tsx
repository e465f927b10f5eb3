import { lazyModule, withTexts } from '@quantethic/kit/lazy';
import { NotFoundPage, type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Route, Routes } from '@quantethic/shared/router';

// Every page is a chunk of its own, with its own texts (its `messages/en.json`): /courses does not
// download the course page's, the learning view's or the certificate's code and texts, and the
// learning view not the catalogue's. What the pages share is in the chunks this module imports
// (vite.config.ts). A page prerendered at deploy time (/courses, a learning page) lists the chunks
// it rendered (its Arabic texts too) in its hints, so they are fetched with this module, not after
// it (kit/lazy, scripts/deploy/pages.mjs). The course page is not prerendered: its chunk is
// fetched once this module runs, a round trip after it (the page then checks the sign-in and asks
// for the course). In another locale than English, a page renders once its texts in that locale
// are there (withTexts).
const CataloguePage = lazyModule(() =>
  import('./features/catalogue/catalogue-page').then((m) => withTexts(m.CataloguePage, m.catalogueTexts)),
);
const CoursePage = lazyModule(() =>
  import('./features/course/course-page').then((m) => withTexts(m.CoursePage, m.courseTexts)),
);
const LearnPage = lazyModule(() =>
  import('./features/learn/learn-page').then((m) => withTexts(m.LearnPage, m.learnTexts)),
);
// Its texts suspend where they are used (useCertificateMessages): it is not prerendered.
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

/**
 * The texts the pages share, in the page's language: the shell starts them with this module,
 * before it renders it (each page's own texts come with the page: withTexts).
 */
export { messagesReady as ready } from './lib/messages-ready';
