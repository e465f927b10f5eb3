import { NotFoundPage, type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Route, Routes } from '@quantethic/shared/router';
import { CataloguePage } from './features/catalogue/catalogue-page';
import { CertificatePage } from './features/certificate/certificate-page';
import { CoursePage } from './features/course/course-page';
import { LearnPage } from './features/learn/learn-page';

export const contractVersion = CONTRACT_VERSION;

/** Exposed as `courses/app`: /courses, /courses/:slug, its /learn view and its /certificate. */
export default function CoursesApp(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
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
