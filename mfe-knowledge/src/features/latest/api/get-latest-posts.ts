import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { POST_CARD_PROJECTION, type PostCard } from '../../../lib/api/post-card';

/** SPEC §7: the latest three knowledge items (the home page's Knowledge Hub section), in `$language`. */
export const LATEST_POSTS_QUERY = /* groq */ `*[_type == "knowledgePost" && defined(date) && ${IN_LANGUAGE}] | order(date desc, _createdAt desc)[0...3] ${POST_CARD_PROJECTION}`;

export function getLatestPosts(
  client: SanityClient,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<PostCard[]>> {
  return queryContent<PostCard[]>(client, LATEST_POSTS_QUERY, languageParams(language), {
    signal,
    label: 'latest posts',
  });
}
