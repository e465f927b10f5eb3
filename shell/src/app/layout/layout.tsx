import { useIsHydrated } from '@quantethic/shared';
import { BusToaster } from '@quantethic/shared/toaster';
import { type ReactNode, useEffect } from 'react';
import { markLive } from '../../lib/early-input/early-input';
import { EditionOffer } from '../../lib/locale/edition-offer';
import { useShellMessages } from '../../lib/messages';
import { useSite } from '../../lib/site-context';
import { ThemeSwitcher } from '../../lib/theme/theme-switcher';
import { Footer } from './footer';
import { Header } from './header';
import { useScrollToTop } from './use-scroll-to-top';

/**
 * The prerendered page is interactive from here on (tests and monitoring wait for
 * `data-app-ready`): once what depends on the browser has rendered too (`useIsHydrated`, true in
 * the render after the hydrating one), e.g. the language switch names this page, not the
 * edition's home. A child of its own, so that deferred render is not the whole layout's.
 */
function ShellLive() {
  const hydrated = useIsHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.dataset.appReady = 'true';
    // The shell's own markup is live: the input its capture held is replayed.
    markLive(null);
  }, [hydrated]);
  return null;
}

/** Header, main content and footer on every route, plus the theme switcher and the Toaster. */
export function Layout({ children }: { children: ReactNode }) {
  const { bus } = useSite();
  const t = useShellMessages();
  useScrollToTop();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <EditionOffer />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ThemeSwitcher />
      <BusToaster bus={bus} />
      <ShellLive />
    </>
  );
}
