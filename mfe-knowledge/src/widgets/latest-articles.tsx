import { useContent } from '@quantethic/kit/content';
import { remoteWidget } from '@quantethic/kit/widget';
import { LoadingState } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Link } from '@quantethic/shared/router';
import { useMemo } from 'react';
import { getLatestPosts } from '../features/latest/api/get-latest-posts';
import { PostCard } from '../lib/components/post-card';
import { SUMMARY_LIMIT } from '../lib/format';
import { useKnowledgeMessages } from '../lib/messages';
import { toPostSummaries } from '../lib/post';
import styles from './latest-articles.module.css';

export const contractVersion = CONTRACT_VERSION;

/** SPEC §9: three home articles. */
const LATEST_LIMIT = 3;

function LatestArticles() {
  const t = useKnowledgeMessages();
  const state = useContent(
    (client, signal, language) => getLatestPosts(client, language, signal),
    [],
    'latest-posts',
  );
  const data = state.status === 'ok' ? state.data : null;
  const posts = useMemo(() => toPostSummaries(data, t).slice(0, LATEST_LIMIT), [data, t]);

  if (state.status === 'loading') {
    return (
      <div className={styles.placeholder}>
        <LoadingState label={t('hub.loading')} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={styles.problem} role="alert">
        <p>{t('hub.failedTitle')}</p>
        <button type="button" className="qe-btn qe-btn--primary" onClick={state.reload}>
          {t('article.tryAgain')}
        </button>
      </div>
    );
  }
  if (posts.length === 0) return <p className="qe-muted">{t('latest.empty')}</p>;
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={3} summaryLimit={SUMMARY_LIMIT} />
        </li>
      ))}
    </ul>
  );
}

function LatestSection() {
  const t = useKnowledgeMessages();
  return (
    <section className="qe-section qe-section--alt" aria-labelledby="latest-articles-title">
      <div className="qe-container">
        <div className={styles.heading}>
          <div>
            <h2 id="latest-articles-title">{t('hub.title')}</h2>
            <p className="qe-section__intro">{t('latest.intro')}</p>
          </div>
          <Link to="/knowledge" className="qe-btn qe-btn--secondary">
            {t('latest.visit')}
          </Link>
        </div>
        <LatestArticles />
      </div>
    </section>
  );
}

/** Home 'Knowledge Hub' section with the latest articles (exposed as `knowledge/latest-articles`). */
export default remoteWidget(LatestSection);

/**
 * The texts of the page's language, loaded before the shell renders this widget: src/messages
 * only (it shows no kit part's texts, nor the body's).
 */
export { messagesReady as ready } from '../lib/messages';
