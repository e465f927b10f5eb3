/** SPEC §5 video links: YouTube (11-character id) and Vimeo (numeric id). */
export type VideoSource =
  | { platform: 'youtube'; id: string; embedUrl: string; thumbnailUrl: string; watchUrl: string }
  | { platform: 'vimeo'; id: string; embedUrl: string; thumbnailUrl: null; watchUrl: string };

export type VideoParseResult = { ok: true; video: VideoSource } | { ok: false; error: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
// Path forms that carry the id as the next segment.
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'v', 'e', 'live']);

function parseUrl(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Parses a start time like `90`, `90s`, `1m30s` or `1h2m3s` into seconds. */
function parseStart(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || value === '') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return total > 0 ? total : null;
}

function youtube(id: string, start: number | null): VideoSource {
  const params = new URLSearchParams({ rel: '0' });
  if (start) params.set('start', String(start));
  return {
    platform: 'youtube',
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?${params}`,
    thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}

function vimeo(id: string, hash: string | null): VideoSource {
  const params = new URLSearchParams({ autoplay: '1', muted: '1' });
  if (hash) params.set('h', hash);
  return {
    platform: 'vimeo',
    id,
    embedUrl: `https://player.vimeo.com/video/${id}?${params}`,
    thumbnailUrl: null,
    watchUrl: `https://vimeo.com/${id}`,
  };
}

/**
 * Recognises every YouTube form (watch?v=, embed/, shorts/, youtu.be/, v/, e/, live/,
 * youtube-nocookie) and Vimeo (vimeo.com/{id}, channels/groups/showcase paths, unlisted hashes,
 * player.vimeo.com/video/{id}). Never throws: anything else is an error message for the UI.
 */
export function parseVideoUrl(raw: string | null | undefined): VideoParseResult {
  const text = typeof raw === 'string' ? raw : '';
  const unsupported: VideoParseResult = { ok: false, error: `Unsupported video URL: ${text}` };
  const url = parseUrl(text);
  if (!url) return unsupported;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  const invalidYouTube: VideoParseResult = { ok: false, error: `Invalid YouTube URL: ${text}` };
  const start = parseStart(url.searchParams.get('t') ?? url.searchParams.get('start'));

  if (YOUTU_BE_HOSTS.has(host)) {
    const id = segments[0] ?? '';
    return YOUTUBE_ID.test(id) ? { ok: true, video: youtube(id, start) } : invalidYouTube;
  }
  if (YOUTUBE_HOSTS.has(host)) {
    let id: string | null = null;
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] && YOUTUBE_ID_PATHS.has(segments[0])) id = segments[1] ?? null;
    return id && YOUTUBE_ID.test(id) ? { ok: true, video: youtube(id, start) } : invalidYouTube;
  }
  if (VIMEO_HOSTS.has(host)) {
    if (host === 'player.vimeo.com') {
      const id = segments[0] === 'video' ? segments[1] : undefined;
      return id && /^\d+$/.test(id) ? { ok: true, video: vimeo(id, url.searchParams.get('h')) } : unsupported;
    }
    const index = segments.findIndex((segment) => /^\d+$/.test(segment));
    if (index === -1) return unsupported;
    const id = segments[index] as string;
    const next = segments[index + 1];
    const hash = next && /^[a-f0-9]+$/i.test(next) ? next : url.searchParams.get('h');
    return { ok: true, video: vimeo(id, hash) };
  }
  return unsupported;
}
