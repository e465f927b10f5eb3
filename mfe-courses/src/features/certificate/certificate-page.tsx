import { CourseLookupStatus } from '../../lib/course-lookup/course-lookup-status';
import { useCourseBySlug } from '../../lib/course-lookup/use-course-by-slug';
import { CourseCertificate } from './course-certificate';

/** /courses/:slug/certificate: the course as for the course page (`useCourseBySlug`), then its certificate. */
export function CertificatePage() {
  const lookup = useCourseBySlug('certificate');
  if (lookup.status !== 'found') return <CourseLookupStatus lookup={lookup} />;
  return <CourseCertificate key={lookup.key} course={lookup.course} />;
}
