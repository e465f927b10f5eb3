import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { KnowledgePost, Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';

/**
 * A post as the article page reads it, with its system dates (the head's published/modified times)
 * and its language (the page's, or 'en' for an English post not translated yet).
 */
export type PostDetail = KnowledgePost & {
  language?: string | null;
  _createdAt?: string | null;
  _updatedAt?: string | null;
};

const FILE_ASSET = /* groq */ `"asset": asset->{url, originalFilename, size}`;

export const POST_DETAIL_PROJECTION = /* groq */ `{
  _id, language, _createdAt, _updatedAt, title, slug{current}, summary, tags, date, estimatedReadingTime, featuredImage{asset, alt},
  "author": author->{_id, language, name, slug{current}, image{asset, alt}, bio},
  body[]{
    ...,
    _type == "file" => {${FILE_ASSET}},
    _type == "pdfDocument" => {"file": file{${FILE_ASSET}}},
    _type == "slides" => {"file": file{${FILE_ASSET}}}
  },
  downloads[]{_key, title, description, "asset": file.asset->{url, originalFilename, size}}
}`;

// The language filter comes after the filter that picks the post (`*[…slug…][IN_LANGUAGE]`): the
// same documents as one filter, but IN_LANGUAGE (a lookup in the translation metadata) then runs
// on the one or two versions of the post, not on every post — the content API's GROQ engine
// evaluates every operand of `&&`, so inside the first filter it ran on all of them.

/** SPEC §7: post by slug, in `$language` (a translation has the same slug as its English post). */
export const POST_BY_SLUG_QUERY = /* groq */ `*[_type == "knowledgePost" && slug.current == $slug][${IN_LANGUAGE}][0] ${POST_DETAIL_PROJECTION}`;

/**
 * SPEC §7: fallback post by title prefix, in `$language`: the newest post whose title starts with
 * `$title`, in any language (a URL's words are the English title's, in the Arabic edition too),
 * as its version in `$language` (the same slug) — or as it is when it has no slug to find that by.
 */
export const POST_BY_TITLE_QUERY = /* groq */ `*[_type == "knowledgePost" && title match ($title + "*")] | order(date desc)[0]{
  "post": coalesce(
    *[_type == "knowledgePost" && defined(^.slug.current) && slug.current == ^.slug.current][${IN_LANGUAGE}][0] ${POST_DETAIL_PROJECTION},
    @ ${POST_DETAIL_PROJECTION}
  )
}.post`;

export function getPostBySlug(
  client: SanityClient,
  slug: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<PostDetail>> {
  return queryContent<PostDetail>(
    client,
    POST_BY_SLUG_QUERY,
    { slug, ...languageParams(language) },
    { signal, label: `post "${slug}"` },
  );
}

export function getPostByTitle(
  client: SanityClient,
  title: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<PostDetail>> {
  return queryContent<PostDetail>(
    client,
    POST_BY_TITLE_QUERY,
    { title, ...languageParams(language) },
    { signal, label: `post titled "${title}"` },
  );
}

/** The words of a slug, for the title-prefix fallback ('what-is-mura' → 'what is mura'). */
export function titleFromSlug(slug: string): string {
  return slug.replace(/-+/g, ' ').trim();
}

/**
 * The article for a URL slug in `language` (SPEC §2 Article): by slug first; when that finds
 * nothing, the newest post whose title starts with the slug's words. Errors are returned, never
 * thrown.
 */
export async function getPostBySlugOrTitle(
  client: SanityClient,
  slug: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<PostDetail>> {
  const bySlug = await getPostBySlug(client, slug, language, signal);
  if (bySlug.status !== 'empty') return bySlug;
  const title = titleFromSlug(slug);
  return title ? getPostByTitle(client, title, language, signal) : bySlug;
}
