// schema.org structured data (JSON-LD) for the pages search engines read it on. Each builder gives
// the properties the type's rich result requires; the pages pass them to useDocumentMeta.
import { absoluteUrl } from './head';

export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown };

const withContext = (value: { '@type': string; [key: string]: unknown }): JsonLd => ({
  '@context': 'https://schema.org',
  ...value,
});
/** Drops null, undefined and empty strings/lists (schema.org consumers reject empty values). */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, entry]) =>
        entry !== null && entry !== undefined && entry !== '' && !(Array.isArray(entry) && !entry.length),
    ),
  ) as T;
}

export interface SiteFacts {
  siteUrl: string;
  siteName: string;
  description: string;
  logo: string;
  /** Profiles elsewhere (the footer's links). */
  sameAs?: readonly (string | null | undefined)[];
}

export function organizationJsonLd(site: SiteFacts): JsonLd {
  return withContext(
    compact({
      '@type': 'Organization',
      '@id': `${absoluteUrl('/', site.siteUrl)}#organization`,
      name: site.siteName,
      url: absoluteUrl('/', site.siteUrl),
      logo: absoluteUrl(site.logo, site.siteUrl),
      description: site.description,
      sameAs: (site.sameAs ?? []).filter((link): link is string => Boolean(link)),
    }),
  );
}

export function webSiteJsonLd(site: SiteFacts): JsonLd {
  return withContext({
    '@type': 'WebSite',
    name: site.siteName,
    url: absoluteUrl('/', site.siteUrl),
    publisher: { '@id': `${absoluteUrl('/', site.siteUrl)}#organization` },
  });
}

/** The provider every course and service names. */
export const providerJsonLd = (siteUrl: string, siteName: string) => ({
  '@type': 'Organization',
  name: siteName,
  sameAs: absoluteUrl('/', siteUrl),
});

export interface CourseFacts {
  name: string;
  description: string;
  path: string;
  level?: string | null;
  image?: string | null;
}

export function courseJsonLd(course: CourseFacts, siteUrl: string, siteName: string): JsonLd {
  return withContext(
    compact({
      '@type': 'Course',
      name: course.name,
      description: course.description,
      url: absoluteUrl(course.path, siteUrl),
      image: course.image ? absoluteUrl(course.image, siteUrl) : null,
      provider: providerJsonLd(siteUrl, siteName),
      educationalLevel: course.level,
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
    }),
  );
}

/** An ItemList of courses (the catalogue): each item a full Course, in page order. */
export function courseListJsonLd(courses: readonly CourseFacts[], siteUrl: string, siteName: string): JsonLd {
  return withContext({
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => {
      const { '@context': _, ...item } = courseJsonLd(course, siteUrl, siteName);
      return { '@type': 'ListItem', position: index + 1, item };
    }),
  });
}

export interface ArticleFacts {
  headline: string;
  description?: string | null;
  path: string;
  image: string;
  datePublished: string;
  dateModified?: string | null;
  author: { name: string; path?: string | null } | null;
}

export function articleJsonLd(article: ArticleFacts, siteUrl: string, siteName: string): JsonLd {
  return withContext(
    compact({
      '@type': 'Article',
      headline: article.headline.slice(0, 110),
      description: article.description,
      url: absoluteUrl(article.path, siteUrl),
      mainEntityOfPage: absoluteUrl(article.path, siteUrl),
      image: [absoluteUrl(article.image, siteUrl)],
      datePublished: article.datePublished,
      dateModified: article.dateModified || article.datePublished,
      author: article.author
        ? compact({
            '@type': 'Person',
            name: article.author.name,
            url: article.author.path ? absoluteUrl(article.author.path, siteUrl) : null,
          })
        : { '@type': 'Organization', name: siteName, url: absoluteUrl('/', siteUrl) },
      publisher: providerJsonLd(siteUrl, siteName),
    }),
  );
}

export interface PersonFacts {
  name: string;
  path: string;
  jobTitle?: string | null;
  description?: string | null;
  image?: string | null;
  sameAs?: readonly (string | null | undefined)[];
}

export function personJsonLd(person: PersonFacts, siteUrl: string, siteName: string): JsonLd {
  return withContext(
    compact({
      '@type': 'Person',
      name: person.name,
      url: absoluteUrl(person.path, siteUrl),
      jobTitle: person.jobTitle,
      description: person.description,
      image: person.image ? absoluteUrl(person.image, siteUrl) : null,
      worksFor: { '@type': 'Organization', name: siteName, url: absoluteUrl('/', siteUrl) },
      sameAs: (person.sameAs ?? []).filter((link): link is string => Boolean(link)),
    }),
  );
}

export interface ServiceFacts {
  name: string;
  description?: string | null;
  serviceType?: string | null;
}

export function serviceJsonLd(
  service: ServiceFacts,
  path: string,
  siteUrl: string,
  siteName: string,
): JsonLd {
  return withContext(
    compact({
      '@type': 'Service',
      name: service.name,
      description: service.description,
      serviceType: service.serviceType,
      url: absoluteUrl(path, siteUrl),
      provider: providerJsonLd(siteUrl, siteName),
    }),
  );
}

/** Breadcrumbs of a nested page, from the home page down to it. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[], siteUrl: string): JsonLd {
  return withContext({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  });
}
