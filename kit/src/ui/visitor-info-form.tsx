import { type VisitorField, type VisitorInfo, validateVisitorInfo } from '@quantethic/shared';
import { type FormEvent, useId, useRef, useState } from 'react';

export interface VisitorInfoFormProps {
  submitLabel: string;
  /** Shown on the button while `pending` (SPEC: 'Redirecting...'). */
  pendingLabel?: string;
  pending?: boolean;
  initial?: Partial<VisitorInfo> | null;
  labels?: Partial<Record<VisitorField, string>>;
  onSubmit: (info: VisitorInfo) => void;
}

const FIELDS: { name: VisitorField; type: string; autoComplete: string; label: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', label: 'Name' },
  { name: 'email', type: 'email', autoComplete: 'email', label: 'Email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', label: 'Phone' },
];

/**
 * Name, email (format checked) and phone, all required (SPEC §5). Errors show next to each field
 * and focus moves to the first one; what was typed is always kept.
 */
export function VisitorInfoForm({
  submitLabel,
  pendingLabel = 'Redirecting...',
  pending = false,
  initial,
  labels,
  onSubmit,
}: VisitorInfoFormProps) {
  const id = useId();
  const [values, setValues] = useState<VisitorInfo>({
    name: initial?.name ?? '',
    email: initial?.email ?? '',
    phone: initial?.phone ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<VisitorField, string>>>({});
  const inputs = useRef<Partial<Record<VisitorField, HTMLInputElement | null>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateVisitorInfo(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) {
      inputs.current[first.name]?.focus();
      return;
    }
    onSubmit({ name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() });
  };

  return (
    <form noValidate onSubmit={submit}>
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors[field.name];
        return (
          <div className="qe-field" key={field.name}>
            <label htmlFor={inputId}>{labels?.[field.name] ?? field.label}</label>
            <input
              ref={(element) => {
                inputs.current[field.name] = element;
              }}
              id={inputId}
              className="qe-input"
              type={field.type}
              name={field.name}
              autoComplete={field.autoComplete}
              required
              value={values[field.name]}
              disabled={pending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
            {error ? (
              <p id={`${inputId}-error`} className="qe-field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        className="qe-btn qe-btn--primary"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
