import { Link } from '@quantethic/shared/router';
import { useSite, useSiteConfig } from '../../lib/site-context';

const INTERNAL = [
  { to: '/courses', label: 'Courses' },
  { to: '/knowledge', label: 'Knowledge' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Footer (SPEC §2): internal links, external profiles from runtime config, 'Why QuantEthic?', copyright. */
export function Footer() {
  const config = useSiteConfig();
  const { analytics } = useSite();
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
          <p className="site-footer__name">QuantEthic</p>
          <p>Simplified quantitative finance and ethical modelling, from Islamic finance to risk models.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul className="site-footer__list">
            {INTERNAL.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Follow us</h2>
          <ul className="site-footer__list">
            {external.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="qe-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="site-footer__cta">
          <h2 className="site-footer__heading">Why QuantEthic?</h2>
          <p>
            Rigorous quantitative methods, taught with the ethics and Shari'ah principles that real finance
            needs.
          </p>
          <Link to="/about" className="qe-btn qe-btn--primary">
            Learn About Us
          </Link>
        </div>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} QuantEthic. All rights reserved.
        {privacyChoices ? (
          <>
            {' '}
            <button
              type="button"
              className="qe-btn qe-btn--ghost qe-btn--small"
              onClick={(event) => analytics?.consent.review(event.currentTarget)}
            >
              Privacy choices
            </button>
          </>
        ) : null}
      </p>
    </footer>
  );
}
