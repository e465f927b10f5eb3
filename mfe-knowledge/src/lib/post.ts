import { contentLanguage, isRecord, text, textList } from '@quantethic/kit/content';
import {
  type ImageRef,
  isValidSlug,
  type Locale,
  normalizeSlug,
  resolveSlug,
  safeHttpUrl,
} from '@quantethic/shared';
import { englishT, type KnowledgeT } from './messages';

/**
 * Content is untrusted (any field may be missing or of the wrong type): every view reads posts
 * through these functions, which turn a raw post into a shape it can render without checks (the
 * field readers they use, text and isRecord, come from @quantethic/kit/content).
 */

export interface PostSummaryView {
  id: string;
  title: string;
  /** The slug for the post's URL: its own when valid, otherwise a normalised one. */
  slug: string;
  /** The slug as stored (for queries), or null when there is none. */
  storedSlug: string | null;
  /** True when the stored slug is not a valid slug (SPEC §2: such cards navigate, never open the modal). */
  needsNormalising: boolean;
  summary: string | null;
  tags: string[];
  /** A valid date (YYYY-MM-DD or ISO), or null. */
  date: string | null;
  /** Minutes, when the post says so. */
  readingTime: number | null;
  image: ImageRef | null;
  /**
   * The post's language: the page's, or English for a post not translated yet (a view marks it
   * with `fallbackLanguage(post, locale)`).
   */
  language: Locale;
}

export interface AuthorView {
  name: string;
  /** /team/{slug}. */
  slug: string;
  image: ImageRef | null;
}

export interface DownloadView {
  key: string;
  title: string;
  description: string | null;
  url: string;
  filename: string | null;
  size: number | null;
}

export interface PostDetailView extends PostSummaryView {
  author: AuthorView | null;
  /** When it was published: its date, else when it was created (ISO 8601), or null. */
  publishedAt: string | null;
  /** When it last changed (`_updatedAt`, ISO 8601), or null. */
  updatedAt: string | null;
  /** The raw body blocks (RichText cleans them). */
  body: unknown[];
  downloads: DownloadView[];
}

/** The title of a post without one, in English (the catalogue's `post.untitled`; the feed's). */
export const UNTITLED = englishT('post.untitled');
const MAX_TAGS = 20;

/**
 * An image field reduced to what image helpers read, with checked types (a hostile `alt` that is
 * not a string would otherwise break rendering).
 */
export function imageOf(value: unknown): ImageRef | null {
  if (!isRecord(value)) return null;
  const asset = isRecord(value.asset) ? value.asset : null;
  return {
    asset: asset
      ? {
          ...(typeof asset._ref === 'string' ? { _ref: asset._ref } : {}),
          ...(typeof asset._id === 'string' ? { _id: asset._id } : {}),
          url: typeof asset.url === 'string' ? asset.url : null,
        }
      : null,
    url: typeof value.url === 'string' ? value.url : null,
    alt: text(value.alt),
  };
}

/** Distinct, trimmed, non-empty string tags. */
export function tagsOf(value: unknown): string[] {
  return textList(value, { distinct: true, max: MAX_TAGS });
}

const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function dateOf(value: unknown): string | null {
  const raw = text(value);
  if (!raw || !DATE.test(raw) || Number.isNaN(Date.parse(raw))) return null;
  return raw;
}

function minutes(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.min(999, Math.max(1, Math.round(value)))
    : null;
}

/** The URL slug of a post and whether its stored slug needs normalising. */
export function slugOf(raw: Record<string, unknown>): {
  slug: string;
  stored: string | null;
  needsNormalising: boolean;
} {
  const current = isRecord(raw.slug) ? raw.slug.current : raw.slug;
  const stored = typeof current === 'string' && current.trim() ? current : null;
  if (stored && isValidSlug(stored)) return { slug: stored, stored, needsNormalising: false };
  const normalised = stored ? normalizeSlug(stored) : 'unknown';
  const slug =
    normalised !== 'unknown'
      ? normalised
      : resolveSlug({ title: text(raw.title), _id: typeof raw._id === 'string' ? raw._id : null });
  return { slug, stored, needsNormalising: true };
}

/** A post's card; `t` writes the title of a post without one (the page's locale; English by default). */
export function toPostSummary(raw: unknown, index = 0, t: KnowledgeT = englishT): PostSummaryView | null {
  if (!isRecord(raw)) return null;
  const { slug, stored, needsNormalising } = slugOf(raw);
  return {
    id: text(raw._id) ?? `post-${index}-${slug}`,
    title: text(raw.title) ?? t('post.untitled'),
    slug,
    storedSlug: stored,
    needsNormalising,
    summary: text(raw.summary),
    tags: tagsOf(raw.tags),
    date: dateOf(raw.date),
    readingTime: minutes(raw.estimatedReadingTime),
    image: imageOf(raw.featuredImage),
    language: contentLanguage(raw),
  };
}

/** Every usable post of a list (anything that is not an object is skipped). */
export function toPostSummaries(raw: unknown, t: KnowledgeT = englishT): PostSummaryView[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const posts: PostSummaryView[] = [];
  raw.forEach((item, index) => {
    const post = toPostSummary(item, index, t);
    if (!post) return;
    // Keys must be unique: a duplicated id gets the list position added.
    if (seen.has(post.id)) post.id = `${post.id}#${index}`;
    seen.add(post.id);
    posts.push(post);
  });
  return posts;
}

function authorOf(value: unknown): AuthorView | null {
  if (!isRecord(value)) return null;
  const name = text(value.name);
  if (!name) return null;
  return {
    name,
    slug: resolveSlug({ slug: isRecord(value.slug) ? (value.slug as { current?: string }) : null, name }),
    image: imageOf(value.image),
  };
}

/** A download; `t` writes the title of one without a title or file name (English by default). */
export function toDownload(value: unknown, index: number, t: KnowledgeT = englishT): DownloadView | null {
  if (!isRecord(value)) return null;
  const asset = isRecord(value.asset) ? value.asset : null;
  const url = safeHttpUrl(asset?.url);
  if (!url) return null;
  const filename = text(asset?.originalFilename);
  return {
    key: text(value._key) ?? `download-${index}`,
    title: text(value.title) ?? filename ?? t('downloads.untitled'),
    description: text(value.description),
    url,
    filename,
    size:
      typeof asset?.size === 'number' && Number.isFinite(asset.size) && asset.size >= 0 ? asset.size : null,
  };
}

/** A post in full; `t` writes the titles of what has none (the page's locale; English by default). */
export function toPostDetail(raw: unknown, t: KnowledgeT = englishT): PostDetailView | null {
  const summary = toPostSummary(raw, 0, t);
  if (!summary || !isRecord(raw)) return null;
  const body = Array.isArray(raw.body) ? raw.body : [];
  const downloads = (Array.isArray(raw.downloads) ? raw.downloads : [])
    .map((item, index) => toDownload(item, index, t))
    .filter((item): item is DownloadView => item !== null);
  return {
    ...summary,
    readingTime: summary.readingTime ?? estimateReadingTime(body),
    author: authorOf(raw.author),
    publishedAt: summary.date ?? dateOf(raw._createdAt),
    updatedAt: dateOf(raw._updatedAt),
    body,
    downloads,
  };
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read the text blocks of a body (at least 1), or null when it has no text. */
export function estimateReadingTime(body: unknown[]): number | null {
  let words = 0;
  for (const block of body) {
    if (!isRecord(block) || block._type !== 'block' || !Array.isArray(block.children)) continue;
    for (const child of block.children) {
      if (isRecord(child) && typeof child.text === 'string')
        words += child.text.split(/\s+/).filter(Boolean).length;
    }
  }
  return words > 0 ? Math.max(1, Math.round(words / WORDS_PER_MINUTE)) : null;
}
