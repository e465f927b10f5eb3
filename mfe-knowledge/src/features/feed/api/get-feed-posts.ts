import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { KnowledgePost } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';

/** What a feed item says about a post. */
export type FeedPost = Pick<KnowledgePost, '_id' | 'title' | 'slug' | 'summary' | 'tags' | 'date'> & {
  _createdAt?: string | null;
  _updatedAt?: string | null;
  author?: { name?: string | null } | null;
};

/** Every article, newest first like the hub (undated posts last). */
export const FEED_POSTS_QUERY = /* groq */ `*[_type == "knowledgePost"] | order(coalesce(date, "0000-00-00") desc, _createdAt desc) {
  _id, _createdAt, _updatedAt, title, slug{current}, summary, tags, date, "author": author->{name}
}`;

export function getFeedPosts(client: SanityClient, signal?: AbortSignal): Promise<ContentResult<FeedPost[]>> {
  return queryContent<FeedPost[]>(client, FEED_POSTS_QUERY, {}, { signal, label: 'feed posts' });
}
