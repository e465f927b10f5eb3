import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { POST_CARD_PROJECTION, type PostCard } from '../../../lib/api/post-card';

/**
 * SPEC §7: up to 3 other posts sharing a tag, newest first, in `$language` (the language filter
 * after the tag filter: it runs only on the posts sharing a tag, see POST_BY_SLUG_QUERY).
 */
export const RELATED_POSTS_QUERY = /* groq */ `*[_type == "knowledgePost" && slug.current != $slug && count((tags)[@ in $tags]) > 0][${IN_LANGUAGE}] | order(date desc)[0...3] ${POST_CARD_PROJECTION}`;

export function getRelatedPosts(
  client: SanityClient,
  { slug, tags }: { slug: string; tags: string[] },
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<PostCard[]>> {
  return queryContent<PostCard[]>(
    client,
    RELATED_POSTS_QUERY,
    { slug, tags, ...languageParams(language) },
    { signal, label: 'related posts' },
  );
}
