/** A form's error, announced as it appears; nothing while there is none. */
export function FormAlert({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="qe-alert qe-alert--error">
      {message}
    </p>
  );
}
