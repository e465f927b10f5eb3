import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { Course } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';

export type FeaturedCourse = Pick<Course, '_id' | 'title' | 'description' | 'slug' | 'thumbnail'>;

/** SPEC §7: the featured course (first with isFeatured true): title, description, slug, thumbnail. */
export const FEATURED_COURSE_QUERY = /* groq */ `*[_type == "course" && isFeatured == true] | order(_createdAt desc)[0]{
  _id, title, description, slug{current}, thumbnail{asset, alt}
}`;

export function getFeaturedCourse(
  client: SanityClient,
  signal?: AbortSignal,
): Promise<ContentResult<FeaturedCourse>> {
  return queryContent<FeaturedCourse>(
    client,
    FEATURED_COURSE_QUERY,
    {},
    { signal, label: 'featured course' },
  );
}
