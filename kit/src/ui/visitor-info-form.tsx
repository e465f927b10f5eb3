import { type VisitorField, type VisitorInfo, validateVisitorInfo } from '@quantethic/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type KitUiMessageKey,
  KitUiText,
  kitUiMessages,
  useKitUiMessages,
  useKitUiMessagesLater,
} from './messages';

export interface VisitorInfoFormProps {
  submitLabel: string;
  /** Shown on the button while `pending` (SPEC: 'Redirecting...', in the page's locale). */
  pendingLabel?: string;
  pending?: boolean;
  initial?: Partial<VisitorInfo> | null;
  /** The page's own labels; a field without one is 'Name', 'Email' or 'Phone' in the page's locale. */
  labels?: Partial<Record<VisitorField, string>>;
  onSubmit: (info: VisitorInfo) => void;
}

const FIELDS: { name: VisitorField; type: string; autoComplete: string; label: KitUiMessageKey }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', label: 'visitorForm.name' },
  { name: 'email', type: 'email', autoComplete: 'email', label: 'visitorForm.email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', label: 'visitorForm.phone' },
];

/**
 * validateVisitorInfo (shared) says which fields are wrong, in English: each of its messages is
 * shown in the page's locale through the key whose English text it is. One it does not know (a
 * newer shared's) is shown as it is.
 */
const ERROR_KEYS = new Map(
  (
    [
      'visitorForm.nameRequired',
      'visitorForm.emailRequired',
      'visitorForm.emailInvalid',
      'visitorForm.phoneRequired',
      'visitorForm.phoneInvalid',
    ] as const
  ).map((key) => [kitUiMessages.t('en', key), key]),
);

function FieldError({ message }: { message: string }) {
  const key = ERROR_KEYS.get(message);
  return key ? <KitUiText id={key} /> : message;
}

/** A field's label: the page's, or its own in the page's locale (only then waiting for kit's texts). */
function FieldLabel({
  htmlFor,
  label,
  own,
}: {
  htmlFor: string;
  label: string | undefined;
  own: KitUiMessageKey;
}) {
  return label === undefined ? (
    <OwnFieldLabel htmlFor={htmlFor} own={own} />
  ) : (
    <label htmlFor={htmlFor}>{label}</label>
  );
}

function OwnFieldLabel({ htmlFor, own }: { htmlFor: string; own: KitUiMessageKey }) {
  const t = useKitUiMessages();
  return <label htmlFor={htmlFor}>{t(own)}</label>;
}

/**
 * Name, email (format checked) and phone, all required (SPEC §5). Errors show next to each field
 * and focus moves to the first one; what was typed is always kept. Its own texts are in the page's
 * locale; a form showing none of them (the page's labels, no error yet) never waits for them.
 */
export function VisitorInfoForm({
  submitLabel,
  pendingLabel,
  pending = false,
  initial,
  labels,
  onSubmit,
}: VisitorInfoFormProps) {
  // Its errors and 'Redirecting...' come later: their texts are asked for now.
  useKitUiMessagesLater();
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
            <FieldLabel htmlFor={inputId} label={labels?.[field.name]} own={field.label} />
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
                <FieldError message={error} />
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
        {pending ? (pendingLabel ?? <KitUiText id="visitorForm.redirecting" />) : submitLabel}
      </button>
    </form>
  );
}
