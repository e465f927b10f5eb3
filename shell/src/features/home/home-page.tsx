import {
  DEFAULT_DESCRIPTION,
  organizationJsonLd,
  type SiteConfig,
  type SiteFacts,
  useDocumentMeta,
  webSiteJsonLd,
} from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useSiteConfig } from '../../lib/site-context';
import { WidgetSlot } from './widget-slot';

/** The organisation's logo, served by the shell (shell/public). */
export const SITE_LOGO = '/logo.svg';

/** What the home page's structured data says about the site (the profiles are the footer's). */
export function siteFacts(config: SiteConfig | null, origin: string): SiteFacts {
  return {
    siteUrl: config?.siteUrl || origin,
    siteName: config?.siteName || 'QuantEthic',
    description: DEFAULT_DESCRIPTION,
    logo: SITE_LOGO,
    sameAs: config ? [config.links.github, config.links.twitter, config.links.youtube] : [],
  };
}

const STATS = [
  { label: 'Learners', value: '10+' },
  { label: 'Countries', value: '2+' },
  { label: 'Video Hours', value: '5+' },
] as const;

/** Home-page sections served by remotes, in page order (ARCHITECTURE §1). */
export const HOME_WIDGETS = [
  { remote: 'courses', exposed: 'featured-course', title: 'Featured Course' },
  { remote: 'knowledge', exposed: 'latest-articles', title: 'Knowledge Hub' },
  { remote: 'company', exposed: 'testimonials', title: 'What Learners Say' },
  { remote: 'company', exposed: 'community-signup', title: 'Join Our Community' },
  { remote: 'company', exposed: 'contact-form', title: 'Contact Us' },
] as const;

export function HomePage() {
  const config = useSiteConfig();
  const facts = siteFacts(config, typeof window === 'undefined' ? '' : window.location.origin);
  // Organization + WebSite structured data (SPEC §9); the title is the site's own (HOME_TITLE).
  useDocumentMeta({
    path: '/',
    description: DEFAULT_DESCRIPTION,
    jsonLd: [organizationJsonLd(facts), webSiteJsonLd(facts)],
  });
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="qe-container hero__inner">
          <p className="hero__eyebrow">Ethical · Islamic · Quantitative finance</p>
          <h1 id="hero-title" className="hero__title">
            Simplified Quantitative Finance and Ethical Modelling
          </h1>
          <p className="hero__tagline">
            Learn Islamic finance, ethical modelling and quantitative techniques from experts.
          </p>
          <Link to="/courses" className="qe-btn qe-btn--primary hero__cta">
            Explore Courses
          </Link>
        </div>
      </section>
      <section className="stats" aria-label="QuantEthic in numbers">
        <dl className="qe-container stats__list">
          {STATS.map((stat) => (
            <div key={stat.label} className="stats__item">
              <dt>{stat.label}</dt>
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
          title={widget.title}
        />
      ))}
    </>
  );
}
