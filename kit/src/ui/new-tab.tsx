import { Modal, useRemoteProps } from '@quantethic/shared';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useKitUiMessages, useKitUiMessagesLater } from './messages';

/**
 * Opens `url` in a new tab, cut off from this page, and says whether the browser let it open.
 *
 * No 'noopener' feature: with it `window.open` returns null whether or not the tab opened, so a
 * blocked tab could never be told apart. The opener is cut at once instead, before the new page
 * can run anything (the site's COOP, same-origin-allow-popups, keeps the handle usable). Blocked
 * means: `window.open` returned null (popup blockers: Chromium without user activation, Firefox
 * and Safari more than about a second after the click), threw (sandboxed frames), or handed back a
 * tab that is already closed (some blocking extensions). This page is never navigated away.
 */
export function openInNewTab(url: string): boolean {
  let tab: Window | null;
  try {
    tab = window.open(url, '_blank');
  } catch {
    return false;
  }
  if (!tab || tab.closed) return false;
  try {
    tab.opener = null;
  } catch {
    // A browser that already gave the tab no opener.
  }
  return true;
}

interface Blocked {
  url: string;
  label: string;
}

export interface NewTab {
  /**
   * Opens `url` in a new tab. When the browser blocks it, the visitor gets a toast and a dialog,
   * focused on a link labelled `label` (e.g. 'Open the sign-up form') that opens the same URL on
   * their own click. Returns whether the tab opened.
   */
  open: (url: string, label: string) => boolean;
  /** True while the blocked-tab dialog is showing. */
  blocked: boolean;
  /** The blocked-tab dialog: render it where the action happened (next to the caller's modal). */
  prompt: ReactNode;
}

/**
 * Every external form (course sign-up, booking, enquiry) and external service page a remote opens
 * from code goes through this hook, so a blocked tab is never a dead end. Nothing the visitor
 * typed is touched: callers save it before opening.
 */
export function useNewTab(): NewTab {
  const { bus } = useRemoteProps();
  // The notice's texts, asked for now: a page never waits for a notice it may never show.
  const t = useKitUiMessagesLater();
  const [blocked, setBlocked] = useState<Blocked | null>(null);

  const open = useCallback(
    (url: string, label: string) => {
      if (openInNewTab(url)) {
        setBlocked(null);
        return true;
      }
      setBlocked({ url, label });
      bus.emit('toast', { kind: 'error', message: t('newTab.blockedToast', { label }) });
      return false;
    },
    [bus, t],
  );

  const close = useCallback(() => setBlocked(null), []);
  const prompt = blocked ? <BlockedTabDialog {...blocked} onClose={close} /> : null;
  return { open, blocked: blocked !== null, prompt };
}

/**
 * The way on when the browser blocked a new tab: a real link (the visitor's own click is never
 * blocked) that takes the focus. It stays until they close the dialog, so a second refusal still
 * leaves them the link.
 */
function BlockedTabDialog({ url, label, onClose }: Blocked & { onClose: () => void }) {
  const link = useRef<HTMLAnchorElement>(null);
  const t = useKitUiMessages();
  return (
    <Modal open onClose={onClose} title={t('newTab.blockedTitle')} initialFocus={link}>
      <p>{t('newTab.blockedText')}</p>
      <p>
        <a ref={link} className="qe-btn qe-btn--primary" href={url} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="qe-visually-hidden">{t('newTab.opensInNewTab')}</span>
        </a>
      </p>
    </Modal>
  );
}
