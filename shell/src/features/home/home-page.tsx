import {
  DEFAULT_DESCRIPTION,
  organizationJsonLd,
  type SiteConfig,
  type SiteFacts,
  useDocumentMeta,
  webSiteJsonLd,
} from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { type ShellMessageKey, useShellMessages } from '../../lib/messages';
import { useSiteConfig, useSiteLocale } from '../../lib/site-context';
import { WidgetSlot } from './widget-slot';

/** The organisation's logo, served by the shell (shell/public). */
export const SITE_LOGO = '/logo.svg';

/**
 * What the home page's structured data says about the site (the profiles are the footer's), its
 * description in the page's language (English's by default).
 */
export function siteFacts(
  config: SiteConfig | null,
  origin: string,
  description: string = DEFAULT_DESCRIPTION,
): SiteFacts {
  return {
    siteUrl: config?.siteUrl || origin,
    siteName: config?.siteName || 'QuantEthic',
    description,
    logo: SITE_LOGO,
    sameAs: config ? [config.links.github, config.links.twitter, config.links.youtube] : [],
  };
}

const STATS = [
  { label: 'stats.learners', value: '10+' },
  { label: 'stats.countries', value: '2+' },
  { label: 'stats.videoHours', value: '5+' },
] as const satisfies readonly { label: ShellMessageKey; value: string }[];

/** Home-page sections served by remotes, in page order (ARCHITECTURE §1), with their titles. */
export const HOME_WIDGETS = [
  { remote: 'courses', exposed: 'featured-course', title: 'widget.featuredCourse' },
  { remote: 'knowledge', exposed: 'latest-articles', title: 'widget.latestArticles' },
  { remote: 'company', exposed: 'testimonials', title: 'widget.testimonials' },
  { remote: 'company', exposed: 'community-signup', title: 'widget.communitySignup' },
  { remote: 'company', exposed: 'contact-form', title: 'widget.contactForm' },
] as const satisfies readonly { remote: string; exposed: string; title: ShellMessageKey }[];

export function HomePage() {
  const config = useSiteConfig();
  const t = useShellMessages();
  const english = useSiteLocale() === 'en';
  const description = english ? DEFAULT_DESCRIPTION : t('home.description');
  const facts = siteFacts(config, typeof window === 'undefined' ? '' : window.location.origin, description);
  // Organization + WebSite structured data (SPEC §9); the title is the site's own (HOME_TITLE).
  useDocumentMeta({
    path: '/',
    // English: the site's own title (HOME_TITLE); another edition names the page in its language.
    title: english ? undefined : t('home.title'),
    description,
    jsonLd: [organizationJsonLd(facts), webSiteJsonLd(facts)],
  });
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="qe-container hero__inner">
          <p className="hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.title')}
          </h1>
          <p className="hero__tagline">{t('home.tagline')}</p>
          <Link to="/courses" className="qe-btn qe-btn--primary hero__cta">
            {t('home.explore')}
          </Link>
        </div>
      </section>
      <section className="stats" aria-label={t('home.stats')}>
        <dl className="qe-container stats__list">
          {STATS.map((stat) => (
            <div key={stat.label} className="stats__item">
              <dt>{t(stat.label)}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {HOME_WIDGETS.map((widget) => (
        <WidgetSlot
          key={widget.exposed}
          remote={widget.remote}
          exposed={widget.exposed}
          title={t(widget.title)}
        />
      ))}
    </>
  );
}
