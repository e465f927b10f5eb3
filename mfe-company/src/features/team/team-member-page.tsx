import { normalizeSlug, useDocumentMeta } from '@quantethic/shared';
import { Link, useParams } from '@quantethic/shared/router';

export function TeamMemberPage() {
  const { slug = '' } = useParams();
  const name = normalizeSlug(slug).replace(/-/g, ' ');
  useDocumentMeta({ title: name });
  return (
    <article className="qe-container qe-page">
      <h1 style={{ textTransform: 'capitalize' }}>{name}</h1>
      <Link to="/about">Back to Team</Link>
    </article>
  );
}
