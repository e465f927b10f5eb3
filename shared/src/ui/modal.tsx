import { type ReactNode, type RefObject, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocale } from '../i18n/use-messages';
import { sharedUiMessages } from './messages';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  variant?: 'default' | 'wide' | 'fullscreen';
  /** Element to focus when the dialog opens (defaults to the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The close button's accessible name ('Close' in the page's locale by default). */
  closeLabel?: string;
  className?: string;
}

/**
 * The close button's default name in the page's locale. A dialog opens on the click that asked for
 * it and never waits for a label: until the locale's texts are there (a remote's tree asks for
 * them when it mounts) the name is English, and the dialog renders again when they arrive.
 */
function useDefaultCloseLabel(): string {
  const locale = useLocale();
  const arrived = () => sharedUiMessages.has(locale);
  const ready = useSyncExternalStore(sharedUiMessages.subscribe, arrived, arrived);
  useEffect(() => {
    if (!ready) void sharedUiMessages.ready(locale);
  }, [ready, locale]);
  return sharedUiMessages.t(locale, 'modal.close');
}

/**
 * The generic modal (SPEC §2 Modals): closes on Escape, on a backdrop click and with its close
 * button; traps focus while open and gives it back to the element that opened it. Tab is trapped
 * by a key handler, and also by two focus guards around the dialog: key presses inside a
 * cross-origin frame (a video player) never reach the page, so a Tab out of one lands on a guard,
 * which sends focus back into the dialog.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  variant = 'default',
  initialFocus,
  closeLabel,
  className = '',
}: ModalProps) {
  const defaultCloseLabel = useDefaultCloseLabel();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const target = initialFocus?.current ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    target?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (focusable.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = focusable[0] as HTMLElement;
      const last = focusable[focusable.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = previousOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open, initialFocus]);

  const focusables = () =>
    [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
  const wrapTo = (end: 'first' | 'last') => () => {
    const all = focusables();
    const target = end === 'first' ? all[0] : all.at(-1);
    (target ?? dialogRef.current)?.focus();
  };

  if (!open) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a pointer shortcut; keyboard users have Escape and the close button.
    <div
      className="qe-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Without this the browser moves focus to the page after the modal gave it back.
        event.preventDefault();
        onClose();
      }}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a focus guard must be reachable by Tab. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only moves focus back into the dialog. */}
      <span tabIndex={0} className="qe-visually-hidden" data-focus-guard="start" onFocus={wrapTo('last')} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`qe-modal qe-modal--${variant} ${className}`.trim()}
      >
        <h2 id={titleId} className={hideTitle ? 'qe-visually-hidden' : 'qe-modal__title'}>
          {title}
        </h2>
        <button
          type="button"
          className="qe-modal__close"
          aria-label={closeLabel ?? defaultCloseLabel}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a focus guard must be reachable by Tab. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only moves focus back into the dialog. */}
      <span tabIndex={0} className="qe-visually-hidden" data-focus-guard="end" onFocus={wrapTo('first')} />
    </div>,
    document.body,
  );
}
