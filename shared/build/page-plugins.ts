/**
 * Vite plugins for what must be right before any JavaScript runs: the theme variables as static
 * CSS, and preloads for the default theme's font and for the texts of the page's edition.
 */
import type { Plugin } from 'vite';
import {
  LOCALE_PRELOAD_ATTRIBUTE,
  LOCALE_STORAGE_KEY,
  type Locale,
  localizedPath,
} from '../src/i18n/locale.ts';
import {
  DEFAULT_THEME,
  THEME_NAMES,
  THEME_STORAGE_KEY,
  THEMES,
  themeVariables,
} from '../src/theme/tokens.ts';
import { catalogLocaleOf } from './messages.ts';

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

/** The default theme's font files, by edition: Inter's Latin cut, Noto Sans Arabic's Arabic cut. */
export const DEFAULT_FONTS: Record<Locale, RegExp> = {
  en: /inter-latin-wght-400-800-[\w-]+\.woff2$/,
  ar: /noto-sans-arabic-basic-wght-400-800-[\w-]+\.woff2$/,
};

/**
 * Preloads the default theme's font file of each edition (cut to the site's weights:
 * ../src/theme/fonts) so text paints once, in its final font: no late swap that would move the
 * page. Each preload is marked with its edition (`data-qe-locale`); a page keeps only its own
 * edition's (the shell's prerender, `withLanguage`): an Arabic page's text is in the Arabic face,
 * which would otherwise be asked for only once the page is laid out, and then share the
 * connection with the app's scripts.
 */
export function preloadDefaultFontPlugin(fonts: Record<string, RegExp> = DEFAULT_FONTS): Plugin {
  return {
    name: 'quantethic:preload-default-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return Object.entries(fonts).flatMap(([locale, pattern]) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) return [];
          return [
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
                href: `/${file}`,
                [LOCALE_PRELOAD_ATTRIBUTE]: locale,
              },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}

/**
 * Preloads, in the page, the texts of each other edition that the app waits for before its first
 * render: the entry's lazily loaded catalogues whose module matches `catalogs` (a
 * `messages/<locale>.json`). Each `<link rel="modulepreload">` carries the edition it is for
 * (`data-qe-locale`); the page's boot script requests only the page's own edition's
 * (shell/prerender.mjs). Without them, an Arabic page asked for its texts only once the app's file
 * had arrived and run: one more round trip before the page could go live.
 */
export function preloadLocaleTextsPlugin(catalogs: RegExp): Plugin {
  return {
    name: 'quantethic:preload-locale-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const tags = [];
        for (const file of context.chunk?.dynamicImports ?? []) {
          const chunk = bundle[file];
          const id = chunk?.type === 'chunk' ? chunk.facadeModuleId : null;
          const locale = id ? catalogLocaleOf(id) : undefined;
          if (!id || !locale || !catalogs.test(id)) continue;
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: '',
              href: `/${file}`,
              [LOCALE_PRELOAD_ATTRIBUTE]: locale,
            },
            injectTo: 'head' as const,
          });
        }
        return tags;
      },
    },
  };
}

/**
 * The catalogues the shell waits for before its first render in another edition (shell/src/main.tsx:
 * its own texts, `shellMessages`, and shared's, `sharedTextsReady`): preloaded by that edition's
 * pages (above).
 */
export const SHELL_FIRST_RENDER_TEXTS = /\/(shell\/src|shared\/src\/ui)\/messages\/[\w-]+\.json/;

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
