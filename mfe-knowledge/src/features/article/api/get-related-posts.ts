import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { SanityClient } from '@sanity/client';
import { POST_CARD_PROJECTION, type PostCard } from '../../../lib/api/post-card';

/** SPEC §7: up to 3 other posts sharing a tag, newest first. */
export const RELATED_POSTS_QUERY = /* groq */ `*[_type == "knowledgePost" && slug.current != $slug && count((tags)[@ in $tags]) > 0] | order(date desc)[0...3] ${POST_CARD_PROJECTION}`;

export function getRelatedPosts(
  client: SanityClient,
  { slug, tags }: { slug: string; tags: string[] },
  signal?: AbortSignal,
): Promise<ContentResult<PostCard[]>> {
  return queryContent<PostCard[]>(
    client,
    RELATED_POSTS_QUERY,
    { slug, tags },
    { signal, label: 'related posts' },
  );
}
