import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import {
  ContentImage,
  contentLanguage,
  imageUrl,
  useContent,
  useFallbackLanguage,
} from '@quantethic/kit/content';
import {
  LoadingState,
  normalizeSlug,
  type PageHead,
  PageLoading,
  useDocumentMeta,
  useRemoteProps,
} from '@quantethic/shared';
import { Link, Navigate, useLocation, useParams } from '@quantethic/shared/router';
import { Suspense, useEffect, useMemo } from 'react';
import { getPostBySlugOrTitle } from '../../lib/api/get-post';
import { ArticleBody, loadArticleBody } from '../../lib/components/article-body';
import { DownloadList } from '../../lib/components/download-list';
import { PostMeta, TagList } from '../../lib/components/post-meta';
import { SaveInfoNotice } from '../../lib/components/save-info/save-info-notice';
import { useKnowledgeMessages } from '../../lib/messages';
import { type PostDetailView, toPostDetail } from '../../lib/post';
import styles from './article.module.css';
import { articleHead } from './article-head';
import { RelatedPosts } from './components/related-posts';
import { ShareButtons } from './components/share-buttons';

function ArticleError({
  message,
  details,
  onRetry,
}: {
  message: string;
  details?: string;
  onRetry?: () => void;
}) {
  const t = useKnowledgeMessages();
  return (
    <div className="qe-container qe-page">
      <div className={styles.error} role="alert">
        <h1>{t('article.errorTitle')}</h1>
        <p>{message}</p>
        {details ? (
          <details className={styles.errorDetails}>
            <summary>{t('article.technicalDetails')}</summary>
            <p>
              <code>{details}</code>
            </p>
          </details>
        ) : null}
        <p className={styles.errorActions}>
          {onRetry ? (
            <button type="button" className="qe-btn qe-btn--primary" onClick={onRetry}>
              {t('article.tryAgain')}
            </button>
          ) : null}
          <Link to="/knowledge" className="qe-btn qe-btn--secondary">
            {t('article.backToHub')}
          </Link>
        </p>
      </div>
    </div>
  );
}

function ArticleView({ post }: { post: PostDetailView }) {
  const { config } = useRemoteProps();
  const t = useKnowledgeMessages();
  // An English post on an Arabic page (not translated yet): its text is marked English.
  const language = useFallbackLanguage(post);
  const hasImage = post.image !== null && imageUrl(post.image, config.content) !== null;
  return (
    <div className="qe-container qe-page">
      <article className={styles.article}>
        <div className={styles.column}>
          <p className={styles.back}>
            <Link to="/knowledge">
              <span aria-hidden="true">{t('article.backArrow')}</span>
              {t('article.backToHub')}
            </Link>
          </p>
          <header className={styles.header} {...language}>
            <h1 className={styles.title}>{post.title}</h1>
            {post.summary ? <p className={styles.lead}>{post.summary}</p> : null}
            <PostMeta post={post} />
          </header>
        </div>
        {hasImage ? (
          <div className={styles.hero}>
            <ContentImage
              image={post.image}
              fallback={DEFAULT_IMAGES.socialImage}
              alt=""
              widths={[480, 800, 1200, 1600]}
              sizes="(min-width: 60rem) 56rem, 100vw"
              loading="eager"
              fetchPriority="high"
            />
          </div>
        ) : null}
        <div className={styles.column}>
          <ShareButtons title={post.title} path={`/knowledge/${post.slug}`} />
          <Suspense
            fallback={
              <div className={styles.bodyLoading}>
                <LoadingState label={t('article.loading')} />
              </div>
            }
          >
            <ArticleBody body={post.body} {...language} />
          </Suspense>
          {post.downloads.length > 0 ? (
            <>
              <DownloadList downloads={post.downloads} />
              <SaveInfoNotice />
            </>
          ) : null}
          {post.tags.length > 0 ? (
            <footer className={styles.footer}>
              <h2 className={styles.footerHeading}>{t('article.tags')}</h2>
              <TagList tags={post.tags} />
            </footer>
          ) : null}
        </div>
      </article>
      <RelatedPosts id={post.id} slug={post.storedSlug ?? post.slug} tags={post.tags} />
    </div>
  );
}

function Article({ slug }: { slug: string }) {
  const { config } = useRemoteProps();
  const t = useKnowledgeMessages();
  const state = useContent(
    (client, signal, language) => getPostBySlugOrTitle(client, slug, language, signal),
    [slug],
    `article:${slug}`,
  );
  const data = state.status === 'ok' ? state.data : null;
  const post = useMemo(() => (data ? toPostDetail(data, t) : null), [data, t]);

  // The body's code downloads while the post loads.
  useEffect(() => {
    void loadArticleBody();
  }, []);

  let head: PageHead = { title: t('hub.title'), type: 'article' };
  // In the Arabic edition an article not translated yet is the English one: out of search engines.
  if (post) head = { ...articleHead(post, config, t), language: contentLanguage(data) };
  else if (state.status === 'error' || state.status === 'empty')
    head = { title: t('article.errorTitle'), noIndex: true };
  useDocumentMeta(head);

  if (state.status === 'loading') {
    return <PageLoading label={t('article.loading')} />;
  }
  if (state.status === 'error') {
    return (
      <ArticleError
        message={t('article.loadFailed')}
        details={state.error.message.slice(0, 300)}
        onRetry={state.reload}
      />
    );
  }
  if (!post) return <ArticleError message={t('article.notAvailable')} />;
  // Found through its title: go to its own (valid) slug.
  if (!post.needsNormalising && post.slug !== slug)
    return <Navigate to={`/knowledge/${post.slug}`} replace />;
  return <ArticleView post={post} />;
}

/** /knowledge/:slug. A slug that is not in normal form redirects to the normalised one. */
export function ArticlePage() {
  const { slug: raw = '' } = useParams();
  const { search } = useLocation();
  const slug = normalizeSlug(raw);
  if (slug !== raw) return <Navigate to={`/knowledge/${slug}${search}`} replace />;
  return <Article key={slug} slug={slug} />;
}
