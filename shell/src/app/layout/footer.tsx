import { Link } from '@quantethic/shared/router';
import { type ShellMessageKey, useShellMessages } from '../../lib/messages';
import { useSite, useSiteConfig } from '../../lib/site-context';

const INTERNAL = [
  { to: '/courses', label: 'nav.courses' },
  { to: '/knowledge', label: 'nav.knowledge' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
] as const satisfies readonly { to: string; label: ShellMessageKey }[];

/** Footer (SPEC §2): internal links, external profiles from runtime config, 'Why QuantEthic?', copyright. */
export function Footer() {
  const config = useSiteConfig();
  const { analytics } = useSite();
  const t = useShellMessages();
  // Only where the site asks for analytics consent: the visitor can change their answer. From the
  // config alone, so the page rendered at deploy time (no tracker there) has it too.
  const privacyChoices = Boolean(config?.analytics.provider && config.analytics.requireConsent);
  const external = [
    { href: config?.links.github, label: 'GitHub' },
    { href: config?.links.twitter, label: 'Twitter' },
    { href: config?.links.youtube, label: 'YouTube' },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));

  return (
    <footer className="site-footer">
      <div className="qe-container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name" translate="no">
            QuantEthic
          </p>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav')}>
          <h2 className="site-footer__heading">{t('footer.explore')}</h2>
          <ul className="site-footer__list">
            {INTERNAL.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">{t('footer.follow')}</h2>
          <ul className="site-footer__list">
            {external.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  <span translate="no">{link.label}</span>
                  <span className="qe-visually-hidden">{t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="site-footer__cta">
          <h2 className="site-footer__heading">{t('footer.why')}</h2>
          <p>{t('footer.whyText')}</p>
          <Link to="/about" className="qe-btn qe-btn--primary">
            {t('footer.learnAbout')}
          </Link>
        </div>
      </div>
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: String(new Date().getFullYear()) })}
        {privacyChoices ? (
          <>
            {' '}
            <button
              type="button"
              className="qe-btn qe-btn--ghost qe-btn--small"
              onClick={(event) => analytics?.consent.review(event.currentTarget)}
            >
              {t('footer.privacy')}
            </button>
          </>
        ) : null}
      </p>
    </footer>
  );
}
