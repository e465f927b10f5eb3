import { safeGetItem, safeSetItem } from '@quantethic/shared';

export type ConsentChoice = 'granted' | 'denied';

/** The visitor's answer, kept in this browser (localStorage). */
export const CONSENT_STORAGE_KEY = 'quantethic-analytics-consent';

/**
 * For a site's own consent manager: `window.dispatchEvent(new CustomEvent(CONSENT_EVENT,
 * { detail: 'granted' }))` (or 'denied') records the visitor's answer, as the banner would.
 */
export const CONSENT_EVENT = 'quantethic:analytics-consent';

/**
 * The visitor's analytics consent: read from and saved to safe storage, shared by the sink (sends
 * only when allowed), the consent banner and the footer's 'Privacy choices'. An answer given in
 * another tab applies here too.
 */
export interface ConsentStore {
  /** The saved answer; null when the visitor has not answered (or storage holds something else). */
  get(): ConsentChoice | null;
  /** Saves an answer (kept for this page even when storage is unavailable). */
  set(choice: ConsentChoice): void;
  /** Called when the answer changes, here or in another tab. */
  subscribe(listener: () => void): () => void;
  /** Asks the visitor again (the footer's 'Privacy choices'); `from` gets the focus back after. */
  review(from?: HTMLElement | null): void;
  /** Called when review() is asked for. */
  onReview(listener: (from: HTMLElement | null) => void): () => void;
}

const isChoice = (value: unknown): value is ConsentChoice => value === 'granted' || value === 'denied';

export function createConsentStore(): ConsentStore {
  const stored = safeGetItem(CONSENT_STORAGE_KEY);
  let choice: ConsentChoice | null = isChoice(stored) ? stored : null;
  const listeners = new Set<() => void>();
  const reviewers = new Set<(from: HTMLElement | null) => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const store: ConsentStore = {
    get: () => choice,
    set(next) {
      safeSetItem(CONSENT_STORAGE_KEY, next);
      if (next === choice) return;
      choice = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    review(from = null) {
      for (const reviewer of reviewers) reviewer(from);
    },
    onReview(listener) {
      reviewers.add(listener);
      return () => reviewers.delete(listener);
    },
  };
  if (typeof window !== 'undefined') {
    window.addEventListener(CONSENT_EVENT, (event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isChoice(detail)) store.set(detail);
    });
    window.addEventListener('storage', (event) => {
      if (event.key !== null && event.key !== CONSENT_STORAGE_KEY) return;
      const next = isChoice(event.newValue) ? event.newValue : null;
      if (next === choice) return;
      choice = next;
      notify();
    });
  }
  return store;
}

/**
 * The browser asks not to be tracked: Do Not Track ('1') or Global Privacy Control. Either one
 * means nothing is sent and nobody asks.
 */
export function privacySignal(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  return (
    nav.doNotTrack === '1' ||
    (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}
