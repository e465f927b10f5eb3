import { NotFoundPage, type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Route, Routes } from '@quantethic/shared/router';
import { CataloguePage } from './features/catalogue/catalogue-page';
import { CoursePage } from './features/course/course-page';

export const contractVersion = CONTRACT_VERSION;

/** Exposed as `courses/app`: /courses, /courses/:slug, its /learn view and its /certificate. */
export default function CoursesApp(props: RemoteProps) {
  return (
    <RemotePropsProvider value={props}>
      <Routes>
        <Route path="courses" element={<CataloguePage />} />
        <Route path="courses/:slug" element={<CoursePage />} />
        <Route path="courses/:slug/learn" element={<CoursePage screen="learn" />} />
        <Route path="courses/:slug/certificate" element={<CoursePage screen="certificate" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemotePropsProvider>
  );
}
