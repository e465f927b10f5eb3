import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage, useFallbackLanguage } from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { type MouseEvent, memo } from 'react';
import { formatDate, formatReadingTime, isoDate, truncate } from '../format';
import { useKnowledgeMessages } from '../messages';
import type { PostSummaryView } from '../post';
import styles from './post-card.module.css';

export interface PostCardProps {
  post: PostSummaryView;
  headingLevel?: 2 | 3;
  /** Cut the summary at this many characters (the home widget: 140). */
  summaryLimit?: number;
  /**
   * Open a preview instead of navigating (the hub's modal). A post whose slug needs normalising
   * always navigates to /knowledge/{normalised slug} (SPEC §2).
   */
  onOpen?: (post: PostSummaryView) => void;
  imageLoading?: 'eager' | 'lazy';
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A post card: featured image (default image when missing), date or 'Unknown Date', reading
 * time, title, summary and tags. The whole card is clickable through the title link. An English
 * post on an Arabic page (not translated yet) is marked lang="en" dir="ltr".
 */
export const PostCard = memo(function PostCard({
  post,
  headingLevel = 2,
  summaryLimit,
  onOpen,
  imageLoading = 'lazy',
}: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useKnowledgeMessages();
  const locale = useLocale();
  const language = useFallbackLanguage(post);
  const opensPreview = onOpen !== undefined && !post.needsNormalising;
  const onClick = opensPreview
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen(post);
      }
    : undefined;
  const summary = post.summary && summaryLimit ? truncate(post.summary, summaryLimit) : post.summary;
  return (
    <article className={styles.card} {...language}>
      <div className={styles.media}>
        <ContentImage
          className={styles.image}
          // The title says what the card is: the image is decorative here.
          image={post.image ? { ...post.image, alt: null } : null}
          fallback={DEFAULT_IMAGES.socialImage}
          alt=""
          widths={[176, 320, 480, 640, 800]}
          sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 46vw, 5.5rem"
          loading={imageLoading}
        />
      </div>
      <div className={styles.content}>
        <Heading className={styles.title}>
          <Link
            to={`/knowledge/${post.slug}`}
            className={styles.link}
            onClick={onClick}
            aria-haspopup={opensPreview ? 'dialog' : undefined}
          >
            {post.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          {post.date ? (
            <time dateTime={isoDate(post.date)}>{formatDate(post.date, locale, t('post.unknownDate'))}</time>
          ) : (
            t('post.unknownDate')
          )}
          {post.readingTime ? (
            <>
              <span aria-hidden="true"> · </span>
              {formatReadingTime(post.readingTime, t)}
            </>
          ) : null}
        </p>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
        {post.tags.length > 0 ? (
          <ul className={styles.tags} aria-label={t('post.tags')}>
            {post.tags.map((tag) => (
              <li key={tag} className="qe-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
});
