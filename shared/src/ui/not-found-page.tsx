import { Link } from '@quantethic/shared/router';
import { useDocumentMeta } from './use-document-meta';

/** The 404 view (SPEC §2): used by the shell for unknown paths and by remotes for unknown sub-paths. */
export function NotFoundPage() {
  useDocumentMeta({ title: 'Page Not Found', noIndex: true });
  return (
    <section className="qe-page qe-container qe-status" aria-labelledby="not-found-title">
      <p className="qe-muted" aria-hidden="true" style={{ fontSize: '3rem', fontWeight: 700, margin: 0 }}>
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p className="qe-muted">The page you are looking for doesn't exist or has been moved.</p>
      <Link className="qe-btn qe-btn--primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}
