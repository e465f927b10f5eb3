import { useIsHydrated } from '@quantethic/shared';
import { Link, useLocation } from '@quantethic/shared/router';
import { useEffect, useId, useState } from 'react';
import { LanguageSwitch } from '../../lib/locale/language-switch';
import { useShellMessages } from '../../lib/messages';
import { ThemeToggle } from '../../lib/theme/theme-toggle';
import { AuthButton } from './auth-button';
import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';

/**
 * The header links; the current section's link is marked (aria-current, in bold) once the app is
 * hydrated, because the prerendered header is shared by every route. Each link is as wide as its
 * bold text from the start (shell.css, `data-label`), so marking one moves nothing.
 */
function Links({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const hydrated = useIsHydrated();
  const t = useShellMessages();
  return (
    <ul className="site-nav__list">
      {NAV_LINKS.map((link) => {
        const current = hydrated && (pathname === link.to || pathname.startsWith(`${link.to}/`));
        const label = t(link.label);
        return (
          <li key={link.to}>
            {/* data-label: the link keeps the width of its bold (current) text, marked or not. */}
            <Link
              to={link.to}
              className={current ? 'site-nav__link active' : 'site-nav__link'}
              aria-current={current ? 'page' : undefined}
              data-label={label}
              onClick={onNavigate}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Header on every route: brand, main links, light/dark toggle, Login/Logout, mobile menu. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const t = useShellMessages();

  // The mobile menu closes on every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="qe-container site-header__inner">
        <Link to="/" className="brand">
          <Logo />
          <span className="brand__name" translate="no">
            QuantEthic
          </span>
        </Link>
        <nav className="site-nav site-nav--desktop" aria-label={t('header.mainNav')}>
          <Links />
        </nav>
        <div className="site-header__actions">
          <LanguageSwitch className="site-nav__link language-switch" />
          <ThemeToggle />
          <span className="site-header__auth">
            <AuthButton />
          </span>
          <button
            type="button"
            className="icon-button site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              {menuOpen ? (
                <path
                  fill="currentColor"
                  d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4Z"
                />
              ) : (
                <path fill="currentColor" d="M3 6h18v2H3Zm0 5h18v2H3Zm0 5h18v2H3Z" />
              )}
            </svg>
            <span className="qe-visually-hidden">{t('header.menu')}</span>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        className="site-nav site-nav--mobile"
        aria-label={t('header.mobileNav')}
        hidden={!menuOpen}
      >
        <div className="qe-container">
          <Links onNavigate={() => setMenuOpen(false)} />
          <div className="site-nav--mobile__auth">
            <AuthButton onNavigate={() => setMenuOpen(false)} />
          </div>
          <LanguageSwitch className="site-nav__link site-nav--mobile__language" />
        </div>
      </nav>
    </header>
  );
}
