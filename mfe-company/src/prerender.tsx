// Deploy-time rendering of the company pages and the home page's company widgets
// (see @quantethic/kit/prerender).
import {
  fetchContent,
  getContentClient,
  IN_LANGUAGE,
  isRecord,
  languageParams,
  text,
} from '@quantethic/kit/content';
import { defineSectionPrerender } from '@quantethic/kit/prerender';
import { isValidSlug, type PrerenderPath, resolveSlug, type SiteConfig } from '@quantethic/shared';
import CompanyApp from './app';
import { ABOUT_TEAM } from './features/about/api/get-about-page';
import { PAGE_SERVICES } from './features/consulting/api/get-consulting-page';
import { messagesReady } from './lib/messages';
// Each widget's module: its component and its own texts' `ready`, awaited before it renders.
import * as communitySignup from './widgets/community-signup/community-signup';
import * as contactForm from './widgets/contact-form/contact-form';
import * as testimonials from './widgets/testimonials/testimonials';

/**
 * When each page's content last changed, in `$language`: the about page (as the page picks it:
 * the latest) with its team, the consulting page with its services, and every team member.
 * Asked in English: the paths are the English edition's, and each is rendered in every edition
 * (a member's translation has the same slug, so /ar/team/{slug} is the Arabic member).
 */
export const PAGE_DATES_QUERY = /* groq */ `{
  "about": *[_type == "aboutPage" && ${IN_LANGUAGE}] | order(_updatedAt desc)[0]{
    _updatedAt, "noIndex": seo.noIndex, "team": ${ABOUT_TEAM}._updatedAt
  },
  "consulting": *[_type == "consultingPage" && ${IN_LANGUAGE}] | order(_updatedAt desc)[0]{
    _updatedAt, "services": *[${PAGE_SERVICES}]._updatedAt
  },
  "team": *[_type == "teamMember" && ${IN_LANGUAGE}] | order(coalesce(metadata.order, 999) asc, name asc){_id, name, slug{current}, _updatedAt}
}`;

const dates = (...values: unknown[]): string[] =>
  values
    .flat()
    .filter((value): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value)));
/** The newest of some ISO 8601 dates (all in UTC, as the content API gives them), or null. */
const newest = (values: string[]) => values.reduce<string | null>((a, b) => (!a || b > a ? b : a), null);

/**
 * /about (kept out of the sitemap when its content says noIndex), /consulting, /contact and every
 * team member's page at its canonical slug, each with `lastModified` from the content.
 */
export async function companyPaths(config: SiteConfig): Promise<PrerenderPath[]> {
  const found = await fetchContent<unknown>(
    getContentClient(config.content),
    PAGE_DATES_QUERY,
    languageParams('en'),
    {
      label: 'company pages to prerender',
    },
  );
  const data = isRecord(found) ? found : {};
  const about = isRecord(data.about) ? data.about : null;
  const consulting = isRecord(data.consulting) ? data.consulting : null;
  const team = new Map<string, string | null>();
  for (const member of Array.isArray(data.team) ? data.team : []) {
    // The page shows only a member with a name, at its canonical slug.
    if (!isRecord(member) || !text(member.name)) continue;
    const slug = resolveSlug(member);
    if (isValidSlug(slug) && !team.has(`/team/${slug}`))
      team.set(`/team/${slug}`, newest(dates(member._updatedAt)));
  }
  return [
    {
      path: '/about',
      lastModified: newest(dates(about?._updatedAt, about?.team)),
      indexable: about?.noIndex !== true,
    },
    { path: '/consulting', lastModified: newest(dates(consulting?._updatedAt, consulting?.services)) },
    { path: '/contact' },
    ...[...team].map(([path, lastModified]) => ({ path, lastModified })),
  ];
}

export default defineSectionPrerender({
  App: CompanyApp,
  ready: messagesReady,
  paths: companyPaths,
  widgets: {
    testimonials,
    'community-signup': communitySignup,
    'contact-form': contactForm,
  },
});
