import { useContent } from '@quantethic/kit/content';
import { ErrorState, LoadingState, type PageHead, useDocumentMeta, useLocale } from '@quantethic/shared';
import { useSearchParams } from '@quantethic/shared/router';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { SaveInfoNotice } from '../../lib/components/save-info/save-info-notice';
import { useKnowledgeMessages } from '../../lib/messages';
import { type PostSummaryView, toPostSummaries } from '../../lib/post';
import { FEED } from '../../lib/seo';
import { getPosts } from './api/get-posts';
import { PostList } from './components/post-list';
import { PostPreviewModal } from './components/post-preview';
import { TagFilter } from './components/tag-filter';
import styles from './hub.module.css';
import { buildTagIndex, resolveTag } from './tag-index';

/** The hub's head besides its texts: one canonical URL whatever the tag filter, and its feed. */
export const HUB_HEAD: PageHead = {
  path: '/knowledge',
  alternates: [FEED],
};

/** /knowledge: every post, filtered by tag (kept in the URL), with a preview modal. */
export function HubPage() {
  const t = useKnowledgeMessages();
  const locale = useLocale();
  useDocumentMeta({ ...HUB_HEAD, title: t('hub.title'), description: t('hub.intro') });
  const state = useContent((client, signal, language) => getPosts(client, language, signal), [], 'posts');
  const data = state.status === 'ok' ? state.data : null;
  const posts = useMemo(() => toPostSummaries(data, t), [data, t]);
  const index = useMemo(() => buildTagIndex(posts, locale), [posts, locale]);

  const [params, setParams] = useSearchParams();
  const tag = resolveTag(index, params.get('tag'));
  const filtered = tag ? (index.byTag.get(tag) ?? []) : posts;

  const selectTag = useCallback(
    (next: string | null) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('tag', next);
          else updated.delete('tag');
          return updated;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  const [preview, setPreview] = useState<PostSummaryView | null>(null);
  const openPreview = useCallback((post: PostSummaryView) => setPreview(post), []);
  const closePreview = useCallback(() => setPreview(null), []);

  let content: ReactNode;
  if (state.status === 'loading') {
    content = <LoadingState label={t('hub.loading')} />;
  } else if (state.status === 'error') {
    content = (
      <ErrorState title={t('hub.failedTitle')} message={t('hub.failedMessage')} onRetry={state.reload} />
    );
  } else if (posts.length === 0) {
    content = <p className={styles.empty}>{t('hub.empty')}</p>;
  } else {
    content = (
      <>
        <TagFilter tags={index.tags} total={posts.length} selected={tag} onSelect={selectTag} />
        {filtered.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('hub.noPostsForTag', { tag })}</p>
            <button type="button" className="qe-btn qe-btn--secondary" onClick={() => selectTag(null)}>
              {t('hub.showAll')}
            </button>
          </div>
        ) : (
          <PostList posts={filtered} filterKey={tag ?? ''} onOpen={openPreview} />
        )}
      </>
    );
  }

  return (
    <div className="qe-container qe-page">
      <header className={styles.header}>
        <h1>{t('hub.title')}</h1>
        <p className="qe-section__intro">{t('hub.intro')}</p>
      </header>
      <SaveInfoNotice />
      {content}
      <PostPreviewModal post={preview} onClose={closePreview} />
    </div>
  );
}
