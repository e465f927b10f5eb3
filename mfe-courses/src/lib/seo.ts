// What the courses pages put in their head besides their text: the site's URL for structured
// data, a course's description and thumbnail as a link preview, and its schema.org Course facts.
import { type ImageSource, imageDimensions, imageUrl } from '@quantethic/kit/content';
import type { ContentConfig, CourseFacts, SiteConfig, SocialImage } from '@quantethic/shared';
import { image, text, truncate } from './content';
import { coursePath, courseTitle, type LinkableCourse } from './course-links';

/** The catalogue's introduction: its meta description. */
export const CATALOGUE_DESCRIPTION =
  'Courses on Islamic finance, ethical finance and quantitative modelling, from first principles to working models.';

/** Search engines show about 160 characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/** The site's public URL: the configured one, or the page's own origin in a browser. */
export function siteUrlOf(config: SiteConfig): string {
  return config.siteUrl || (typeof window === 'undefined' ? '' : window.location.origin);
}

/** The size link previews use (Open Graph, Twitter's large card). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A content image as a link preview: an absolute image-CDN URL cropped to 1200×630 as a JPEG, with
 * its size.
 * Null when the image is not a CDN asset (a plain URL cannot be resized and its size is unknown):
 * the page then has the site's default social image.
 */
export function socialImageOf(
  source: ImageSource | null | undefined,
  content: ContentConfig,
  alt?: string | null,
): SocialImage | null {
  if (!imageDimensions(source)) return null;
  const url = imageUrl(source, content, SOCIAL_IMAGE_SIZE.width);
  if (!url) return null;
  const sized = new URL(url);
  sized.searchParams.set('h', String(SOCIAL_IMAGE_SIZE.height));
  sized.searchParams.set('fit', 'crop');
  // Link-preview scrapers take JPEG and PNG everywhere (not SVG, not always WebP): a JPEG for all.
  sized.searchParams.delete('auto');
  sized.searchParams.set('fm', 'jpg');
  return { url: sized.href, ...SOCIAL_IMAGE_SIZE, ...(alt ? { alt } : {}) };
}

/** A course as content gives it (every field untrusted). */
export interface SeoCourse extends LinkableCourse {
  description?: unknown;
  overview?: unknown;
  level?: unknown;
  thumbnail?: unknown;
}

/** The text a course is described by: its description, else its overview's first paragraph. */
function summaryOf(course: SeoCourse): string | null {
  const description = text(course.description);
  if (description) return description;
  const overview = text(course.overview);
  return overview ? (text(overview.split(/\n\s*\n/)[0]) ?? null) : null;
}

/** A course's meta description: its summary cut at a word to 160 characters, or null. */
export function courseDescription(course: SeoCourse): string | null {
  const summary = summaryOf(course);
  return summary ? truncate(summary.replace(/\s+/g, ' '), DESCRIPTION_LENGTH) : null;
}

/** A course's thumbnail as its link preview (null: the default social image). */
export function courseSocialImage(course: SeoCourse, content: ContentConfig): SocialImage | null {
  const thumbnail = image(course.thumbnail);
  return socialImageOf(thumbnail, content, thumbnail?.alt ?? courseTitle(course));
}

/**
 * A course's schema.org facts. Course rich results require a description: a course without one is
 * described by its title. The level reads like the page ('All Levels' when it has none).
 */
export function courseFacts(course: SeoCourse, content: ContentConfig, siteName: string): CourseFacts {
  const name = courseTitle(course);
  return {
    name,
    description: courseDescription(course) ?? `${name}: a ${siteName} course.`,
    path: coursePath(course),
    level: text(course.level) ?? 'All Levels',
    image: courseSocialImage(course, content)?.url ?? null,
  };
}
