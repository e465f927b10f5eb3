import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { SanityClient } from '@sanity/client';
import { POST_CARD_PROJECTION, type PostCard } from '../../../lib/api/post-card';

/** SPEC §7: the latest three knowledge items (the home page's Knowledge Hub section). */
export const LATEST_POSTS_QUERY = /* groq */ `*[_type == "knowledgePost" && defined(date)] | order(date desc, _createdAt desc)[0...3] ${POST_CARD_PROJECTION}`;

export function getLatestPosts(
  client: SanityClient,
  signal?: AbortSignal,
): Promise<ContentResult<PostCard[]>> {
  return queryContent<PostCard[]>(client, LATEST_POSTS_QUERY, {}, { signal, label: 'latest posts' });
}
