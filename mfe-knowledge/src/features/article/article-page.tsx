import { normalizeSlug, useDocumentMeta } from '@quantethic/shared';
import { Link, useParams } from '@quantethic/shared/router';

export function ArticlePage() {
  const { slug = '' } = useParams();
  const title = normalizeSlug(slug).replace(/-/g, ' ');
  useDocumentMeta({ title, type: 'article' });
  return (
    <article className="qe-container qe-page">
      <p>
        <Link to="/knowledge">← Back to the Knowledge Hub</Link>
      </p>
      <h1 style={{ textTransform: 'capitalize' }}>{title}</h1>
    </article>
  );
}
