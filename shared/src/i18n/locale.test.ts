// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localeBasename, localeOfPath, localizedPath, preferredLocale } from './locale';

describe('localeOfPath', () => {
  it('reads Arabic from the /ar prefix, and the path inside the edition', () => {
    expect(localeOfPath('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(localeOfPath('/ar/')).toEqual({ locale: 'ar', path: '/' });
    expect(localeOfPath('/ar/courses/x/learn')).toEqual({ locale: 'ar', path: '/courses/x/learn' });
  });

  it('is English at every other URL, including look-alikes and unknown locales', () => {
    expect(localeOfPath('/')).toEqual({ locale: 'en', path: '/' });
    expect(localeOfPath('/courses')).toEqual({ locale: 'en', path: '/courses' });
    expect(localeOfPath('/arabic-finance')).toEqual({ locale: 'en', path: '/arabic-finance' });
    expect(localeOfPath('/fr/courses')).toEqual({ locale: 'en', path: '/fr/courses' });
    expect(localeOfPath('/en/courses')).toEqual({ locale: 'en', path: '/en/courses' });
  });
});

describe('localizedPath', () => {
  it("puts a path in a locale's edition: English at today's URLs, Arabic under /ar", () => {
    expect(localizedPath('en', '/courses')).toBe('/courses');
    expect(localizedPath('ar', '/courses')).toBe('/ar/courses');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('ar', '/knowledge?tag=x#top')).toBe('/ar/knowledge?tag=x#top');
  });

  it('round-trips with localeOfPath', () => {
    for (const path of ['/', '/courses', '/team/amina-hassan'])
      for (const locale of ['en', 'ar'] as const)
        expect(localeOfPath(localizedPath(locale, path))).toEqual({ locale, path });
  });

  it('gives the router basename of each edition', () => {
    expect(localeBasename('en')).toBeUndefined();
    expect(localeBasename('ar')).toBe('/ar');
  });
});

describe('preferredLocale', () => {
  it("is the first of the browser's languages the site has", () => {
    expect(preferredLocale(['ar-SA', 'en'])).toBe('ar');
    expect(preferredLocale(['fr-FR', 'ar'])).toBe('ar');
    expect(preferredLocale(['en-GB', 'ar'])).toBe('en');
    expect(preferredLocale(['AR'])).toBe('ar');
  });

  it('is null when the browser names none of them', () => {
    expect(preferredLocale(['fr-FR', 'de'])).toBeNull();
    expect(preferredLocale([])).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
  });
});
