import { useEffect, useRef, useState } from 'react';

/** The brand mark; falls back to the initials 'QE' if the image fails to load. */
export function Logo() {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // The image may already have failed in the prerendered page, before React was listening.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className="brand__initials" aria-hidden="true" data-testid="logo-fallback">
        QE
      </span>
    );
  }
  return (
    <img
      ref={image}
      className="brand__logo"
      src="/logo.svg"
      alt=""
      width="36"
      height="36"
      onError={() => setFailed(true)}
    />
  );
}
