import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages';
import { sharedUiMessages } from './messages';

// The status views every app shows while content loads or when it cannot show it. LoadingState
// and ErrorState sit inside a page (a section, a dialog, a widget); PageLoading and PageStatus are
// the whole page (in the page container, PageStatus with the page's h1).

// A default text of these views is in the page's locale: only a view that shows one waits for the
// locale's texts (a view given its own label never does).

/** A loading view announced to screen readers ('Loading...' in the page's locale by default). */
export function LoadingState({ label }: { label?: string }) {
  return (
    <div className="qe-status" role="status" aria-live="polite">
      <span className="qe-spinner" aria-hidden="true" />
      {label === undefined ? <DefaultLoadingLabel /> : <p>{label}</p>}
    </div>
  );
}

function DefaultLoadingLabel() {
  const t = useMessages(sharedUiMessages);
  return <p>{t('status.loading')}</p>;
}

/** A whole page that is loading: LoadingState in the page container. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="qe-container qe-page">
      <LoadingState label={label} />
    </div>
  );
}

export interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  /** Shown as a 'Try Again' (or `retryLabel`) button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

/** The retry action of an error view: 'Try Again' in the page's locale unless it has a label. */
function RetryButton({ onRetry, label }: { onRetry: () => void; label: string | undefined }) {
  return label === undefined ? (
    <DefaultRetryButton onRetry={onRetry} />
  ) : (
    <LabelledRetryButton onRetry={onRetry} label={label} />
  );
}

function DefaultRetryButton({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(sharedUiMessages);
  return <LabelledRetryButton onRetry={onRetry} label={t('status.tryAgain')} />;
}

function LabelledRetryButton({ onRetry, label }: { onRetry: () => void; label: string }) {
  return (
    <button type="button" className="qe-btn qe-btn--primary" onClick={onRetry}>
      {label}
    </button>
  );
}

/** An error view: a heading, what happened and a way forward. */
export function ErrorState({ title, message, onRetry, retryLabel, children }: ErrorStateProps) {
  return (
    <div className="qe-status" role="alert">
      <h2>{title}</h2>
      {message ? <p className="qe-muted">{message}</p> : null}
      {onRetry ? <RetryButton onRetry={onRetry} label={retryLabel} /> : null}
      {children}
    </div>
  );
}

export interface PageStatusProps {
  /** The page's h1. */
  title: string;
  message?: ReactNode;
  /** 'alert' for errors (announced at once), 'status' (the default) for neutral outcomes. */
  role?: 'alert' | 'status';
  /** Shown as a 'Try Again' (or `retryLabel`) button when given, before `children`. */
  onRetry?: () => void;
  retryLabel?: string;
  /** More ways forward (links, buttons), in a row with the retry button. */
  children?: ReactNode;
}

/**
 * A whole-page outcome (not found, failed to load, a bad address…) with the page's h1, what
 * happened and a way forward — unlike ErrorState, which is a section inside a page.
 */
export function PageStatus({
  title,
  message,
  role = 'status',
  onRetry,
  retryLabel,
  children,
}: PageStatusProps) {
  return (
    <div className="qe-container qe-page">
      <div className="qe-status" role={role}>
        <h1>{title}</h1>
        {message ? <div className="qe-muted">{message}</div> : null}
        {onRetry || children ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'center' }}>
            {onRetry ? <RetryButton onRetry={onRetry} label={retryLabel} /> : null}
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
