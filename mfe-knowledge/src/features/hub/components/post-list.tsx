import { useEffect, useRef, useState } from 'react';
import { PostCard } from '../../../lib/components/post-card';
import { useKnowledgeMessages } from '../../../lib/messages';
import type { PostSummaryView } from '../../../lib/post';
import styles from './post-list.module.css';

/** Cards shown at first and added by each 'Show more articles' (the list may hold thousands). */
export const PAGE_SIZE = 12;

export interface PostListProps {
  posts: PostSummaryView[];
  /** Changing it starts again from the first page. */
  filterKey: string;
  onOpen: (post: PostSummaryView) => void;
}

/**
 * The cards of the current filter, a page at a time: only the visible cards are rendered, and
 * cards are memoised, so switching tags re-renders a dozen cards at most, never the whole list.
 */
export function PostList({ posts, filterKey, onOpen }: PostListProps) {
  const [page, setPage] = useState({ key: filterKey, limit: PAGE_SIZE });
  const limit = page.key === filterKey ? page.limit : PAGE_SIZE;
  const visible = posts.slice(0, limit);
  const list = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const t = useKnowledgeMessages();

  // After 'Show more', focus moves to the first new card so keyboard users carry on from there.
  useEffect(() => {
    if (focusIndex.current === null) return;
    list.current?.children[focusIndex.current]?.querySelector<HTMLElement>('a')?.focus();
    focusIndex.current = null;
  });

  return (
    <>
      <ul ref={list} className={styles.grid}>
        {visible.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} onOpen={onOpen} imageLoading={index < 3 ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <p className={styles.status} role="status">
          {t('hub.showing', { shown: visible.length, count: posts.length })}
        </p>
        {visible.length < posts.length ? (
          <button
            type="button"
            className="qe-btn qe-btn--secondary"
            onClick={() => {
              focusIndex.current = limit;
              setPage({ key: filterKey, limit: limit + PAGE_SIZE });
            }}
          >
            {t('hub.showMore')}
          </button>
        ) : null}
      </div>
    </>
  );
}
