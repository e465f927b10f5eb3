// The security headers of the deployed site, computed from the deploy-time config: a strict
// Content-Security-Policy (no 'unsafe-inline' or 'unsafe-eval' for scripts) that allows exactly
// the remotes in remotes.json and the content, auth, form and analytics hosts in config.json.
import { createHash } from 'node:crypto';

const origin = (url) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};
const unique = (values) => [...new Set(values.filter(Boolean))];

/** sha256 source expressions for the inline scripts of an HTML page (the pre-paint theme script). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    // Data blocks (type="application/json") never run, so the policy needs no hash for them.
    if (/\btype="application\/(ld\+)?json"/.test(match[1]) || !match[2].trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
  }
  return unique(hashes);
}

/** Hosts the content configuration talks to: the local API, or the real project's API and CDN. */
function contentOrigins(content) {
  if (content?.apiHost) return [origin(content.apiHost)];
  if (!content?.projectId) return [];
  return [
    `https://${content.projectId}.api.sanity.io`,
    `https://${content.projectId}.apicdn.sanity.io`,
    'https://cdn.sanity.io',
  ];
}

function authOrigins(auth) {
  if (auth?.emulatorUrl) return [origin(auth.emulatorUrl)];
  return ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
}

/** Each analytics provider's own service (as shared/src/contracts/config.ts DEFAULT_ANALYTICS_HOSTS). */
export const ANALYTICS_DEFAULT_HOSTS = {
  plausible: 'https://plausible.io',
  ga4: 'https://www.google-analytics.com',
};

/** Where the shell's analytics sink sends: the configured host, or the provider's own; none when off. */
function analyticsOrigins(analytics) {
  const provider = analytics?.provider;
  if (!Object.hasOwn(ANALYTICS_DEFAULT_HOSTS, provider ?? '')) return [];
  const host = analytics.host;
  if (host === undefined || host === null || host === '') return [ANALYTICS_DEFAULT_HOSTS[provider]];
  return [origin(host)];
}

/**
 * @param {{ config: object, remotes: Record<string, string>, scriptHashes: string[], frameHosts?: string[] }} input
 * @returns {Record<string, string>} header name -> value
 */
export function securityHeaders({ config, remotes, scriptHashes, frameHosts = [] }) {
  const remoteOrigins = unique(Object.values(remotes ?? {}).map(origin));
  const content = contentOrigins(config?.content);
  const forms = unique(
    Object.values(config?.forms ?? {}).map((url) => origin(String(url).replace(/\{[a-zA-Z]+\}/g, 'x'))),
  );
  const videoFrames = [
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
  ];
  const slideAndPdfFrames = ['https://docs.google.com', ...frameHosts, ...content];
  const csp = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...scriptHashes],
    // Inline style attributes (React) and the toast library's generated styles.
    'style-src': ["'self'", ...remoteOrigins, "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...remoteOrigins,
      ...content,
      'https://i.ytimg.com',
      'https://i.vimeocdn.com',
    ],
    'font-src': ["'self'", ...remoteOrigins],
    'connect-src': [
      "'self'",
      ...remoteOrigins,
      ...content,
      ...authOrigins(config?.auth),
      ...forms,
      ...analyticsOrigins(config?.analytics),
    ],
    'frame-src': unique([...videoFrames, ...slideAndPdfFrames]),
    'media-src': ["'self'", ...content],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", ...forms]),
    'frame-ancestors': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  return {
    'Content-Security-Policy': Object.entries(csp)
      .map(([directive, sources]) => `${directive} ${unique(sources).join(' ')}`)
      .join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
