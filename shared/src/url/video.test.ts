// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseVideoUrl, type VideoSource } from './video';

const ID = 'dQw4w9WgXcQ';

function video(raw: string): VideoSource {
  const result = parseVideoUrl(raw);
  if (!result.ok) throw new Error(`expected ${raw} to parse, got: ${result.error}`);
  return result.video;
}

describe('parseVideoUrl — YouTube (11-character id)', () => {
  it.each([
    ['watch?v=', `https://www.youtube.com/watch?v=${ID}`],
    ['watch?v= after other parameters', `https://www.youtube.com/watch?feature=share&v=${ID}`],
    ['watch?v= before other parameters', `https://www.youtube.com/watch?v=${ID}&list=PL123&index=2`],
    ['youtube.com without www', `https://youtube.com/watch?v=${ID}`],
    ['http', `http://www.youtube.com/watch?v=${ID}`],
    ['m.youtube.com', `https://m.youtube.com/watch?v=${ID}`],
    ['music.youtube.com', `https://music.youtube.com/watch?v=${ID}`],
    ['embed/', `https://www.youtube.com/embed/${ID}`],
    ['youtube-nocookie.com/embed/', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['shorts/', `https://www.youtube.com/shorts/${ID}`],
    ['youtu.be/', `https://youtu.be/${ID}`],
    ['youtu.be/ with ?t=', `https://youtu.be/${ID}?t=42`],
    ['v/', `https://www.youtube.com/v/${ID}`],
    ['e/', `https://www.youtube.com/e/${ID}`],
    ['live/', `https://www.youtube.com/live/${ID}`],
    ['surrounding whitespace', `  https://youtu.be/${ID}  `],
  ])('recognises the %s form', (_form, raw) => {
    const parsed = video(raw);
    expect(parsed.platform).toBe('youtube');
    expect(parsed.id).toBe(ID);
    expect(parsed.watchUrl).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(parsed.thumbnailUrl).toContain(ID);
  });

  it.each(['abc-DEF_123', '-__________', 'A1b2C3d4E5f'])('accepts the 11-character id %j', (id) => {
    expect(video(`https://youtu.be/${id}`).id).toBe(id);
    expect(video(`https://www.youtube.com/watch?v=${id}`).id).toBe(id);
  });

  it('embeds without related videos (rel=0)', () => {
    const embed = new URL(video(`https://www.youtube.com/watch?v=${ID}`).embedUrl);
    expect(embed.pathname).toBe(`/embed/${ID}`);
    expect(embed.searchParams.get('rel')).toBe('0');
    expect(embed.searchParams.has('start')).toBe(false);
  });

  it.each([
    ['t=42', `https://youtu.be/${ID}?t=42`, '42'],
    ['t=42s', `https://www.youtube.com/watch?v=${ID}&t=42s`, '42'],
    ['t=1m30s', `https://www.youtube.com/watch?v=${ID}&t=1m30s`, '90'],
    ['t=1h2m3s', `https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, '3723'],
    ['start=15', `https://www.youtube.com/embed/${ID}?start=15`, '15'],
  ])('starts the embed at the given time (%s)', (_form, raw, start) => {
    const embed = new URL(video(raw).embedUrl);
    expect(embed.searchParams.get('start')).toBe(start);
    expect(embed.searchParams.get('rel')).toBe('0');
  });

  it.each([
    ['a 10-character id', `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`],
    ['a 12-character id', `https://www.youtube.com/watch?v=${ID}x`],
    ['a youtu.be 10-character id', `https://youtu.be/${ID.slice(0, 10)}`],
    ['an id with other characters', 'https://www.youtube.com/embed/abc$efgh!jk'],
    ['a missing v', 'https://www.youtube.com/watch?list=PL123'],
    ['an empty v', 'https://www.youtube.com/watch?v='],
    ['a missing embed id', 'https://www.youtube.com/embed/'],
    ['an unknown path', `https://www.youtube.com/channel/${ID}`],
  ])('reports "Invalid YouTube URL: {url}" for %s', (_case, raw) => {
    expect(parseVideoUrl(raw)).toEqual({ ok: false, error: `Invalid YouTube URL: ${raw}` });
  });
});

describe('parseVideoUrl — Vimeo (numeric id)', () => {
  it.each([
    ['vimeo.com/{id}', 'https://vimeo.com/123456', null],
    ['www.vimeo.com/{id}', 'https://www.vimeo.com/123456', null],
    ['a channel path', 'https://vimeo.com/channels/staffpicks/123456', null],
    ['an unlisted hash', 'https://vimeo.com/123456/abcdef12', 'abcdef12'],
    ['player.vimeo.com/video/{id}', 'https://player.vimeo.com/video/123456', null],
    ['a player URL with a hash', 'https://player.vimeo.com/video/123456?h=abcdef12', 'abcdef12'],
  ])('recognises %s', (_form, raw, hash) => {
    const parsed = video(raw);
    expect(parsed.platform).toBe('vimeo');
    expect(parsed.id).toBe('123456');
    expect(parsed.watchUrl).toBe('https://vimeo.com/123456');
    const embed = new URL(parsed.embedUrl);
    expect(`${embed.origin}${embed.pathname}`).toBe('https://player.vimeo.com/video/123456');
    expect(embed.searchParams.get('h')).toBe(hash);
  });

  it('embeds autoplaying and muted', () => {
    const embed = new URL(video('https://vimeo.com/123456').embedUrl);
    expect(embed.searchParams.get('autoplay')).toBe('1');
    expect(embed.searchParams.get('muted')).toBe('1');
  });

  it.each([
    'https://vimeo.com/about',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/video/abc',
    'https://vimeo.com/',
  ])('reports "Unsupported video URL: {url}" for the non-numeric path %j', (raw) => {
    expect(parseVideoUrl(raw)).toEqual({ ok: false, error: `Unsupported video URL: ${raw}` });
  });
});

describe('parseVideoUrl — anything else', () => {
  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'https://dailymotion.com/video/x7tgad0',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
    '',
  ])('reports "Unsupported video URL: {url}" with the raw text for %j', (raw) => {
    expect(parseVideoUrl(raw)).toEqual({ ok: false, error: `Unsupported video URL: ${raw}` });
  });

  it.each([null, undefined])("reports 'Unsupported video URL: ' for %j", (raw) => {
    expect(parseVideoUrl(raw)).toEqual({ ok: false, error: 'Unsupported video URL: ' });
  });

  it.each([42, {}, [], Symbol('x'), 'http://[::1', `https://youtu.be/${'%'.repeat(10)}`])(
    'never throws (%s)',
    (raw) => {
      expect(() => parseVideoUrl(raw as unknown as string)).not.toThrow();
      expect(parseVideoUrl(raw as unknown as string).ok).toBe(false);
    },
  );
});
