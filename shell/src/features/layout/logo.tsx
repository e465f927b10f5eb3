import { useState } from 'react';

/** The brand mark; falls back to the initials 'QE' if the image fails to load. */
export function Logo() {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="brand__initials" aria-hidden="true" data-testid="logo-fallback">
        QE
      </span>
    );
  }
  return (
    <img
      className="brand__logo"
      src="/logo.svg"
      alt=""
      width="36"
      height="36"
      onError={() => setFailed(true)}
    />
  );
}
