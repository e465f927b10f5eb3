import { describe, expect, it } from 'vitest';
import { LOCALE_PRELOAD_ATTRIBUTE, LOCALE_STORAGE_KEY } from '../src/i18n/locale';
import { THEME_NAMES, THEME_STORAGE_KEY, THEMES, themeVariables } from '../src/theme/tokens';
import {
  localeInitScript,
  preloadLocaleTextsPlugin,
  SHELL_FIRST_RENDER_TEXTS,
  themeCss,
  themeInitScript,
  withOptionalFontDisplay,
} from './page-plugins';

describe('themeCss', () => {
  it('declares every variable of the default theme on :root and of each other theme on its data-theme', () => {
    const css = themeCss();
    for (const name of THEME_NAMES) {
      const selector = name === 'default' ? ':root{' : `:root[data-theme='${name}']{`;
      const block = css.slice(css.indexOf(selector));
      for (const [key, value] of Object.entries(themeVariables(THEMES[name]))) {
        expect(block.slice(0, block.indexOf('}'))).toContain(`${key}:${value}`);
      }
    }
  });

  it('applies to the page before any script runs', () => {
    const style = document.createElement('style');
    style.textContent = themeCss();
    document.head.append(style);
    document.documentElement.setAttribute('data-theme', 'islamic');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()).toBe(
      '#2e7d32',
    );
    document.documentElement.removeAttribute('data-theme');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()).toBe(
      '#3b82f6',
    );
    style.remove();
  });
});

describe('themeInitScript', () => {
  const run = () => new Function(themeInitScript())();

  it.each(['islamic', 'modern', 'dark'])('marks the page with the saved theme %s', (name) => {
    localStorage.setItem(THEME_STORAGE_KEY, name);
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe(name);
    document.documentElement.removeAttribute('data-theme');
  });

  it.each([null, 'default', 'neon', '"dark"', '<script>'])('leaves the default theme for %s', (stored) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    run();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('never throws when storage is blocked', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(run).not.toThrow();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe('localeInitScript', () => {
  /** Where the script sends a page at `url` (null: it stays), with `stored` as the saved choice. */
  const sentTo = (url: string, stored: string | null): string | null => {
    const storage = { getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? stored : null) };
    const { pathname, search, hash } = new URL(url, 'https://quantethic.dev');
    let target: string | null = null;
    const location = { pathname, search, hash, replace: (to: string) => (target = to) };
    new Function('localStorage', 'location', localeInitScript())(storage, location);
    return target;
  };

  it('opens the home page in the edition chosen last: Arabic when Arabic was chosen', () => {
    expect(sentTo('/', 'ar')).toBe('/ar');
    expect(sentTo('/?utm=x#top', 'ar')).toBe('/ar?utm=x#top');
  });

  it('never moves any other page, nor the home page without an Arabic choice', () => {
    expect(sentTo('/courses', 'ar')).toBeNull();
    expect(sentTo('/ar', 'ar')).toBeNull();
    expect(sentTo('/ar', 'en')).toBeNull();
    for (const stored of [null, 'en', 'fr', '<script>']) expect(sentTo('/', stored)).toBeNull();
  });

  it('never throws when storage is blocked', () => {
    const location = { pathname: '/', search: '', hash: '', replace: () => {} };
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(() =>
      new Function('localStorage', 'location', localeInitScript())(blocked, location),
    ).not.toThrow();
  });
});

describe('withOptionalFontDisplay', () => {
  it('makes every @font-face optional (never a late swap), whatever it said, and leaves the rest', () => {
    const css = [
      "@font-face{font-family:'Inter Variable';font-display:swap;src:url(a.woff2)}",
      '@font-face { font-family: Amiri; font-display: block; src: url(b.woff2) }',
      '@font-face{font-family:P;font-display:fallback}',
      '.x{color:red}',
    ].join('\n');
    const out = withOptionalFontDisplay(css);
    expect(out.match(/font-display: optional/g)).toHaveLength(3);
    expect(out).not.toMatch(/font-display:\s*(swap|block|fallback)/);
    expect(out).toContain('.x{color:red}');
  });
});

describe('preloadLocaleTextsPlugin', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, dynamicImports: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId,
    dynamicImports,
  });
  const entry = chunk('assets/index.js', '/repo/shell/index.html', [
    'assets/ar.json-shell.js',
    'assets/ar.json-ui.js',
    'assets/ar.json-offer.js',
    'assets/about.js',
  ]);
  const bundle = {
    'assets/index.js': entry,
    'assets/ar.json-shell.js': chunk(
      'assets/ar.json-shell.js',
      '/repo/shell/src/messages/ar.json.qe-messages.js',
    ),
    'assets/ar.json-ui.js': chunk(
      'assets/ar.json-ui.js',
      '/repo/shared/src/ui/messages/ar.json.qe-messages.js',
    ),
    // Texts the first render does not wait for (the edition offer's, shown later).
    'assets/ar.json-offer.js': chunk(
      'assets/ar.json-offer.js',
      '/repo/shell/src/lib/locale/messages/ar.json.qe-messages.js',
    ),
    'assets/about.js': chunk('assets/about.js', '/repo/shell/src/features/about.tsx'),
  };

  it("preloads the texts the shell's first render waits for, each marked with its edition", () => {
    const plugin = preloadLocaleTextsPlugin(SHELL_FIRST_RENDER_TEXTS);
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, context: { bundle: unknown; chunk: unknown }) => unknown;
    };
    expect(hook.handler('', { bundle, chunk: entry })).toEqual(
      ['assets/ar.json-shell.js', 'assets/ar.json-ui.js'].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}`, [LOCALE_PRELOAD_ATTRIBUTE]: 'ar' },
        injectTo: 'head',
      })),
    );
  });
});
