import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { SanityClient } from '@sanity/client';
import { POST_CARD_PROJECTION, type PostCard } from '../../../lib/api/post-card';

export type { PostCard };

/** SPEC §7: all knowledge posts by date, newest first (undated posts last). */
export const POSTS_QUERY = /* groq */ `*[_type == "knowledgePost"] | order(coalesce(date, "0000-00-00") desc, _createdAt desc) ${POST_CARD_PROJECTION}`;

export function getPosts(client: SanityClient, signal?: AbortSignal): Promise<ContentResult<PostCard[]>> {
  return queryContent<PostCard[]>(client, POSTS_QUERY, {}, { signal, label: 'knowledge posts' });
}
