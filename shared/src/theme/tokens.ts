/**
 * The four themes of SPEC §3/§9. Font, heading sizes, spacing, primary and background come
 * from the spec; the other colours are ours, chosen so every text/background pair meets
 * WCAG AA (checked by tokens.test.ts).
 *
 * `primaryStrong` is one addition to the spec's list: the fill for solid buttons, because the
 * default theme's primary (#3b82f6) is too light for white button text (3.7:1).
 */
export const THEME_NAMES = ['default', 'islamic', 'modern', 'dark'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** What the switcher shows for each theme. */
export const THEME_LABELS: Record<ThemeName, string> = {
  default: 'Default',
  islamic: 'Bloom',
  modern: 'Modern',
  dark: 'Dark',
};

/** Product-branded storage key for the theme choice (SPEC §9). */
export const THEME_STORAGE_KEY = 'quantethic-theme';
export const DEFAULT_THEME: ThemeName = 'default';

export interface ThemeColors {
  primary: string;
  primaryStrong: string;
  secondary: string;
  background: string;
  text: string;
  textSecondary: string;
  card: string;
  border: string;
  link: string;
  heading: string;
  tagBg: string;
  tagText: string;
  error: string;
  success: string;
  warning: string;
  warningBg: string;
  warningText: string;
  inputBg: string;
  buttonText: string;
  twitterBg: string;
  twitterText: string;
  linkedinBg: string;
  linkedinText: string;
  facebookBg: string;
  facebookText: string;
  backgroundLight: string;
  codeBackground: string;
  codeText: string;
  codeHeader: string;
  codeAccent: string;
  errorLight: string;
  errorDark: string;
}

export interface Theme {
  name: ThemeName;
  fontFamily: string;
  headingSizes: { h1: string; h2: string; h3: string };
  spacing: { small: string; medium: string; large: string };
  colors: ThemeColors;
}

const SANS_FALLBACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const THEMES: Record<ThemeName, Theme> = {
  default: {
    name: 'default',
    fontFamily: `'Inter Variable', 'Noto Sans Arabic Variable', Inter, ${SANS_FALLBACK}`,
    headingSizes: { h1: '3rem', h2: '2.25rem', h3: '1.5rem' },
    spacing: { small: '0.5rem', medium: '1rem', large: '2rem' },
    colors: {
      primary: '#3b82f6',
      primaryStrong: '#1d4ed8',
      secondary: '#0f766e',
      background: '#ffffff',
      text: '#1f2937',
      textSecondary: '#4b5563',
      card: '#ffffff',
      border: '#e5e7eb',
      link: '#1d4ed8',
      heading: '#111827',
      tagBg: '#dbeafe',
      tagText: '#1e40af',
      error: '#b91c1c',
      success: '#15803d',
      warning: '#b45309',
      warningBg: '#fef3c7',
      warningText: '#78350f',
      inputBg: '#ffffff',
      buttonText: '#ffffff',
      twitterBg: '#0f1419',
      twitterText: '#ffffff',
      linkedinBg: '#0a66c2',
      linkedinText: '#ffffff',
      facebookBg: '#1565c0',
      facebookText: '#ffffff',
      backgroundLight: '#f3f6fb',
      codeBackground: '#0f172a',
      codeText: '#e2e8f0',
      codeHeader: '#1e293b',
      codeAccent: '#7dd3fc',
      errorLight: '#fee2e2',
      errorDark: '#7f1d1d',
    },
  },
  islamic: {
    name: 'islamic',
    fontFamily: "Amiri, 'Amiri Quran', Georgia, 'Times New Roman', serif",
    headingSizes: { h1: '3.5rem', h2: '2.5rem', h3: '1.75rem' },
    spacing: { small: '0.75rem', medium: '1.25rem', large: '2.5rem' },
    colors: {
      primary: '#2e7d32',
      primaryStrong: '#2e7d32',
      secondary: '#8a5a00',
      background: '#f8f5f0',
      text: '#2d2a26',
      textSecondary: '#5c5348',
      card: '#fffdf8',
      border: '#e4d9c6',
      link: '#1b5e20',
      heading: '#1b3a1d',
      tagBg: '#e3f1e4',
      tagText: '#1b5e20',
      error: '#b3261e',
      success: '#2e7d32',
      warning: '#8a5a00',
      warningBg: '#fdf0d5',
      warningText: '#6b4400',
      inputBg: '#fffdf8',
      buttonText: '#ffffff',
      twitterBg: '#0f1419',
      twitterText: '#ffffff',
      linkedinBg: '#0a66c2',
      linkedinText: '#ffffff',
      facebookBg: '#1565c0',
      facebookText: '#ffffff',
      backgroundLight: '#f1ebe0',
      codeBackground: '#1f2a1f',
      codeText: '#e8efe3',
      codeHeader: '#2c3a2c',
      codeAccent: '#c5e1a5',
      errorLight: '#fbe3e1',
      errorDark: '#7a1a14',
    },
  },
  modern: {
    name: 'modern',
    fontFamily: `Poppins, 'Cairo Variable', ${SANS_FALLBACK}`,
    headingSizes: { h1: '3.25rem', h2: '2.15rem', h3: '1.65rem' },
    spacing: { small: '0.4rem', medium: '0.9rem', large: '1.8rem' },
    colors: {
      primary: '#6d28d9',
      primaryStrong: '#6d28d9',
      secondary: '#be185d',
      background: '#f8fafc',
      text: '#0f172a',
      textSecondary: '#475569',
      card: '#ffffff',
      border: '#e2e8f0',
      link: '#6d28d9',
      heading: '#1e1b4b',
      tagBg: '#ede9fe',
      tagText: '#5b21b6',
      error: '#b91c1c',
      success: '#047857',
      warning: '#a16207',
      warningBg: '#fef9c3',
      warningText: '#713f12',
      inputBg: '#ffffff',
      buttonText: '#ffffff',
      twitterBg: '#0f1419',
      twitterText: '#ffffff',
      linkedinBg: '#0a66c2',
      linkedinText: '#ffffff',
      facebookBg: '#1565c0',
      facebookText: '#ffffff',
      backgroundLight: '#f1f0fb',
      codeBackground: '#1e1b4b',
      codeText: '#e0e7ff',
      codeHeader: '#312e81',
      codeAccent: '#c4b5fd',
      errorLight: '#fee2e2',
      errorDark: '#7f1d1d',
    },
  },
  dark: {
    name: 'dark',
    fontFamily: `'Inter Variable', 'Noto Sans Arabic Variable', Inter, ${SANS_FALLBACK}`,
    headingSizes: { h1: '3rem', h2: '2.25rem', h3: '1.5rem' },
    spacing: { small: '0.5rem', medium: '1rem', large: '2rem' },
    colors: {
      primary: '#4fd1c5',
      primaryStrong: '#4fd1c5',
      secondary: '#f6ad55',
      background: '#1a202c',
      text: '#e2e8f0',
      textSecondary: '#a0aec0',
      card: '#2d3748',
      border: '#4a5568',
      link: '#81e6d9',
      heading: '#f7fafc',
      tagBg: '#234e52',
      tagText: '#b2f5ea',
      error: '#feb2b2',
      success: '#9ae6b4',
      warning: '#fbd38d',
      warningBg: '#3c2f14',
      warningText: '#fbd38d',
      inputBg: '#2d3748',
      buttonText: '#1a202c',
      twitterBg: '#e7e9ea',
      twitterText: '#0f1419',
      linkedinBg: '#70b5f9',
      linkedinText: '#0b1f33',
      facebookBg: '#8ab4f8',
      facebookText: '#0b1f33',
      backgroundLight: '#232b3a',
      codeBackground: '#11151e',
      codeText: '#e2e8f0',
      codeHeader: '#232b3a',
      codeAccent: '#4fd1c5',
      errorLight: '#3b1f24',
      errorDark: '#feb2b2',
    },
  },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

const toKebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The page-wide CSS variables of a theme, e.g. `--color-primary`, `--font-size-h1`. */
export function themeVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {
    '--font-family': theme.fontFamily,
    '--font-size-h1': theme.headingSizes.h1,
    '--font-size-h2': theme.headingSizes.h2,
    '--font-size-h3': theme.headingSizes.h3,
    '--spacing-small': theme.spacing.small,
    '--spacing-medium': theme.spacing.medium,
    '--spacing-large': theme.spacing.large,
  };
  for (const [key, value] of Object.entries(theme.colors)) vars[`--color-${toKebab(key)}`] = value;
  return vars;
}

/** The page class for a theme (SPEC §4: "a page class named after the theme"). */
export const themeClassName = (name: ThemeName) => `theme-${name}`;

/**
 * Applies a theme to the page: CSS variables on <html>, the theme class on <body> (replacing
 * any other theme class), `data-theme` and the browser's `color-scheme`.
 */
export function applyTheme(name: ThemeName, doc: Document = document): void {
  const theme = THEMES[name];
  const root = doc.documentElement;
  for (const [key, value] of Object.entries(themeVariables(theme))) root.style.setProperty(key, value);
  root.dataset.theme = name;
  root.style.colorScheme = name === 'dark' ? 'dark' : 'light';
  const body = doc.body;
  if (body) {
    for (const other of THEME_NAMES) body.classList.remove(themeClassName(other));
    body.classList.add(themeClassName(name));
  }
}
