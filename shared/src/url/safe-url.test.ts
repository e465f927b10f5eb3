// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyLink, INTERNAL_LINK_PREFIXES, safeHttpUrl } from './safe-url';

describe('classifyLink', () => {
  it.each(['/knowledge/x', '/team/x', '/courses', '/authors/jane-doe', '/knowledge/x?tab=2#notes'])(
    'keeps the same-site path %j inside the app',
    (path) => {
      expect(classifyLink(path)).toEqual({ kind: 'internal', to: path });
    },
  );

  it('trims whitespace around a same-site path', () => {
    expect(classifyLink('  /knowledge/x  ')).toEqual({ kind: 'internal', to: '/knowledge/x' });
  });

  it.each([
    ['https://example.com/page', 'https://example.com/page'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.com/a', 'https://example.com/a'],
    ['mailto:hello@quantethic.com', 'mailto:hello@quantethic.com'],
  ])('treats %j as an external link', (raw, href) => {
    expect(classifyLink(raw)).toEqual({ kind: 'external', href });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,x',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:x',
    '//evil.com',
    '/\\evil.com',
    '/knowledge\\..\\evil',
    '',
    '   ',
    'not a url',
    'ftp://x',
    'file:///etc/passwd',
    'knowledge/x',
  ])('refuses %j', (raw) => {
    expect(classifyLink(raw)).toEqual({ kind: 'unsafe' });
  });

  it.each([null, undefined, 42, true, {}, ['/knowledge/x'], { href: '/knowledge/x' }])(
    'refuses the non-string %j',
    (raw) => {
      expect(classifyLink(raw)).toEqual({ kind: 'unsafe' });
    },
  );

  it('lists the prefixes that stay in the app', () => {
    expect([...INTERNAL_LINK_PREFIXES].sort()).toEqual(['/authors/', '/knowledge/', '/team/']);
  });
});

describe('safeHttpUrl', () => {
  it.each([
    ['https://example.com/file.pdf', 'https://example.com/file.pdf'],
    ['http://example.com', 'http://example.com/'],
    [' https://example.com/a ', 'https://example.com/a'],
  ])('accepts the http(s) URL %j', (raw, expected) => {
    expect(safeHttpUrl(raw)).toBe(expected);
  });

  it.each([
    'mailto:hello@quantethic.com',
    '/knowledge/x',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.com',
    '/\\evil.com',
    '',
    'not a url',
    'ftp://x',
  ])('rejects %j', (raw) => {
    expect(safeHttpUrl(raw)).toBeNull();
  });

  it.each([null, undefined, 42, {}])('rejects the non-string %j', (raw) => {
    expect(safeHttpUrl(raw)).toBeNull();
  });
});
