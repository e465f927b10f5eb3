import { useShellMessages } from '../messages';
import { useTheme } from './theme-context';

/** Header light/dark toggle: switches between the default and the dark theme. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const isDark = theme === 'dark';
  const t = useShellMessages();
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={isDark}
      aria-label={t('theme.darkMode')}
      title={t(isDark ? 'theme.toLight' : 'theme.toDark')}
      onClick={() => setTheme(isDark ? 'default' : 'dark')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {isDark ? (
          <path
            fill="currentColor"
            d="M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-15a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Zm0 18a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0v-1a1 1 0 0 1 1-1ZM3 11h1a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2Zm17 0h1a1 1 0 1 1 0 2h-1a1 1 0 1 1 0-2ZM5.64 4.22l.71.71a1 1 0 0 1-1.42 1.42l-.7-.71a1 1 0 0 1 1.41-1.42Zm13.43 13.43.7.71a1 1 0 0 1-1.41 1.42l-.71-.71a1 1 0 0 1 1.42-1.42ZM4.22 18.36l.71-.71a1 1 0 0 1 1.42 1.42l-.71.7a1 1 0 0 1-1.42-1.41ZM17.65 4.93l.71-.71a1 1 0 1 1 1.42 1.42l-.71.7a1 1 0 0 1-1.42-1.41Z"
          />
        ) : (
          <path
            fill="currentColor"
            d="M20.7 14.6A8.5 8.5 0 0 1 9.4 3.3a.6.6 0 0 0-.8-.7A10 10 0 1 0 21.4 15.4a.6.6 0 0 0-.7-.8Z"
          />
        )}
      </svg>
    </button>
  );
}
