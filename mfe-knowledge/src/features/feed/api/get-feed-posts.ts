import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { KnowledgePost, Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';

/** What a feed item says about a post. */
export type FeedPost = Pick<KnowledgePost, '_id' | 'title' | 'slug' | 'summary' | 'tags' | 'date'> & {
  language?: string | null;
  _createdAt?: string | null;
  _updatedAt?: string | null;
  author?: { name?: string | null } | null;
};

/** Every article in `$language`, newest first like the hub (undated posts last). */
export const FEED_POSTS_QUERY = /* groq */ `*[_type == "knowledgePost" && ${IN_LANGUAGE}] | order(coalesce(date, "0000-00-00") desc, _createdAt desc) {
  _id, language, _createdAt, _updatedAt, title, slug{current}, summary, tags, date, "author": author->{name}
}`;

/** The feed's posts; the feed is English (`<language>en</language>`), so `language` is 'en' there. */
export function getFeedPosts(
  client: SanityClient,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<FeedPost[]>> {
  return queryContent<FeedPost[]>(client, FEED_POSTS_QUERY, languageParams(language), {
    signal,
    label: 'feed posts',
  });
}
