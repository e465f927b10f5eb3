import type { ReactNode } from 'react';

/** A loading view announced to screen readers. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="qe-status" role="status" aria-live="polite">
      <span className="qe-spinner" aria-hidden="true" />
      <p>{label}</p>
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

/** An error view: a heading, what happened and a way forward. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Try Again', children }: ErrorStateProps) {
  return (
    <div className="qe-status" role="alert">
      <h2>{title}</h2>
      {message ? <p className="qe-muted">{message}</p> : null}
      {onRetry ? (
        <button type="button" className="qe-btn qe-btn--primary" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
      {children}
    </div>
  );
}
