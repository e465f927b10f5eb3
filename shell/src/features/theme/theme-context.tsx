import {
  applyTheme,
  type Bus,
  readStoredTheme,
  saveTheme,
  THEME_STORAGE_KEY,
  type ThemeName,
} from '@quantethic/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (next: ThemeName) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * Owns the current theme: applies it page-wide (variables + body class), saves it, announces
 * it on the bus, and follows changes made in other tabs. The stored theme was already applied
 * before the first render (main.tsx), so there is no flash.
 */
export function ThemeProvider({ bus, children }: { bus: Bus; children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeName>(readStoredTheme);

  const setTheme = useCallback(
    (next: ThemeName) => {
      applyTheme(next);
      saveTheme(next);
      setThemeState(next);
      bus.emit('theme:changed', { theme: next });
    },
    [bus],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const next = readStoredTheme();
      applyTheme(next);
      setThemeState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
