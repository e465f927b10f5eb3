// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sectionFor } from './sections';

describe('sectionFor', () => {
  it.each([
    ['/courses', 'courses'],
    ['/courses/x/learn', 'courses'],
    ['/knowledge', 'knowledge'],
    ['/knowledge/a', 'knowledge'],
    ['/about', 'company'],
    ['/team/x', 'company'],
    ['/consulting', 'company'],
    ['/contact', 'company'],
    ['/thank-you', 'company'],
    ['/login', 'account'],
    ['/signup', 'account'],
    ['/dashboard', 'account'],
    ['/forgot-password', 'account'],
  ] as const)('maps %s to the %s remote', (pathname, remote) => {
    expect(sectionFor(pathname)).toBe(remote);
  });

  it.each(['/', '/coursesx', '/unknown', '/aboutus', '/loginx/y', ''])(
    'returns null for %j, which no remote owns',
    (pathname) => {
      expect(sectionFor(pathname)).toBeNull();
    },
  );
});
