/**
 * Vite plugins for what must be right before any JavaScript runs: the theme variables as static
 * CSS, and a preload for the default theme's font.
 */
import type { Plugin } from 'vite';
import { LOCALE_STORAGE_KEY, localizedPath } from '../src/i18n/locale.ts';
import {
  DEFAULT_THEME,
  THEME_NAMES,
  THEME_STORAGE_KEY,
  THEMES,
  themeVariables,
} from '../src/theme/tokens.ts';

export const THEME_CSS_ID = 'virtual:quantethic/theme.css';
const RESOLVED_THEME_CSS_ID = `\0${THEME_CSS_ID}`;

/**
 * The CSS variables of every theme, generated from the tokens (the one source of truth): the
 * default theme on :root and each other theme on :root[data-theme=…]. The page paints with the
 * right theme before the app's JavaScript has run; the app then also sets them inline.
 */
export function themeCss(): string {
  return THEME_NAMES.map((name) => {
    const selector = name === 'default' ? ':root' : `:root[data-theme='${name}']`;
    const declarations = Object.entries(themeVariables(THEMES[name]))
      .map(([key, value]) => `${key}:${value}`)
      .join(';');
    return `${selector}{${declarations}}`;
  }).join('\n');
}

export function themeCssPlugin(): Plugin {
  return {
    name: 'quantethic:theme-css',
    resolveId: (id) => (id === THEME_CSS_ID ? RESOLVED_THEME_CSS_ID : undefined),
    load: (id) => (id === RESOLVED_THEME_CSS_ID ? themeCss() : undefined),
  };
}

/**
 * Preloads the default theme's font file (Inter, latin, cut to the site's weights: ../src/theme/fonts)
 * so text paints once, in its final font: no late swap that would move the page.
 */
export function preloadDefaultFontPlugin(pattern = /inter-latin-wght-400-800-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'quantethic:preload-default-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => pattern.test(name));
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The bundled fonts (@fontsource) with `font-display: optional` instead of `swap`: text paints in
 * the theme's font when it is there in time (it is preloaded, see above) and otherwise keeps the
 * fallback for the page's life — never a late swap that moves the page under the visitor (on a
 * slow connection the font file can arrive after the page is painted, or even live).
 */
export function fontDisplayPlugin(): Plugin {
  return {
    name: 'quantethic:font-display-optional',
    // After Vite's CSS plugin, which inlines the @fontsource files a stylesheet @imports.
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes('font-display')) return null;
      return { code: withOptionalFontDisplay(code), map: null };
    },
  };
}

/** `font-display: swap` (or block, fallback, auto) → `optional` in a stylesheet's @font-face rules. */
export function withOptionalFontDisplay(css: string): string {
  return css.replace(/font-display:\s*(swap|block|fallback|auto)\b/g, 'font-display: optional');
}

/** The inline script that applies the saved theme before the first paint (no flash of another theme). */
export function themeInitScript(): string {
  const others = THEME_NAMES.filter((name) => name !== DEFAULT_THEME);
  return `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(${JSON.stringify(others)}.indexOf(t)>-1)document.documentElement.setAttribute('data-theme',t)}catch(e){}`;
}

export function themeInitScriptPlugin(): Plugin {
  return {
    name: 'quantethic:theme-init-script',
    transformIndexHtml: () => [{ tag: 'script', children: themeInitScript(), injectTo: 'head' }],
  };
}

/**
 * The inline script that opens the English home page ('/') in the Arabic edition when the visitor
 * chose Arabic last (the language switcher saves the choice), before anything paints. Any other
 * URL is the edition it names: a link to an English page stays English.
 */
export function localeInitScript(): string {
  const arabicHome = localizedPath('ar', '/');
  return `try{if(location.pathname==='/'&&localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})==='ar')location.replace(${JSON.stringify(arabicHome)}+location.search+location.hash)}catch(e){}`;
}

/** The shell's pages only: a remote's standalone preview is not an edition of the site. */
export function localeInitScriptPlugin(): Plugin {
  return {
    name: 'quantethic:locale-init-script',
    transformIndexHtml: () => [{ tag: 'script', children: localeInitScript(), injectTo: 'head' }],
  };
}
