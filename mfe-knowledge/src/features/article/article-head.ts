import {
  articleJsonLd,
  breadcrumbJsonLd,
  DEFAULT_SOCIAL_IMAGE,
  type PageHead,
  type SiteConfig,
} from '@quantethic/shared';
import { truncate } from '../../lib/format';
import { englishT, type KnowledgeT } from '../../lib/messages';
import type { PostDetailView } from '../../lib/post';
import { FEED, siteUrlOf, socialImageOf } from '../../lib/seo';

const DESCRIPTION_LIMIT = 160;

/**
 * An article's head (SPEC §9, issue 16): title, summary as description, its canonical path, the
 * featured image as a 1200×630 link preview (the site's default social image when it has none),
 * og:type article with its dates and author (their team page), the feed, and schema.org Article +
 * BreadcrumbList (Home › Knowledge Hub › article, named in `t`'s locale: English by default).
 */
export function articleHead(post: PostDetailView, config: SiteConfig, t: KnowledgeT = englishT): PageHead {
  const siteUrl = siteUrlOf(config);
  const path = `/knowledge/${post.slug}`;
  const image = socialImageOf(post.image, config.content, { alt: post.image?.alt });
  const authorPath = post.author ? `/team/${post.author.slug}` : null;
  const description = post.summary ? truncate(post.summary, DESCRIPTION_LIMIT) : null;
  const jsonLd = [
    breadcrumbJsonLd(
      [
        { name: t('article.breadcrumbHome'), path: '/' },
        { name: t('hub.title'), path: '/knowledge' },
        { name: post.title, path },
      ],
      siteUrl,
    ),
  ];
  if (post.publishedAt)
    jsonLd.unshift(
      articleJsonLd(
        {
          headline: post.title,
          description,
          path,
          image: (image ?? DEFAULT_SOCIAL_IMAGE).url,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          author: post.author ? { name: post.author.name, path: authorPath } : null,
        },
        siteUrl,
        config.siteName,
      ),
    );
  return {
    title: post.title,
    description,
    path,
    ...(image ? { image } : {}),
    type: 'article',
    article: {
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      // An article without an author is the organisation's (as its JSON-LD says): its About page.
      author: post.author?.name ?? config.siteName,
      authorUrl: authorPath ?? '/about',
    },
    jsonLd,
    alternates: [FEED],
  };
}
