import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { POST_CARD_PROJECTION, type PostCard } from '../../../lib/api/post-card';

export type { PostCard };

/**
 * SPEC §7: all knowledge posts by date, newest first (undated posts last), each once in
 * `$language` (its translation, or the English post when it has none).
 */
export const POSTS_QUERY = /* groq */ `*[_type == "knowledgePost" && ${IN_LANGUAGE}] | order(coalesce(date, "0000-00-00") desc, _createdAt desc) ${POST_CARD_PROJECTION}`;

export function getPosts(
  client: SanityClient,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<PostCard[]>> {
  return queryContent<PostCard[]>(client, POSTS_QUERY, languageParams(language), {
    signal,
    label: 'knowledge posts',
  });
}
