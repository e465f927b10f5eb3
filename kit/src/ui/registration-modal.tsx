import { Modal, saveVisitorInfo, useRemoteProps, type VisitorInfo } from '@quantethic/shared';
import { useEffect, useRef, useState } from 'react';
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
  toastMessage = 'Info saved! Redirecting to form...',
}: RegistrationModalProps) {
  const { bus } = useRemoteProps();
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
      bus.emit('toast', { kind: 'error', message: 'Your details could not be saved in this browser.' });
      return;
    }
    bus.emit('visitor:changed', { registered: true });
    bus.emit('toast', { kind: 'success', message: toastMessage });
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
