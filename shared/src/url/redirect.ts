export const DEFAULT_REDIRECT = '/dashboard';

const PROBE_ORIGIN = 'https://quantethic.invalid';

/**
 * Validates a post-login `redirect` parameter (SPEC §5, hardened): only same-origin paths that
 * start with a single '/' are accepted. Protocol-relative (`//evil.com`), backslash
 * (`/\evil.com`), absolute URLs, `javascript:` and other schemes, control characters and
 * whitespace anywhere, and percent-encoded forms of all of these fall back to /dashboard.
 * Returns the normalised path (pathname + search + hash).
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;

  // Check the raw value and every percent-decoding of it: browsers and routers may decode again.
  let candidate = raw;
  for (let round = 0; round < 4; round += 1) {
    if (!looksLikeLocalPath(candidate)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return fallback;
    }
    if (decoded === candidate) break;
    candidate = decoded;
  }

  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into '//host' after resolution: check the result too.
  return looksLikeLocalPath(path) ? path : fallback;
}

function looksLikeLocalPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // Whitespace and control characters (browsers silently strip tabs/newlines inside URLs).
    !/[\s\p{Cc}]/u.test(value)
  );
}
