import { useContent } from '@quantethic/kit/content';
import { useId, useMemo } from 'react';
import { PostCard } from '../../../lib/components/post-card';
import { useKnowledgeMessages } from '../../../lib/messages';
import { toPostSummaries } from '../../../lib/post';
import { getRelatedPosts } from '../api/get-related-posts';
import styles from './related-posts.module.css';

/** SPEC §9: three related posts. */
const RELATED_LIMIT = 3;

/**
 * 'Related Articles': up to three other posts sharing a tag. A failure is logged (by the query)
 * and the section is simply left out (SPEC §8).
 */
export function RelatedPosts({ id: postId, slug, tags }: { id: string; slug: string; tags: string[] }) {
  const id = useId();
  const t = useKnowledgeMessages();
  const tagKey = tags.join('\u0000');
  const state = useContent(
    (client, signal, language) =>
      tags.length > 0
        ? getRelatedPosts(client, { slug, tags }, language, signal)
        : Promise.resolve({ status: 'empty' as const }),
    [slug, tagKey],
    `related-posts:${slug}:${tagKey}`,
  );
  const data = state.status === 'ok' ? state.data : null;
  const posts = useMemo(
    () =>
      toPostSummaries(data, t)
        .filter((post) => post.id !== postId)
        .slice(0, RELATED_LIMIT),
    [data, postId, t],
  );
  if (posts.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={id}>
      <h2 id={id}>{t('related.title')}</h2>
      <ul className={styles.relatedGrid}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
