import { contentLanguage, siteUrlOf, text, useContent, useFallbackLanguage } from '@quantethic/kit/content';
import { HydrationBoundary } from '@quantethic/kit/ui';
import {
  type ConsultingPage as ConsultingPageData,
  NotFoundPage,
  type PageHead,
  PageLoading,
  PageStatus,
  type SiteConfig,
  serviceJsonLd,
  useDocumentMeta,
  useRemoteProps,
} from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { languageIfContent } from '../../lib/content-language';
import { withoutSiteName } from '../../lib/text';
import { getConsultingPage } from './api/get-consulting-page';
import { ConsultingCta } from './components/consulting-cta';
import { InfoFormSection } from './components/info-form-section';
import { ServicesSection } from './components/services-section';
import styles from './consulting.module.css';
import { type ConsultingT, consultingT, useConsultingMessages } from './consulting-messages';
import { categoryOf, visibleServices } from './lib/services';

/** The page's title and description when its content gives none, in English (the catalogue's). */
export const DEFAULT_TITLE = consultingT('en')('consulting.title');
export const DEFAULT_DESCRIPTION = consultingT('en')('consulting.description');
/** The English of 'consulting.loadFailed': an error whose message is this is not shown twice. */
export const LOAD_ERROR_MESSAGE = 'Failed to load consulting page data';

export const CONSULTING_PATH = '/consulting';

/**
 * SPEC §2: title and description from the page's seo, with fallbacks (the last ones `t`'s: the
 * page's locale, English by default); the page is indexable. Its structured data is a schema.org
 * Service per service the grid shows.
 */
export function consultingMeta(
  page: ConsultingPageData | null,
  config: SiteConfig,
  t: ConsultingT = consultingT('en'),
): PageHead {
  const siteUrl = siteUrlOf(config);
  return {
    title: withoutSiteName(text(page?.seo?.title)) ?? text(page?.heroTitle) ?? t('consulting.title'),
    description: text(page?.seo?.description) ?? text(page?.heroDescription) ?? t('consulting.description'),
    path: CONSULTING_PATH,
    noIndex: false,
    jsonLd: visibleServices(page?.services).map((service) =>
      serviceJsonLd(
        {
          name: service.title,
          description: text(service.shortDescription),
          serviceType: categoryOf(service),
        },
        CONSULTING_PATH,
        siteUrl,
        config.siteName,
      ),
    ),
  };
}

function Hero({ page }: { page: ConsultingPageData }) {
  const t = useConsultingMessages();
  const lang = useFallbackLanguage(page);
  return (
    <section className={styles.hero} aria-labelledby="consulting-title">
      <div className={`qe-container ${styles.heroInner}`}>
        <p className={styles.eyebrow}>{t('consulting.eyebrow')}</p>
        <h1
          id="consulting-title"
          className={styles.heroTitle}
          {...languageIfContent(text(page.heroTitle), lang)}
        >
          {text(page.heroTitle) ?? t('consulting.title')}
        </h1>
        <p className={styles.heroLead} {...languageIfContent(text(page.heroDescription), lang)}>
          {text(page.heroDescription) ?? t('consulting.description')}
        </p>
        <div className={styles.heroActions}>
          <a href="#services" className="qe-btn qe-btn--primary">
            {t('consulting.exploreServices')}
          </a>
          <Link to="/contact" className="qe-btn qe-btn--secondary">
            {t('consulting.getInTouch')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** /consulting — services, booking, info form and call to action (SPEC §2). */
export function ConsultingPage() {
  const content = useContent(
    (client, signal, language) => getConsultingPage(client, signal, language),
    [],
    'consulting-page',
  );
  const page = content.status === 'ok' ? content.data : null;
  const { config } = useRemoteProps();
  const t = useConsultingMessages();
  useDocumentMeta(
    content.status === 'empty'
      ? { title: t('common.pageNotFound'), noIndex: true }
      : { ...consultingMeta(page, config, t), language: contentLanguage(page) },
  );

  if (content.status === 'loading') {
    return <PageLoading label={t('consulting.loading')} />;
  }
  if (content.status === 'error') {
    const detail = content.error.message?.trim();
    const message = t('consulting.loadFailed');
    return (
      <PageStatus
        role="alert"
        title={t('consulting.loadFailedTitle')}
        message={
          <>
            <p>{message}</p>
            {detail && detail !== LOAD_ERROR_MESSAGE && detail !== message ? (
              <p className={styles.errorDetail}>{detail}</p>
            ) : null}
          </>
        }
        onRetry={content.reload}
        retryLabel={t('common.tryAgain')}
      />
    );
  }
  if (content.status === 'empty' || !page) return <NotFoundPage />;

  return (
    <div className={styles.page}>
      <Hero page={page} />
      {/* Below the hero, each part hydrates on its own once the page is live. */}
      <HydrationBoundary>
        <ServicesSection page={page} />
      </HydrationBoundary>
      <HydrationBoundary>
        <InfoFormSection page={page} />
      </HydrationBoundary>
      <HydrationBoundary>
        <ConsultingCta page={page} />
      </HydrationBoundary>
    </div>
  );
}

/** The page's texts, awaited before it renders in another locale (withTexts, src/app.tsx). */
export { consultingTexts } from './consulting-messages';
