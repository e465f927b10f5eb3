import { type Bus, type SiteConfig, useIsHydrated } from '@quantethic/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { type ShellMessageKey, useShellMessages } from '../messages';
import { type ConsentChoice, type ConsentStore, privacySignal } from './consent';
import styles from './consent-banner.module.css';

/** Whether this config asks visitors for analytics consent (the footer's 'Privacy choices' shows then). */
export function asksForConsent(config: SiteConfig | null): boolean {
  return Boolean(config?.analytics.provider && config.analytics.requireConsent);
}

const SAVED: Record<ConsentChoice, ShellMessageKey> = {
  granted: 'consent.granted',
  denied: 'consent.denied',
};

/**
 * Asks for analytics consent when the config requires it: a non-modal region, first in the page's
 * reading order and shown at the bottom of the screen (it never shifts the layout), with two
 * equal choices. It asks until the visitor answers; 'Privacy choices' in the footer opens it again.
 * A browser that sends Do Not Track or Global Privacy Control is never asked (nothing is sent),
 * and 'Privacy choices' says so.
 */
export function ConsentBanner({
  config,
  consent,
  bus,
}: {
  config: SiteConfig | null;
  consent: ConsentStore;
  bus: Bus;
}) {
  const id = useId();
  const region = useRef<HTMLElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [choice, setChoice] = useState<ConsentChoice | null>(() => consent.get());
  const [reviewing, setReviewing] = useState(false);
  const [signal] = useState(() => privacySignal());
  // Never in the served page (the visitor's choice is in their browser): shown once hydrated. It
  // is fixed to the bottom of the screen, so it moves nothing.
  const hydrated = useIsHydrated();
  const t = useShellMessages();

  useEffect(() => consent.subscribe(() => setChoice(consent.get())), [consent]);
  useEffect(
    () =>
      consent.onReview((from) => {
        returnTo.current = from;
        setReviewing(true);
      }),
    [consent],
  );
  // Opened from 'Privacy choices': the focus moves into the region.
  useEffect(() => {
    if (reviewing) region.current?.focus();
  }, [reviewing]);

  if (!hydrated || !asksForConsent(config)) return null;
  const asking = !signal && choice === null;
  if (!asking && !reviewing) return null;

  const close = () => {
    setReviewing(false);
    const target = returnTo.current ?? document.getElementById('main');
    returnTo.current = null;
    target?.focus({ preventScroll: true });
  };
  const answer = (next: ConsentChoice) => {
    consent.set(next);
    setChoice(next);
    bus.emit('toast', { kind: 'success', message: t(SAVED[next]), id: 'analytics-consent' });
    close();
  };

  return (
    <section ref={region} className={styles.banner} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('consent.title')}
      </h2>
      {signal ? (
        <p className={styles.text}>{t('consent.signal')}</p>
      ) : (
        <>
          <p className={styles.text}>
            {t('consent.question')}
            {choice ? ` ${t('consent.answered', { choice })}` : null}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="qe-btn qe-btn--primary qe-btn--small"
              onClick={() => answer('granted')}
            >
              {t('consent.allow')}
            </button>
            <button
              type="button"
              className="qe-btn qe-btn--secondary qe-btn--small"
              onClick={() => answer('denied')}
            >
              {t('consent.decline')}
            </button>
          </div>
        </>
      )}
      {reviewing ? (
        <button
          type="button"
          className={`qe-btn qe-btn--ghost qe-btn--small ${styles.close}`}
          onClick={close}
        >
          {t('consent.close')}
        </button>
      ) : null}
    </section>
  );
}
