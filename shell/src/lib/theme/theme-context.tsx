import {
  applyTheme,
  type Bus,
  DEFAULT_THEME,
  readStoredTheme,
  saveTheme,
  THEME_STORAGE_KEY,
  type ThemeName,
} from '@quantethic/shared';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (next: ThemeName) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The page's theme as an external store: localStorage, plus changes made in other tabs. */
const listeners = new Set<() => void>();
let current: ThemeName | null = null;

function getTheme(): ThemeName {
  current ??= readStoredTheme();
  return current;
}

function setCurrent(next: ThemeName) {
  current = next;
  applyTheme(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) setCurrent(readStoredTheme());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    // With no provider mounted, read storage afresh next time.
    if (listeners.size === 0) current = null;
  };
}

/** Prerendered HTML (and the hydration pass over it) always shows the default theme's controls. */
const getServerTheme = () => DEFAULT_THEME;

/**
 * Owns the current theme: applies it page-wide (variables + body class), saves it, announces it
 * on the bus, and follows changes made in other tabs. The stored theme is applied before the
 * first paint (the pre-paint script and main.tsx), so there is no flash.
 */
export function ThemeProvider({ bus, children }: { bus: Bus; children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, getTheme, getServerTheme);

  const setTheme = useCallback(
    (next: ThemeName) => {
      saveTheme(next);
      setCurrent(next);
      bus.emit('theme:changed', { theme: next });
    },
    [bus],
  );

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
