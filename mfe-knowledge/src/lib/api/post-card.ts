import type { KnowledgePost } from '@quantethic/shared';

/**
 * What a post card shows (hub, related articles, home widget), and the post's `language` (the
 * page's, or 'en' for an English post shown on an Arabic page because it has no translation yet).
 */
export type PostCard = Pick<
  KnowledgePost,
  '_id' | 'title' | 'slug' | 'summary' | 'tags' | 'date' | 'featuredImage' | 'estimatedReadingTime'
> & { language?: string | null };

export const POST_CARD_PROJECTION = /* groq */ `{
  _id, language, title, slug{current}, summary, tags, date, estimatedReadingTime, featuredImage{asset, alt}
}`;
