import { useDocumentMeta } from '@quantethic/shared';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { formatCompletionDate } from '../../lib/format';
import { useCoursesMessages } from '../../lib/messages';
import styles from './certificate.module.css';
import type { CertificateData, CertificateImageRef } from './certificate-data';
import { CERTIFICATE_TEXT, emblemInitials } from './certificate-format';
import { estimatedTextSizes } from './certificate-layout';

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
 */
export function CertificateView(data: CertificateData) {
  const { learnerName, courseTitle, completedAt, issuer, sealText, logo, signature } = data;
  const titleId = useId();
  const t = useCoursesMessages();
  const [status, setStatus] = useState<'idle' | 'working' | 'failed'>('idle');
  useDocumentMeta({ title: `${CERTIFICATE_TEXT.title}: ${courseTitle}`, noIndex: true });

  async function download() {
    if (status === 'working') return;
    setStatus('working');
    try {
      const { downloadCertificatePdf } = await import('./download-certificate-pdf');
      await downloadCertificatePdf(data);
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
    <div className={styles.page}>
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
                {CERTIFICATE_TEXT.title}
              </h1>
              <p className={`${styles.lead} ${styles.certifies}`}>{CERTIFICATE_TEXT.certifies}</p>
              <p className={styles.name} dir="auto">
                {learnerName}
              </p>
              <p className={`${styles.lead} ${styles.completed}`}>{CERTIFICATE_TEXT.completed}</p>
              <p className={styles.course} dir="auto">
                {courseTitle}
              </p>

              <div className={styles.footer}>
                <div className={styles.column}>
                  <p className={styles.value}>
                    <time dateTime={completedAt}>{formatCompletionDate(completedAt)}</time>
                  </p>
                  <p className={styles.label}>{CERTIFICATE_TEXT.dateLabel}</p>
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
