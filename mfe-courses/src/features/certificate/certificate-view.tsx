import { DEFAULT_LOCALE, textDirection, useDocumentMeta, useLocale } from '@quantethic/shared';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import styles from './certificate.module.css';
import type { CertificateData, CertificateImageRef } from './certificate-data';
import { certificateDate, courseTitleLanguage, emblemInitials } from './certificate-format';
import { estimatedTextSizes } from './certificate-layout';
import { useCertificateMessages } from './certificate-messages';

/**
 * Printing: A4 landscape without margins. Rendered only while the certificate is on the page:
 * an @page rule in the CSS module would stay loaded and apply to every page printed later.
 */
const PRINT_PAGE_CSS = '@page { size: A4 landscape; margin: 0; }';

/** The content image, or the drawn fallback when there is none or it fails to load. */
function ImageOr({ image, fallback }: { image: CertificateImageRef | null; fallback: ReactNode }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!image || failedUrl === image.url) return fallback;
  // Same CORS mode as the PDF's image loading, so the browser can reuse one cached response.
  return (
    <img src={image.url} alt={image.alt} crossOrigin="anonymous" onError={() => setFailedUrl(image.url)} />
  );
}

/**
 * The certificate as a printable page (real text, A4 landscape) with 'Download PDF' and
 * 'Print' buttons. The PDF (certificate-pdf.ts) follows the same layout; its code, the PDF
 * library and the fonts are loaded only when the learner asks for it.
 *
 * In the certificate's language (`data.locale`, else the page's), right to left in Arabic. The
 * learner's name is shown exactly as typed, isolated (<bdi>) so that its direction neither takes
 * from nor gives to the words around it; the course title as the content gives it, marked with its
 * language when that is not the certificate's.
 */
export function CertificateView(data: CertificateData) {
  const { learnerName, courseTitle, completedAt, issuer, sealText, logo, signature } = data;
  const pageLocale = useLocale();
  const locale = data.locale ?? pageLocale;
  // The PDF is in the same language (an English certificate's data stays as it is given).
  const certificate = data.locale || locale === DEFAULT_LOCALE ? data : { ...data, locale };
  const titleId = useId();
  const t = useCertificateMessages(locale);
  const [status, setStatus] = useState<'idle' | 'working' | 'failed'>('idle');
  useDocumentMeta({ title: t('certificate.pageTitle', { title: courseTitle }), noIndex: true });
  const title = courseTitleLanguage(data, locale);

  async function download() {
    if (status === 'working') return;
    setStatus('working');
    try {
      const { downloadCertificatePdf } = await import('./download-certificate-pdf');
      await downloadCertificatePdf(certificate);
      setStatus('idle');
    } catch (error) {
      console.error('[certificate] could not create the PDF', error);
      setStatus('failed');
    }
  }

  // Long texts shrink as they do in the PDF (CSS custom properties, in points).
  const size = estimatedTextSizes(data);
  const sizes = {
    '--name-size': size.name,
    '--course-size': size.course,
    '--initials-size': size.initials,
    '--seal-size': size.sealText,
    '--script-size': size.script,
    '--issuer-size': size.issuer,
  } as CSSProperties;

  return (
    <div className={styles.page} lang={locale} dir={textDirection(locale)}>
      <style>{PRINT_PAGE_CSS}</style>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="qe-btn qe-btn--primary"
          onClick={download}
          aria-disabled={status === 'working'}
        >
          {status === 'working' ? t('certificate.preparing') : t('certificate.download')}
        </button>
        <button type="button" className="qe-btn qe-btn--secondary" onClick={() => window.print()}>
          {t('certificate.print')}
        </button>
        <span role="status" className="qe-visually-hidden">
          {status === 'working' ? t('certificate.preparingStatus') : ''}
        </span>
      </div>
      {status === 'failed' && (
        <p role="alert" className={`qe-alert qe-alert--error ${styles.error}`}>
          {t('certificate.pdfError')}
        </p>
      )}

      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className={styles.viewport} aria-label={t('certificate.preview')} tabIndex={0}>
        <div className={styles.scaler}>
          <article className={styles.sheet} aria-labelledby={titleId} style={sizes}>
            <div className={styles.frame}>
              <h1 id={titleId} className={styles.title}>
                {t('certificate.title')}
              </h1>
              <p className={`${styles.lead} ${styles.certifies}`}>{t('certificate.certifies')}</p>
              <p className={styles.name}>
                <bdi dir="auto">{learnerName}</bdi>
              </p>
              <p className={`${styles.lead} ${styles.completed}`}>{t('certificate.completed')}</p>
              <p className={styles.course} lang={title.lang} dir={title.dir}>
                {courseTitle}
              </p>

              <div className={styles.footer}>
                <div className={styles.column}>
                  <p className={styles.value}>
                    <time dateTime={completedAt}>{certificateDate(certificate)}</time>
                  </p>
                  <p className={styles.label}>{t('certificate.dateLabel')}</p>
                </div>
                <div className={styles.seal}>
                  <div className={styles.ring}>
                    <ImageOr
                      image={logo}
                      fallback={
                        <span className={styles.initials} aria-hidden="true">
                          {emblemInitials(issuer)}
                        </span>
                      }
                    />
                  </div>
                  <p className={styles.sealText} dir="auto">
                    {sealText}
                  </p>
                </div>
                <div className={styles.column}>
                  <div className={styles.signature}>
                    <ImageOr
                      image={signature}
                      fallback={
                        // A stand-in for a signature: the issuer's name, which the label reads out.
                        <span className={styles.script} aria-hidden="true" dir="auto">
                          {issuer}
                        </span>
                      }
                    />
                  </div>
                  <p className={`${styles.label} ${styles.issuer}`} dir="auto">
                    {issuer}
                  </p>
                </div>
              </div>
            </div>
          </article>
        </div>
      </section>
    </div>
  );
}
