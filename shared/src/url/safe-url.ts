/**
 * Link safety for content (SPEC §5 and hostile content): only http(s) and mailto URLs, or
 * same-site paths, may become live links. `javascript:`, `data:`, `vbscript:`, protocol-relative
 * and malformed URLs never do.
 */
export type SafeLink =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'unsafe' };

/** Internal rich-text links (SPEC §2 Article): these prefixes stay inside the app. */
export const INTERNAL_LINK_PREFIXES = ['/authors/', '/knowledge/', '/team/'] as const;

export function classifyLink(raw: unknown): SafeLink {
  if (typeof raw !== 'string') return { kind: 'unsafe' };
  // Browsers ignore control characters and whitespace inside schemes ("java\tscript:").
  const href = raw.trim();
  if (!href || /\p{Cc}/u.test(href)) return { kind: 'unsafe' };
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) {
    return { kind: 'internal', to: href };
  }
  try {
    const url = new URL(href);
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:') {
      return { kind: 'external', href: url.href };
    }
  } catch {
    // not an absolute URL
  }
  return { kind: 'unsafe' };
}

/** A URL safe to use as `src`/`href` for embeds and downloads (http/https only), or null. */
export function safeHttpUrl(raw: unknown): string | null {
  const link = classifyLink(raw);
  return link.kind === 'external' && /^https?:/.test(link.href) ? link.href : null;
}
