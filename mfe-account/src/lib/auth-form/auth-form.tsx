import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from './busy-button';
import { FormAlert } from './form-alert';

export interface AuthFormProps {
  /** Called on submit; the browser's own validation and navigation are off. */
  onSubmit: () => void | Promise<void>;
  /** The form's current error, shown under the fields. */
  error: string | null;
  /** When given, the error gets this id and the form is described by it while it shows. */
  errorId?: string;
  /** While submitting: the button is disabled and says `busyLabel`. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The fields (and anything above them). */
  children: ReactNode;
}

/** An auth form: its fields, then its error, then the submit button. */
export function AuthForm({
  onSubmit,
  error,
  errorId,
  busy,
  submitLabel,
  busyLabel,
  children,
}: AuthFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    void onSubmit();
  }
  return (
    <form noValidate onSubmit={submit} aria-describedby={error && errorId ? errorId : undefined}>
      {children}
      <FormAlert id={errorId} message={error} />
      <BusyButton busy={busy} label={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}
