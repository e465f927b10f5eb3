import type { ReactNode } from 'react';
import { useAccountMessages } from '../messages';
import styles from './auth-field.module.css';

export interface AuthFieldProps {
  /** The input's id; a hint gets `${id}-hint`. */
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: 'email' | 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** While the form is submitting. */
  disabled: boolean;
  /** A line under the input that describes it (aria-describedby). */
  hint?: ReactNode;
}

/** A labelled input, with an optional hint the input is described by. */
export function AuthField({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  disabled,
  hint,
}: AuthFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="qe-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="qe-input"
        type={type}
        autoComplete={autoComplete}
        aria-describedby={hint ? hintId : undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className={`qe-muted ${styles.hint}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The email field every auth form but the new-password one starts with. */
export function EmailField(props: Omit<AuthFieldProps, 'label' | 'type' | 'autoComplete'>) {
  const t = useAccountMessages();
  return <AuthField label={t('field.email')} type="email" autoComplete="email" {...props} />;
}
