// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT, safeRedirect } from './redirect';

describe('safeRedirect — post-login redirect accepts only same-origin paths', () => {
  it('falls back to /dashboard', () => {
    expect(DEFAULT_REDIRECT).toBe('/dashboard');
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/courses/abc', '/courses/abc'],
    ['/team/x?tab=1#bio', '/team/x?tab=1#bio'],
    ['/', '/'],
    ['/courses/./abc', '/courses/abc'],
    ['/courses/x/../abc', '/courses/abc'],
  ])('accepts the local path %j and returns it normalised as %j', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['the empty string', ''],
    ['a relative path', 'dashboard'],
    ['a protocol-relative URL', '//evil.com'],
    ['a slash-backslash URL', '/\\evil.com'],
    ['a double-backslash URL', '\\\\evil.com'],
    ['an absolute https URL', 'https://evil.com'],
    ['a scheme with one slash', 'http:/evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an uppercase javascript: URL', 'JAVASCRIPT:alert(1)'],
    ['a data: URL', 'data:text/html,x'],
    ['percent-encoded slashes after a slash', '/%2F%2Fevil.com'],
    ['percent-encoded slashes', '%2F%2Fevil.com'],
    ['a percent-encoded backslash', '/%5Cevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['a leading space', ' /dashboard'],
    ['a tab between slashes', '/\t/evil.com'],
    ['a newline between slashes', '/\n/evil.com'],
    ['dot segments that collapse into //host', '/courses/../..//evil.com'],
    ['a malformed escape', '/courses/%E0%A4%A'],
    ['a string longer than 2048 characters', `/${'a'.repeat(2048)}`],
  ])('returns /dashboard for %s', (_case, raw) => {
    expect(safeRedirect(raw)).toBe('/dashboard');
  });

  it('accepts a path of exactly 2048 characters', () => {
    const path = `/${'a'.repeat(2047)}`;
    expect(safeRedirect(path)).toBe(path);
  });

  it('returns a custom fallback for a rejected value', () => {
    expect(safeRedirect('//evil.com', '/account')).toBe('/account');
    expect(safeRedirect(null, '/account')).toBe('/account');
  });

  it('ignores the custom fallback for an accepted value', () => {
    expect(safeRedirect('/courses/abc', '/account')).toBe('/courses/abc');
  });
});
