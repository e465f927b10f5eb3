import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { KnowledgePost } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';

/** A post as the article page reads it, with its system dates (the head's published/modified times). */
export type PostDetail = KnowledgePost & { _createdAt?: string | null; _updatedAt?: string | null };

const FILE_ASSET = /* groq */ `"asset": asset->{url, originalFilename, size}`;

export const POST_DETAIL_PROJECTION = /* groq */ `{
  _id, _createdAt, _updatedAt, title, slug{current}, summary, tags, date, estimatedReadingTime, featuredImage{asset, alt},
  "author": author->{_id, name, slug{current}, image{asset, alt}, bio},
  body[]{
    ...,
    _type == "file" => {${FILE_ASSET}},
    _type == "pdfDocument" => {"file": file{${FILE_ASSET}}},
    _type == "slides" => {"file": file{${FILE_ASSET}}}
  },
  downloads[]{_key, title, description, "asset": file.asset->{url, originalFilename, size}}
}`;

/** SPEC §7: post by slug. */
export const POST_BY_SLUG_QUERY = /* groq */ `*[_type == "knowledgePost" && slug.current == $slug][0] ${POST_DETAIL_PROJECTION}`;

/** SPEC §7: fallback post by title prefix. */
export const POST_BY_TITLE_QUERY = /* groq */ `*[_type == "knowledgePost" && title match ($title + "*")] | order(date desc)[0] ${POST_DETAIL_PROJECTION}`;

export function getPostBySlug(
  client: SanityClient,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentResult<PostDetail>> {
  return queryContent<PostDetail>(client, POST_BY_SLUG_QUERY, { slug }, { signal, label: `post "${slug}"` });
}

export function getPostByTitle(
  client: SanityClient,
  title: string,
  signal?: AbortSignal,
): Promise<ContentResult<PostDetail>> {
  return queryContent<PostDetail>(
    client,
    POST_BY_TITLE_QUERY,
    { title },
    { signal, label: `post titled "${title}"` },
  );
}

/** The words of a slug, for the title-prefix fallback ('what-is-mura' → 'what is mura'). */
export function titleFromSlug(slug: string): string {
  return slug.replace(/-+/g, ' ').trim();
}

/**
 * The article for a URL slug (SPEC §2 Article): by slug first; when that finds nothing, the
 * newest post whose title starts with the slug's words. Errors are returned, never thrown.
 */
export async function getPostBySlugOrTitle(
  client: SanityClient,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentResult<PostDetail>> {
  const bySlug = await getPostBySlug(client, slug, signal);
  if (bySlug.status !== 'empty') return bySlug;
  const title = titleFromSlug(slug);
  return title ? getPostByTitle(client, title, signal) : bySlug;
}
