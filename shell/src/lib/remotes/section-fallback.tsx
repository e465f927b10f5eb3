import { useId } from 'react';
import { type ShellMessageKey, useShellMessages } from '../messages';
import { RemoteLoadError } from './remote-loader';

interface Props {
  title: string;
  headingLevel: 1 | 2;
  error: Error;
  onRetry: () => void;
}

function explain(error: Error): ShellMessageKey {
  if (error instanceof RemoteLoadError && error.reason === 'incompatible') return 'section.updating';
  if (error instanceof RemoteLoadError && error.reason === 'config') return 'section.configFailed';
  return 'section.failed';
}

/** Shown in place of a section whose remote is down, throws, or is incompatible. */
export function SectionFallback({ title, headingLevel, error, onRetry }: Props) {
  const headingId = useId();
  const t = useShellMessages();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="section-fallback qe-container" aria-labelledby={headingId}>
      <div className="section-fallback__card qe-card" role="alert">
        <Heading id={headingId} className="section-fallback__title">
          {t('section.unavailable', { title })}
        </Heading>
        <p className="qe-muted">{t(explain(error))}</p>
        <button type="button" className="qe-btn qe-btn--primary" onClick={onRetry}>
          {t('section.retry')}
        </button>
      </div>
    </section>
  );
}
