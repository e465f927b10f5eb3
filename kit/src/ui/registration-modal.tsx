import { Modal, saveVisitorInfo, useRemoteProps, type VisitorInfo } from '@quantethic/shared';
import { useEffect, useRef, useState } from 'react';
import { useKitUiMessagesLater } from './messages';
import { VisitorInfoForm } from './visitor-info-form';

/** SPEC §9: the delay between saving info and opening the external form. */
export const REDIRECT_DELAY_MS = 1500;

export interface RegistrationModalProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title (SPEC: the registration modal; 'Service Booking' for consulting). */
  title: string;
  intro?: string;
  submitLabel: string;
  /** Runs after the delay with the saved info (e.g. open the external form in a new tab). */
  onRegistered: (info: VisitorInfo) => void;
  /** The success toast (default: 'Info saved! Redirecting to form...' in the page's locale). */
  toastMessage?: string;
}

/**
 * Saves the visitor's contact info (SPEC §4 Registration modal): toast, button 'Redirecting...'
 * while waiting, then the modal closes and `onRegistered` runs after 1.5 s.
 */
export function RegistrationModal({
  open,
  onClose,
  title,
  intro,
  submitLabel,
  onRegistered,
  toastMessage,
}: RegistrationModalProps) {
  const { bus } = useRemoteProps();
  // Its toasts come on submit (and it is often rendered closed): its texts never hold the page back.
  const t = useKitUiMessagesLater();
  const [pending, setPending] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const submit = (info: VisitorInfo) => {
    if (!saveVisitorInfo(info)) {
      bus.emit('toast', { kind: 'error', message: t('registration.saveFailed') });
      return;
    }
    bus.emit('visitor:changed', { registered: true });
    bus.emit('toast', { kind: 'success', message: toastMessage ?? t('registration.saved') });
    setPending(true);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setPending(false);
      onClose();
      onRegistered(info);
    }, REDIRECT_DELAY_MS);
  };

  // The form is what the dialog is for: its first field takes the focus (after the modal's own).
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) content.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [open]);

  return (
    <Modal open={open} onClose={pending ? () => {} : onClose} title={title}>
      <div ref={content}>
        {intro ? <p className="qe-muted">{intro}</p> : null}
        <VisitorInfoForm submitLabel={submitLabel} pending={pending} onSubmit={submit} />
      </div>
    </Modal>
  );
}
