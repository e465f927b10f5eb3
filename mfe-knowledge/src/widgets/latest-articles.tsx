import type { RemoteProps } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Link } from '@quantethic/shared/router';

export const contractVersion = CONTRACT_VERSION;

/** Home 'Knowledge Hub' section with the latest articles (exposed as `knowledge/latest-articles`). */
export default function LatestArticlesWidget(_props: RemoteProps) {
  return (
    <section className="qe-section qe-section--alt" aria-labelledby="latest-articles-title">
      <div className="qe-container">
        <h2 id="latest-articles-title">Knowledge Hub</h2>
        <p className="qe-muted">No knowledge articles have been published yet.</p>
        <Link to="/knowledge" className="qe-btn qe-btn--secondary">
          Visit the Knowledge Hub
        </Link>
      </div>
    </section>
  );
}
