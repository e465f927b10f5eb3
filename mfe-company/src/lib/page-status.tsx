import type { ReactNode } from 'react';

export interface PageStatusProps {
  title: string;
  message?: ReactNode;
  /** 'alert' for errors (announced at once), 'status' for neutral outcomes. */
  role?: 'alert' | 'status';
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

/**
 * A whole-page outcome (not found, failed to load…) with the page's h1, what happened and a
 * way forward — unlike ErrorState, which is a section inside a page.
 */
export function PageStatus({
  title,
  message,
  role = 'status',
  onRetry,
  retryLabel = 'Try Again',
  children,
}: PageStatusProps) {
  return (
    <div className="qe-container qe-page">
      <div className="qe-status" role={role}>
        <h1>{title}</h1>
        {message ? <div className="qe-muted">{message}</div> : null}
        {onRetry || children ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'center' }}>
            {onRetry ? (
              <button type="button" className="qe-btn qe-btn--primary" onClick={onRetry}>
                {retryLabel}
              </button>
            ) : null}
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
