import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage, imageUrl, useContent, useFallbackLanguage } from '@quantethic/kit/content';
import { ErrorState, LoadingState, Modal, useRemoteProps } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { Suspense, useEffect, useMemo } from 'react';
import { getPostBySlug } from '../../../lib/api/get-post';
import { ArticleBody, loadArticleBody } from '../../../lib/components/article-body';
import { DownloadList } from '../../../lib/components/download-list';
import { PostMeta, TagList } from '../../../lib/components/post-meta';
import { useKnowledgeMessages } from '../../../lib/messages';
import { type PostSummaryView, toPostDetail } from '../../../lib/post';
import styles from './post-preview.module.css';

/** The full post, fetched when the modal opens. */
function PostPreview({ post }: { post: PostSummaryView }) {
  const slug = post.storedSlug ?? post.slug;
  const state = useContent(
    (client, signal, language) => getPostBySlug(client, slug, language, signal),
    [slug],
  );
  const { config } = useRemoteProps();
  const t = useKnowledgeMessages();
  const data = state.status === 'ok' ? state.data : null;
  const detail = useMemo(() => (data ? toPostDetail(data, t) : null), [data, t]);
  // An English post on an Arabic page (not translated yet): its text is marked English.
  const language = useFallbackLanguage(detail);

  // Fetch the body's code while the post loads.
  useEffect(() => {
    void loadArticleBody();
  }, []);

  if (state.status === 'loading') return <LoadingState label={t('article.loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title={t('preview.errorTitle')}
        message={t('preview.errorMessage')}
        onRetry={state.reload}
      />
    );
  }
  if (!detail) {
    return <ErrorState title={t('preview.notFoundTitle')} message={t('preview.notFoundMessage')} />;
  }
  return (
    <div className={styles.preview}>
      <PostMeta post={detail} {...language} />
      {detail.image && imageUrl(detail.image, config.content) ? (
        <ContentImage
          className={styles.previewImage}
          image={detail.image}
          fallback={DEFAULT_IMAGES.socialImage}
          alt=""
          widths={[480, 800, 1200]}
          sizes="(min-width: 64rem) 60rem, 100vw"
        />
      ) : null}
      {detail.summary ? (
        <p className={styles.previewSummary} {...language}>
          {detail.summary}
        </p>
      ) : null}
      <Suspense fallback={<LoadingState label={t('article.loading')} />}>
        {/* In a dialog: no embedded frames, whose focus the dialog could not hold. */}
        <ArticleBody body={detail.body} frames={false} {...language} />
      </Suspense>
      <DownloadList downloads={detail.downloads} headingLevel={3} />
      <TagList tags={detail.tags} />
      <p className={styles.previewActions}>
        <Link to={`/knowledge/${detail.slug}`} className="qe-btn qe-btn--primary">
          {t('preview.readFull')}
        </Link>
      </p>
    </div>
  );
}

export interface PostPreviewModalProps {
  post: PostSummaryView | null;
  onClose: () => void;
}

/**
 * The hub's article preview (SPEC §2): a modal that fetches the full post; Escape, the backdrop
 * and the close button close it, and focus goes back to the card.
 */
export function PostPreviewModal({ post, onClose }: PostPreviewModalProps) {
  const t = useKnowledgeMessages();
  return (
    <Modal
      open={post !== null}
      onClose={onClose}
      title={post?.title ?? ''}
      variant="wide"
      className={styles.previewModal}
      closeLabel={t('preview.close')}
    >
      {post ? <PostPreview key={post.id} post={post} /> : null}
    </Modal>
  );
}
