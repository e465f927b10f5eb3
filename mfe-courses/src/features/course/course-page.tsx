import { normalizeSlug, useDocumentMeta } from '@quantethic/shared';
import { Link, useParams } from '@quantethic/shared/router';

const titleFromSlug = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

/** The course page; /courses/:slug/learn shows the same screen (SPEC §2). */
export function CoursePage() {
  const { slug = '' } = useParams();
  const title = titleFromSlug(normalizeSlug(slug));
  useDocumentMeta({ title });
  return (
    <article className="qe-container qe-page">
      <p>
        <Link to="/courses">← All courses</Link>
      </p>
      <h1>{title}</h1>
    </article>
  );
}
