import { contentLanguage, text, useContent, useFallbackLanguage } from '@quantethic/kit/content';
import { HydrationBoundary } from '@quantethic/kit/ui';
import { ErrorState, LoadingState, NotFoundPage, useDocumentMeta } from '@quantethic/shared';
import { withoutSiteName } from '../../lib/text';
import styles from './about.module.css';
import { useAboutMessages } from './about-messages';
import { getAboutPage } from './api/get-about-page';
import { AboutCta } from './components/about-cta';
import { AboutHero, AboutStatus } from './components/about-hero';
import { Founder } from './components/founder';
import { MissionVision } from './components/mission-vision';
import { TeamSection } from './components/team-section';
import { WhoWeAre } from './components/who-we-are';
import { WhyUs } from './components/why-us';

export function AboutPage() {
  const content = useContent(
    (client, signal, language) => getAboutPage(client, signal, language),
    [],
    'about-page',
  );
  const page = content.status === 'ok' ? content.data : null;
  const t = useAboutMessages();
  // The page's texts are marked when the page is not translated yet (English on an Arabic page).
  const lang = useFallbackLanguage(page);
  const seo = page?.seo;
  useDocumentMeta(
    content.status === 'empty'
      ? { title: t('common.pageNotFound'), noIndex: true }
      : {
          title: withoutSiteName(text(seo?.metaTitle)) ?? t('about.headTitle'),
          path: '/about',
          description:
            text(seo?.metaDescription) ?? text(page?.hero?.subheading) ?? t('about.headDescription'),
          noIndex: seo?.noIndex === true,
          language: contentLanguage(page),
        },
  );

  if (content.status === 'loading') {
    return (
      <AboutStatus>
        <LoadingState label={t('about.loading')} />
      </AboutStatus>
    );
  }
  if (content.status === 'error') {
    return (
      <AboutStatus>
        <ErrorState
          title={t('about.loadFailed')}
          message={t('common.contentDown')}
          onRetry={content.reload}
          retryLabel={t('common.tryAgain')}
        />
      </AboutStatus>
    );
  }
  if (content.status === 'empty' || !page) return <NotFoundPage />;

  return (
    <div className={styles.page}>
      <AboutHero hero={page.hero} lang={lang} />
      {/* Below the hero, each part hydrates on its own once the page is live. */}
      <HydrationBoundary>
        <MissionVision missionVision={page.missionVision} lang={lang} />
      </HydrationBoundary>
      <HydrationBoundary>
        <WhyUs why={page.whyQuantEthic} lang={lang} />
      </HydrationBoundary>
      <HydrationBoundary>
        <WhoWeAre whoWeAre={page.whoWeAre} lang={lang} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Founder founder={page.founder} lang={lang} />
      </HydrationBoundary>
      <HydrationBoundary>
        <TeamSection team={page.team} />
      </HydrationBoundary>
      <HydrationBoundary>
        <AboutCta cta={page.cta} lang={lang} />
      </HydrationBoundary>
    </div>
  );
}

/** The page's texts, awaited before it renders in another locale (withTexts, src/app.tsx). */
export { aboutTexts } from './about-messages';
