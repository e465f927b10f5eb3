/**
 * The public URL of a page: the configured site URL (deploy-time config.siteUrl), or the
 * current origin when none is configured, plus the path.
 */
export function pageUrl(
  siteUrl: string | null | undefined,
  path: string,
  origin = typeof window === 'undefined' ? '' : window.location.origin,
): string {
  let base = origin;
  if (typeof siteUrl === 'string' && /^https?:\/\//i.test(siteUrl.trim())) base = siteUrl.trim();
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export interface ShareLinks {
  twitter: string;
  linkedin: string;
  facebook: string;
}

/** Share URLs of each network for a page URL and its title. */
export function shareLinks(url: string, title: string): ShareLinks {
  const u = encodeURIComponent(url);
  return {
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}
