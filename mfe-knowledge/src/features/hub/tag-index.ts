import type { PostSummaryView } from '../../lib/post';

export interface TagCount {
  name: string;
  count: number;
}

export interface TagIndex {
  tags: TagCount[];
  byTag: Map<string, PostSummaryView[]>;
}

/** Every tag (alphabetical, with its post count) and the posts of each, built once per list. */
export function buildTagIndex(posts: PostSummaryView[]): TagIndex {
  const byTag = new Map<string, PostSummaryView[]>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const list = byTag.get(tag);
      if (list) list.push(post);
      else byTag.set(tag, [post]);
    }
  }
  const tags = [...byTag]
    .map(([name, list]) => ({ name, count: list.length }))
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
