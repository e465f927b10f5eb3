import { safeGetItem, safeSetItem } from '../storage/safe-storage';
import { DEFAULT_THEME, isThemeName, THEME_STORAGE_KEY, type ThemeName } from './tokens';

/** The saved theme, or the default when nothing, an unknown name or corrupt data is stored. */
export function readStoredTheme(): ThemeName {
  const stored = safeGetItem(THEME_STORAGE_KEY);
  if (stored === null) return DEFAULT_THEME;
  if (isThemeName(stored)) return stored;
  console.warn(`[theme] ignoring unknown stored theme ${JSON.stringify(stored.slice(0, 40))}`);
  return DEFAULT_THEME;
}

export function saveTheme(name: ThemeName): void {
  safeSetItem(THEME_STORAGE_KEY, name);
}
