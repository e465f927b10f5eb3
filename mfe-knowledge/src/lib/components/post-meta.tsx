import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage } from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { formatDate, formatReadingTime, isoDate } from '../format';
import { useKnowledgeMessages } from '../messages';
import type { PostDetailView } from '../post';
import styles from './post-meta.module.css';

/**
 * Author (linked to /team/{slug}), date or 'Unknown Date', and reading time; `lang` and `dir` mark
 * them when the post is not in the page's language (`fallbackLanguage`).
 */
export function PostMeta({ post, lang, dir }: { post: PostDetailView; lang?: string; dir?: 'ltr' | 'rtl' }) {
  const t = useKnowledgeMessages();
  const locale = useLocale();
  return (
    <div className={styles.meta} lang={lang} dir={dir}>
      {post.author ? (
        <p className={styles.author}>
          <ContentImage
            className={styles.avatar}
            image={post.author.image ? { ...post.author.image, alt: null } : null}
            fallback={DEFAULT_IMAGES.avatar}
            alt=""
            width={40}
            height={40}
            widths={[80]}
            sizes="40px"
          />
          <span>
            {t('post.by')} <Link to={`/team/${post.author.slug}`}>{post.author.name}</Link>
          </span>
        </p>
      ) : null}
      <p className={styles.facts}>
        {post.date ? (
          <time dateTime={isoDate(post.date)}>{formatDate(post.date, locale, t('post.unknownDate'))}</time>
        ) : (
          t('post.unknownDate')
        )}
        {post.readingTime ? (
          <>
            <span aria-hidden="true" className={styles.dot}>
              ·
            </span>
            {formatReadingTime(post.readingTime, t)}
          </>
        ) : null}
      </p>
    </div>
  );
}

/** A post's tags. */
export function TagList({ tags, label }: { tags: string[]; label?: string }) {
  const t = useKnowledgeMessages();
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label ?? t('post.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="qe-tag" to={`/knowledge?tag=${encodeURIComponent(tag)}`}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
