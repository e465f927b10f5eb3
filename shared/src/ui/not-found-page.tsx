import { Link } from '@quantethic/shared/router';
import type { Locale } from '../i18n/locale';
import { useMessages } from '../i18n/use-messages';
import { sharedUiMessages } from './messages';
import { useDocumentMeta } from './use-document-meta';

/**
 * The 404 view (SPEC §2): used by the shell for unknown paths and by remotes for unknown sub-paths,
 * in the page's locale (RemoteProps.locale in a remote; the shell passes its own).
 */
export function NotFoundPage({ locale }: { locale?: Locale } = {}) {
  const t = useMessages(sharedUiMessages, locale);
  useDocumentMeta({ title: t('notFound.title'), noIndex: true });
  return (
    <section className="qe-page qe-container qe-status" aria-labelledby="not-found-title">
      <p className="qe-muted" aria-hidden="true" style={{ fontSize: '3rem', fontWeight: 700, margin: 0 }}>
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="qe-muted">{t('notFound.text')}</p>
      <Link className="qe-btn qe-btn--primary" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
