import { useId } from 'react';
import { RemoteLoadError } from './remote-loader';

interface Props {
  title: string;
  headingLevel: 1 | 2;
  error: Error;
  onRetry: () => void;
}

function explain(error: Error): string {
  if (error instanceof RemoteLoadError && error.reason === 'incompatible') {
    return 'This section is being updated. Please try again in a moment.';
  }
  if (error instanceof RemoteLoadError && error.reason === 'config') {
    return "The site's section list could not be loaded. Please try again in a moment.";
  }
  return 'We couldn’t load this section. The rest of the site still works — check your connection and try again.';
}

/** Shown in place of a section whose remote is down, throws, or is incompatible. */
export function SectionFallback({ title, headingLevel, error, onRetry }: Props) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="section-fallback qe-container" aria-labelledby={headingId}>
      <div className="section-fallback__card qe-card" role="alert">
        <Heading id={headingId} className="section-fallback__title">
          {title} is unavailable right now
        </Heading>
        <p className="qe-muted">{explain(error)}</p>
        <button type="button" className="qe-btn qe-btn--primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    </section>
  );
}
