import type { KnowledgePost } from '@quantethic/shared';
import { type ContentResult, queryContent } from '@quantethic/shared/content';
import type { SanityClient } from '@sanity/client';

export type PostDetail = KnowledgePost;

const FILE_ASSET = /* groq */ `"asset": asset->{url, originalFilename, size}`;

export const POST_DETAIL_PROJECTION = /* groq */ `{
  _id, title, slug{current}, summary, tags, date, estimatedReadingTime, featuredImage{asset, alt},
  "author": author->{name, slug{current}, image{asset, alt}, bio},
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
