import { THEME_NAMES, type ThemeName } from '@quantethic/shared';
import { type ShellMessageKey, useShellMessages } from '../messages';

/** Each theme's name, in the page's language (SPEC §1: Default, Bloom, Modern, Dark). */
const THEME_KEYS: Record<ThemeName, ShellMessageKey> = {
  default: 'theme.default',
  islamic: 'theme.islamic',
  modern: 'theme.modern',
  dark: 'theme.dark',
};

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTheme } from './theme-context';

/**
 * The floating theme switcher (Default, Bloom, Modern, Dark): a menu button following the
 * WAI-ARIA pattern — Enter/Space/ArrowDown open it on the current theme, arrows/Home/End move,
 * Escape or Tab close it, a click outside closes it, and focus returns to the button.
 */
export function ThemeSwitcher() {
  const { theme, setTheme } = useTheme();
  const t = useShellMessages();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLElement>(null);

  const openMenu = (index = THEME_NAMES.indexOf(theme)) => {
    setActive(index);
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (name: ThemeName) => {
    setTheme(name);
    closeMenu(true);
  };

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? THEME_NAMES.length - 1 : THEME_NAMES.indexOf(theme));
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = THEME_NAMES.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] as number);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <aside ref={rootRef} className="theme-switcher" aria-label={t('theme.switcher')}>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('theme.choose')}
          className="theme-switcher__menu"
          onKeyDown={onMenuKeyDown}
        >
          {THEME_NAMES.map((name, index) => (
            <button
              key={name}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={name === theme}
              tabIndex={index === active ? 0 : -1}
              className="theme-switcher__item"
              onClick={() => choose(name)}
            >
              <span className={`theme-switcher__swatch theme-switcher__swatch--${name}`} aria-hidden="true" />
              {t(THEME_KEYS[name])}
            </button>
          ))}
        </div>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className="theme-switcher__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu())}
        onKeyDown={onButtonKeyDown}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 3a9 9 0 0 0 0 18c.9 0 1.5-.7 1.5-1.5 0-.4-.1-.7-.4-1-.2-.3-.4-.6-.4-1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-8-9-8Zm-5.5 9A1.5 1.5 0 1 1 8 10.5 1.5 1.5 0 0 1 6.5 12Zm3-4A1.5 1.5 0 1 1 11 6.5 1.5 1.5 0 0 1 9.5 8Zm5 0A1.5 1.5 0 1 1 16 6.5 1.5 1.5 0 0 1 14.5 8Zm3 4a1.5 1.5 0 1 1 1.5-1.5 1.5 1.5 0 0 1-1.5 1.5Z"
          />
        </svg>
        <span>{t('theme.current', { name: t(THEME_KEYS[theme]) })}</span>
      </button>
    </aside>
  );
}
