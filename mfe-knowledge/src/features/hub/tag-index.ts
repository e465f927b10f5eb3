import type { Locale } from '@quantethic/shared';
import type { PostSummaryView } from '../../lib/post';

export interface TagCount {
  name: string;
  count: number;
  /**
   * The tag's language: the page's when a post in the page's language has it, else its posts'
   * (English, on an Arabic page whose articles are not all translated yet: marked `lang="en"`).
   */
  language: Locale;
}

export interface TagIndex {
  tags: TagCount[];
  byTag: Map<string, PostSummaryView[]>;
}

/**
 * Every tag (alphabetical, with its post count and language) and the posts of each, built once per
 * list for a `locale` page.
 */
export function buildTagIndex(posts: PostSummaryView[], locale: Locale = 'en'): TagIndex {
  const byTag = new Map<string, PostSummaryView[]>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const list = byTag.get(tag);
      if (list) list.push(post);
      else byTag.set(tag, [post]);
    }
  }
  const tags = [...byTag]
    .map(([name, list]) => ({
      name,
      count: list.length,
      language: list.some((post) => post.language === locale)
        ? locale
        : (list[0] as PostSummaryView).language,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  return { tags, byTag };
}

/** The tag a URL asks for, matched to a known tag's spelling when only the case differs. */
export function resolveTag(index: TagIndex, requested: string | null): string | null {
  const wanted = requested?.trim();
  if (!wanted) return null;
  if (index.byTag.has(wanted)) return wanted;
  const lower = wanted.toLowerCase();
  return index.tags.find((tag) => tag.name.toLowerCase() === lower)?.name ?? wanted;
}
