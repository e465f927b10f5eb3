import type { KnowledgePost } from '@quantethic/shared';
import { type ContentResult, queryContent } from '@quantethic/shared/content';
import type { SanityClient } from '@sanity/client';

/** What a post card shows. */
export type PostCard = Pick<
  KnowledgePost,
  '_id' | 'title' | 'slug' | 'summary' | 'tags' | 'date' | 'featuredImage' | 'estimatedReadingTime'
>;

export const POST_CARD_PROJECTION = /* groq */ `{
  _id, title, slug{current}, summary, tags, date, estimatedReadingTime, featuredImage{asset, alt}
}`;

/** SPEC §7: all knowledge posts by date, newest first (undated posts last). */
export const POSTS_QUERY = /* groq */ `*[_type == "knowledgePost"] | order(coalesce(date, "0000-00-00") desc, _createdAt desc) ${POST_CARD_PROJECTION}`;

export function getPosts(client: SanityClient, signal?: AbortSignal): Promise<ContentResult<PostCard[]>> {
  return queryContent<PostCard[]>(client, POSTS_QUERY, {}, { signal, label: 'knowledge posts' });
}
