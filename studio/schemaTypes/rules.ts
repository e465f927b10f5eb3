/**
 * Validation rules shared by the QuantEthic schema types.
 *
 * Error or warning? An error blocks publishing; a warning is shown to the editor but lets them
 * publish. A rule is an error when content that breaks it cannot work on the site (a course
 * without a title, a slug that cannot be part of a URL, a value outside an enum the site
 * switches on). It is a warning when the site deliberately survives the content (SPEC §5 and
 * the demo dataset, emulators/dataset, which holds such content on purpose so the frontend is
 * tested against it): a non-canonical slug is redirected, an unsupported video link shows
 * 'Unsupported video URL', invalid chart JSON shows 'Error parsing chart data', an unsafe link
 * is dropped, an untitled service is left out. The editor still sees what to fix.
 */
import { SLUG_PATTERN, slugify } from '@quantethic/shared/url/slug';
import { parseVideoUrl } from '@quantethic/shared/url/video';
import type { CustomValidator, Rule, RuleDef, SlugValue } from 'sanity';

// SPEC §5 slugs and video links are judged exactly as the site judges them (one home for each:
// shared/src/url); the Studio's "Generate" button uses the site's slugify (objects.ts).

/**
 * A copy of `rule` with only its type check: for a warning that must not repeat the checks the
 * field type adds by itself (a slug's uniqueness query, a URL's format), which would otherwise
 * be reported twice, once as an error and once as a warning. The typed builders (`SlugRule`,
 * `UrlRule`) are views of Sanity's `Rule`, whose `clone()` and `reset()` do this.
 */
export function bare<T extends RuleDef<T, never>>(rule: T): T {
  return (rule as unknown as Rule).clone().reset() as unknown as T;
}

/** Error: the slug cannot be used as a page address (SPEC §2 routes such as /courses/{slug}). */
export const slugIsRoutable: CustomValidator<SlugValue | undefined> = (value) => {
  const current = value?.current;
  if (current === undefined) return true;
  if (!slugify(current)) return 'The slug has no letters or digits, so it cannot be a page address.';
  if (/[/?#%\\]/.test(current))
    return 'The slug contains "/", "?", "#", "%" or "\\", which cannot be part of a page address. Use lowercase letters, digits and hyphens.';
  return true;
};

/**
 * Warning: SPEC §5 accepts only canonical slugs; any other is normalised by the site, which
 * redirects the stored slug to the canonical one. The demo dataset keeps two such legacy slugs
 * ('Intro_To_Python_For_Finance', 'Sukuk vs Conventional  Bonds') to test that redirect.
 */
export const slugIsCanonical: CustomValidator<SlugValue | undefined> = (value) => {
  const current = value?.current;
  if (current === undefined || SLUG_PATTERN.test(current)) return true;
  return `Not a canonical slug (lowercase letters, digits and single hyphens). The site redirects it to "/${slugify(current) || 'unknown'}"; use that instead.`;
};

/** SPEC §5 video links, exactly as the site's player accepts them (shared/src/url/video.ts). */
export function isSupportedVideoUrl(raw: string): boolean {
  return parseVideoUrl(raw).ok;
}

/**
 * Warning: the site plays only YouTube and Vimeo links and shows 'Unsupported video URL' or
 * 'Invalid YouTube URL' for anything else; the demo dataset holds a Dailymotion link and a
 * YouTube link with a bad id to test those messages.
 */
export const videoUrlIsPlayable: CustomValidator<string | undefined> = (value) =>
  !value || isSupportedVideoUrl(value)
    ? true
    : 'The site plays only YouTube links (with an 11-character video id) and Vimeo links (with a numeric id); this one shows "Unsupported video URL".';

/**
 * The validation of every field with an `options.list` (an enum such as a course level or a
 * button style). Sanity adds "must be one of the list" to the rule it passes to a field's
 * validation function; a field with no validation function keeps only the type check (sanity
 * 5.31), so a value outside the list would pass unnoticed. studio/scripts/check.mjs proves the
 * lists are enforced with broken documents.
 */
export const oneOfList = <R>(rule: R): R => rule;

/** Page links in buttons and rich text: a site path ("/contact") or a web, mail or phone link. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Error: a quiz's correct answer must point at one of its options. */
export const answerIsAnOption: CustomValidator<number | undefined> = (value, context) => {
  if (value === undefined) return true;
  const options = (context.parent as { options?: unknown } | undefined)?.options;
  const count = Array.isArray(options) ? options.length : 0;
  return value < count
    ? true
    : `The correct answer is option ${value}, but the question has ${count} option${count === 1 ? '' : 's'} (numbered from 0).`;
};
