// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { LAZY_MODULE_GLOBAL } from '../contracts/prerender';
import en from './fixtures/messages/en.json';
import { DEFAULT_LOCALE, isLocale, localeOr, textDirection } from './locale';
import { createMessages } from './messages';

type Key = keyof typeof en;
const loadArabic = () => import('./fixtures/messages/ar.json');

describe('locales', () => {
  it('English is the default; anything unknown is English', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(localeOr('ar')).toBe('ar');
    for (const value of ['fr', 'AR', '', null, undefined, 3]) expect(localeOr(value)).toBe('en');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
  });

  it('Arabic is written right to left, English left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});

describe('createMessages', () => {
  it("writes a plural's number (#) as the locale's formats do: Western digits in Arabic on every engine (0015)", async () => {
    // First in this file: format.ts keeps its formatters for the whole file once made.
    const NumberFormat = Intl.NumberFormat;
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args);
    } as typeof NumberFormat);
    try {
      const messages = createMessages<Key>({ en, load: { ar: loadArabic } });
      await messages.load('ar');
      expect(messages.t('en', 'articles', { count: 1234 })).toBe('1,234 articles');
      expect(messages.t('ar', 'articles', { count: 1234 })).toBe('1,234 مقالةً');
      // The locales Intl is asked for.
      const tags = numberFormat.mock.calls.map(([locales]) => [locales].flat()[0]);
      expect(tags).toContain('en-GB');
      expect(tags).toContain('ar-u-ca-gregory-nu-latn');
    } finally {
      numberFormat.mockRestore();
    }
  });

  it('formats English at once: plural forms and arguments from the compiled catalogue', () => {
    const messages = createMessages<Key>({ en, load: { ar: loadArabic } });
    expect(messages.t('en', 'articles', { count: 1 })).toBe('1 article');
    expect(messages.t('en', 'articles', { count: 12 })).toBe('12 articles');
    expect(messages.t('en', 'greeting', { name: 'Aisha' })).toBe('Welcome back, Aisha');
    expect(messages.t('en', 'only.english')).toBe("Shari'ah");
  });

  it('Arabic has all six plural forms: 0, 1, 2, 3–10, 11–99, 100', async () => {
    const messages = createMessages<Key>({ en, load: { ar: loadArabic } });
    await messages.load('ar');
    const forms = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103].map((count) =>
      messages.t('ar', 'articles', { count }),
    );
    expect(forms[0]).toBe('لا مقالات');
    expect(forms[1]).toBe('مقالة واحدة');
    expect(forms[2]).toBe('مقالتان');
    // few: 3–10 (and 103–110), many: 11–99, other: 100–102.
    expect(forms[3]).toMatch(/ مقالات$/);
    expect(forms[4]).toMatch(/ مقالات$/);
    expect(forms[5]).toMatch(/ مقالةً$/);
    expect(forms[6]).toMatch(/ مقالةً$/);
    expect(forms[7]).toMatch(/ مقالة$/);
    expect(forms[8]).toMatch(/ مقالة$/);
    expect(forms[9]).toMatch(/ مقالة$/);
    expect(forms[10]).toMatch(/ مقالات$/);
    expect(messages.t('ar', 'greeting', { name: 'عائشة' })).toBe('مرحبًا بعودتك يا عائشة');
  });

  it('shows English until the Arabic catalogue has arrived, downloads it once, and tells subscribers', async () => {
    const load = vi.fn(loadArabic);
    const messages = createMessages<Key>({ en, load: { ar: load } });
    const listener = vi.fn();
    messages.subscribe(listener);
    expect(messages.has('ar')).toBe(false);
    expect(messages.t('ar', 'greeting', { name: 'Aisha' })).toBe('Welcome back, Aisha');
    await Promise.all([messages.load('ar'), messages.load('ar')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(messages.has('ar')).toBe(true);
    expect(messages.t('ar', 'only.english')).toBe('الشريعة');
  });

  it('a catalogue that cannot be downloaded is asked for again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(loadArabic);
    const messages = createMessages<Key>({ en, load: { ar: load } });
    await expect(messages.load('ar')).rejects.toThrow('offline');
    expect(messages.t('ar', 'only.english')).toBe("Shari'ah");
    await messages.load('ar');
    expect(messages.t('ar', 'only.english')).toBe('الشريعة');
  });

  it("at deploy time, asks for a catalogue's module on every ready(), so each page that waits for it names its file (kit/prerender)", async () => {
    const load = vi.fn(loadArabic);
    const messages = createMessages<Key>({ en, load: { ar: load } });
    await messages.ready('ar');
    await messages.ready('ar');
    // In the browser: once.
    expect(load).toHaveBeenCalledTimes(1);
    const globals = globalThis as Record<string, unknown>;
    globals[LAZY_MODULE_GLOBAL] = () => {};
    try {
      await messages.ready('ar');
      await messages.ready('ar');
      await messages.ready('en');
      expect(load).toHaveBeenCalledTimes(3);
      expect(messages.t('ar', 'only.english')).toBe('الشريعة');
    } finally {
      delete globals[LAZY_MODULE_GLOBAL];
    }
  });
});
