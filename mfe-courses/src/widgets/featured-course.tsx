import type { RemoteProps } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Link } from '@quantethic/shared/router';

export const contractVersion = CONTRACT_VERSION;

/** Home 'Featured Course' section (exposed as `courses/featured-course`). */
export default function FeaturedCourseWidget(_props: RemoteProps) {
  return (
    <section className="qe-section" aria-labelledby="featured-course-title">
      <div className="qe-container">
        <h2 id="featured-course-title">Featured Course</h2>
        <div className="qe-card">
          <h3>Featured Course Unavailable</h3>
          <p className="qe-muted">No featured course is currently available.</p>
          <Link to="/courses" className="qe-btn qe-btn--primary">
            Browse All Courses
          </Link>
        </div>
      </div>
    </section>
  );
}
