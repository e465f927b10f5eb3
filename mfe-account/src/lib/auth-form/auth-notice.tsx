import type { ReactNode } from 'react';

/** A page-level outcome in place of (or beside) a form: an error is announced, a success is a status. */
export function AuthNotice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`qe-alert qe-alert--${tone}`}>
      {children}
    </div>
  );
}
