import { afterEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  THEME_LABELS,
  THEME_NAMES,
  THEMES,
  type ThemeColors,
  type ThemeName,
  themeClassName,
  themeVariables,
} from './tokens';

/** The colour keys SPEC lists for every theme. */
const SPEC_COLOR_KEYS = [
  'primary',
  'secondary',
  'background',
  'text',
  'textSecondary',
  'card',
  'border',
  'link',
  'heading',
  'tagBg',
  'tagText',
  'error',
  'success',
  'warning',
  'warningBg',
  'warningText',
  'inputBg',
  'buttonText',
  'twitterBg',
  'twitterText',
  'linkedinBg',
  'linkedinText',
  'facebookBg',
  'facebookText',
  'backgroundLight',
  'codeBackground',
  'codeText',
  'codeHeader',
  'codeAccent',
  'errorLight',
  'errorDark',
] as const;

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('WCAG contrast helper', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#3b82f6', '#ffffff', 3.68],
  ])('contrast(%s, %s) ≈ %s', (a, b, expected) => {
    expect(contrast(a, b)).toBeCloseTo(expected, 1);
    expect(contrast(b, a)).toBeCloseTo(expected, 1);
  });
});

describe('THEMES — the SPEC values', () => {
  it('has the four themes, Islamic labelled Bloom', () => {
    expect([...THEME_NAMES]).toEqual(['default', 'islamic', 'modern', 'dark']);
    expect(THEME_LABELS.islamic).toBe('Bloom');
    for (const name of THEME_NAMES) expect(THEMES[name].name).toBe(name);
  });

  it.each<[ThemeName, RegExp, [string, string, string], [string, string, string], string, string]>([
    [
      'default',
      /^'Inter Variable', 'Noto Sans Arabic Variable', Inter,/,
      ['3rem', '2.25rem', '1.5rem'],
      ['0.5rem', '1rem', '2rem'],
      '#3b82f6',
      '#ffffff',
    ],
    [
      'islamic',
      /^Amiri,.*serif$/,
      ['3.5rem', '2.5rem', '1.75rem'],
      ['0.75rem', '1.25rem', '2.5rem'],
      '#2e7d32',
      '#f8f5f0',
    ],
    [
      'modern',
      /^Poppins, 'Cairo Variable',/,
      ['3.25rem', '2.15rem', '1.65rem'],
      ['0.4rem', '0.9rem', '1.8rem'],
      '#6d28d9',
      '#f8fafc',
    ],
    [
      'dark',
      /^'Inter Variable', 'Noto Sans Arabic Variable', Inter,/,
      ['3rem', '2.25rem', '1.5rem'],
      ['0.5rem', '1rem', '2rem'],
      '#4fd1c5',
      '#1a202c',
    ],
  ])(
    '%s: font, heading sizes, spacing, primary and background',
    (name, font, [h1, h2, h3], [small, medium, large], primary, background) => {
      const theme = THEMES[name];
      expect(theme.fontFamily).toMatch(font);
      expect(theme.headingSizes).toEqual({ h1, h2, h3 });
      expect(theme.spacing).toEqual({ small, medium, large });
      expect(theme.colors.primary).toBe(primary);
      expect(theme.colors.background).toBe(background);
    },
  );

  it.each(THEME_NAMES)('%s defines every SPEC colour as #rrggbb hex', (name) => {
    const colors = THEMES[name].colors;
    for (const key of [...SPEC_COLOR_KEYS, 'primaryStrong'] as const) {
      expect({ key, value: colors[key] }).toEqual({ key, value: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
    }
  });
});

// Foreground / background pairs that must meet WCAG AA for normal text (4.5:1).
const AA_PAIRS: [keyof ThemeColors, keyof ThemeColors][] = [
  ['text', 'background'],
  ['text', 'card'],
  ['textSecondary', 'background'],
  ['textSecondary', 'card'],
  ['link', 'background'],
  ['link', 'card'],
  ['heading', 'background'],
  ['buttonText', 'primaryStrong'],
  ['tagText', 'tagBg'],
  ['warningText', 'warningBg'],
  ['errorDark', 'errorLight'],
  ['error', 'background'],
  ['error', 'card'],
  ['success', 'background'],
  ['codeText', 'codeBackground'],
  ['codeText', 'codeHeader'],
  ['twitterText', 'twitterBg'],
  ['linkedinText', 'linkedinBg'],
  ['facebookText', 'facebookBg'],
  ['text', 'inputBg'],
  ['textSecondary', 'backgroundLight'],
  ['link', 'backgroundLight'],
];

describe.each(THEME_NAMES)('theme %s meets WCAG AA contrast (4.5:1)', (name) => {
  it.each(AA_PAIRS)('%s on %s', (fg, bg) => {
    const { [fg]: foreground, [bg]: background } = THEMES[name].colors;
    expect(contrast(foreground, background), `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });
});

describe('applyTheme', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-theme');
    document.body.className = '';
  });

  it('exposes the SPEC tokens as CSS variables', () => {
    const vars = themeVariables(THEMES.modern);
    expect(vars).toMatchObject({
      '--font-family': THEMES.modern.fontFamily,
      '--font-size-h1': '3.25rem',
      '--font-size-h2': '2.15rem',
      '--font-size-h3': '1.65rem',
      '--spacing-small': '0.4rem',
      '--spacing-medium': '0.9rem',
      '--spacing-large': '1.8rem',
      '--color-primary': '#6d28d9',
      '--color-text-secondary': THEMES.modern.colors.textSecondary,
      '--color-twitter-bg': THEMES.modern.colors.twitterBg,
    });
    for (const key of SPEC_COLOR_KEYS) {
      const cssName = `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect(vars[cssName]).toBe(THEMES.modern.colors[key]);
    }
  });

  it.each(THEME_NAMES)('sets every CSS variable of %s on <html>', (name) => {
    applyTheme(name);
    const style = document.documentElement.style;
    const vars = Object.entries(themeVariables(THEMES[name]));
    expect(vars.length).toBeGreaterThanOrEqual(7 + SPEC_COLOR_KEYS.length);
    for (const [property, value] of vars) {
      expect({ property, value: style.getPropertyValue(property) }).toEqual({ property, value });
    }
    expect(document.documentElement.dataset.theme).toBe(name);
  });

  it('gives <body> exactly one theme class and replaces it when switching', () => {
    document.body.classList.add('app-root');
    applyTheme('dark');
    expect(document.body).toHaveClass('theme-dark');
    applyTheme('islamic');
    const themeClasses = [...document.body.classList].filter((c) => c.startsWith('theme-'));
    expect(themeClasses).toEqual(['theme-islamic']);
    expect(document.body).toHaveClass('app-root');
    expect(document.documentElement.dataset.theme).toBe('islamic');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#2e7d32');
    expect(document.documentElement.style.getPropertyValue('--font-size-h1')).toBe('3.5rem');
  });

  it('names the class after the theme', () => {
    expect(THEME_NAMES.map(themeClassName)).toEqual([
      'theme-default',
      'theme-islamic',
      'theme-modern',
      'theme-dark',
    ]);
  });
});
