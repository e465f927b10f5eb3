import type { KnowledgePost } from '@quantethic/shared';

/** What a post card shows (hub, related articles, home widget). */
export type PostCard = Pick<
  KnowledgePost,
  '_id' | 'title' | 'slug' | 'summary' | 'tags' | 'date' | 'featuredImage' | 'estimatedReadingTime'
>;

export const POST_CARD_PROJECTION = /* groq */ `{
  _id, title, slug{current}, summary, tags, date, estimatedReadingTime, featuredImage{asset, alt}
}`;
