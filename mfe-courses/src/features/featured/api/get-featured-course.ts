import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { Course, Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import type { Translated } from '../../../lib/api/translated';

export type FeaturedCourse = Pick<Course, '_id' | 'title' | 'description' | 'slug' | 'thumbnail'> &
  Translated;

/**
 * SPEC §7: the featured course (first with isFeatured true): title, description, slug, thumbnail,
 * in `$language` or in English when untranslated.
 */
export const FEATURED_COURSE_QUERY = /* groq */ `*[_type == "course" && isFeatured == true && ${IN_LANGUAGE}] | order(_createdAt desc)[0]{
  _id, language, title, description, slug{current}, thumbnail{asset, alt}
}`;

export function getFeaturedCourse(
  client: SanityClient,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<FeaturedCourse>> {
  return queryContent<FeaturedCourse>(client, FEATURED_COURSE_QUERY, languageParams(language), {
    signal,
    label: 'featured course',
  });
}
