import { type Bus, createBus, THEME_STORAGE_KEY, THEMES } from '@quantethic/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from './theme-context';
import { ThemeSwitcher } from './theme-switcher';
import { ThemeToggle } from './theme-toggle';

function renderTheme(bus: Bus = createBus()) {
  const user = userEvent.setup();
  const onThemeChanged = vi.fn();
  bus.on('theme:changed', onThemeChanged);
  render(
    <ThemeProvider bus={bus}>
      <p>
        <button type="button">Outside</button>
      </p>
      <ThemeToggle />
      <ThemeSwitcher />
    </ThemeProvider>,
  );
  return { user, onThemeChanged };
}

const switcherButton = () => screen.getByRole('button', { name: /^Theme:/ });
const item = (name: string) => screen.getByRole('menuitemradio', { name });
const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

beforeEach(() => {
  // applyTheme writes to the shared document; start every test from a clean page.
  document.body.className = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
});

describe('ThemeSwitcher', () => {
  it('is a collapsed menu button that names the current theme', () => {
    renderTheme();
    const button = switcherButton();
    expect(button).toHaveAccessibleName('Theme: Default');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens a menu of the four themes with the current one checked and focused', async () => {
    const { user } = renderTheme();
    await user.click(switcherButton());

    expect(switcherButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Choose a theme' });
    expect(switcherButton()).toHaveAttribute('aria-controls', menu.id);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((element) => element.textContent)).toEqual(['Default', 'Bloom', 'Modern', 'Dark']);
    expect(item('Default')).toHaveAttribute('aria-checked', 'true');
    for (const name of ['Bloom', 'Modern', 'Dark']) {
      expect(item(name)).toHaveAttribute('aria-checked', 'false');
    }
    expect(item('Default')).toHaveFocus();
  });

  it('moves focus with ArrowDown, ArrowUp, Home and End, wrapping at both ends', async () => {
    const { user } = renderTheme();
    await user.click(switcherButton());

    await user.keyboard('{ArrowDown}');
    expect(item('Bloom')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Dark')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Default')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Dark')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Modern')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Default')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Dark')).toHaveFocus();
    // Roving tabindex: only the active item is in the tab order.
    expect(item('Dark')).toHaveAttribute('tabindex', '0');
    expect(item('Default')).toHaveAttribute('tabindex', '-1');
  });

  it('applies, saves and announces a theme chosen with Enter, then closes and refocuses the button', async () => {
    const { user, onThemeChanged } = renderTheme();
    await user.click(switcherButton());
    await user.keyboard('{ArrowDown}');
    expect(item('Bloom')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(document.body).toHaveClass('theme-islamic');
    expect(document.body).not.toHaveClass('theme-default');
    expect(cssVar('--color-primary')).toBe('#2e7d32');
    expect(cssVar('--color-primary')).toBe(THEMES.islamic.colors.primary);
    expect(cssVar('--font-size-h1')).toBe('3.5rem');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('islamic');
    expect(onThemeChanged).toHaveBeenCalledTimes(1);
    expect(onThemeChanged).toHaveBeenCalledWith({ theme: 'islamic' });

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(switcherButton()).toHaveAttribute('aria-expanded', 'false');
    expect(switcherButton()).toHaveAccessibleName('Theme: Bloom');
    expect(switcherButton()).toHaveFocus();
  });

  it('applies a theme chosen with the mouse and shows it checked next time', async () => {
    const { user } = renderTheme();
    await user.click(switcherButton());
    await user.click(item('Modern'));

    expect(document.body).toHaveClass('theme-modern');
    expect(cssVar('--color-primary')).toBe(THEMES.modern.colors.primary);
    await user.click(switcherButton());
    expect(item('Modern')).toHaveAttribute('aria-checked', 'true');
    expect(item('Default')).toHaveAttribute('aria-checked', 'false');
    expect(item('Modern')).toHaveFocus();
  });

  it('closes on Escape without changing the theme and returns focus to the button', async () => {
    const { user, onThemeChanged } = renderTheme();
    await user.click(switcherButton());
    await user.keyboard('{ArrowDown}{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(switcherButton()).toHaveAttribute('aria-expanded', 'false');
    expect(switcherButton()).toHaveFocus();
    expect(switcherButton()).toHaveAccessibleName('Theme: Default');
    expect(onThemeChanged).not.toHaveBeenCalled();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('opens from the keyboard alone: ArrowDown on the current theme, ArrowUp on the last one', async () => {
    const { user } = renderTheme();
    switcherButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'Choose a theme' })).toBeInTheDocument();
    expect(item('Default')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(switcherButton()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Dark')).toHaveFocus();
  });

  it('opens from the keyboard with Enter', async () => {
    const { user } = renderTheme();
    switcherButton().focus();
    await user.keyboard('{Enter}');
    expect(item('Default')).toHaveFocus();
  });

  it('closes when the pointer goes down outside it, but not inside it', async () => {
    renderTheme();
    fireEvent.click(switcherButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();

    fireEvent.pointerDown(item('Bloom'));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(switcherButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Tab moves focus out of the menu', async () => {
    const { user } = renderTheme();
    await user.click(switcherButton());
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('toggles closed when the button is clicked again', async () => {
    const { user } = renderTheme();
    await user.click(switcherButton());
    await user.click(switcherButton());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('ThemeToggle', () => {
  const toggle = () => screen.getByRole('button', { name: 'Dark mode' });

  it('switches from the default theme to dark and back', async () => {
    const { user, onThemeChanged } = renderTheme();
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(document.body).toHaveClass('theme-dark');
    expect(document.body).not.toHaveClass('theme-default');
    expect(cssVar('--color-background')).toBe('#1a202c');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(onThemeChanged).toHaveBeenLastCalledWith({ theme: 'dark' });
    expect(switcherButton()).toHaveAccessibleName('Theme: Dark');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(document.body).toHaveClass('theme-default');
    expect(document.body).not.toHaveClass('theme-dark');
    expect(cssVar('--color-background')).toBe(THEMES.default.colors.background);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('default');
    expect(onThemeChanged).toHaveBeenLastCalledWith({ theme: 'default' });
  });

  it('goes to dark from another light theme', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'modern');
    const { user } = renderTheme();
    expect(switcherButton()).toHaveAccessibleName('Theme: Modern');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(document.body).toHaveClass('theme-dark');
    expect(document.body).not.toHaveClass('theme-modern');
  });
});

describe('ThemeProvider', () => {
  it('starts from the saved theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderTheme();
    expect(switcherButton()).toHaveAccessibleName('Theme: Dark');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a theme chosen in another tab', () => {
    renderTheme();
    localStorage.setItem(THEME_STORAGE_KEY, 'modern');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'modern' }));
    });

    expect(switcherButton()).toHaveAccessibleName('Theme: Modern');
    expect(document.body).toHaveClass('theme-modern');
    expect(cssVar('--color-primary')).toBe(THEMES.modern.colors.primary);
  });

  it('ignores storage events for other keys', () => {
    renderTheme();
    localStorage.setItem(THEME_STORAGE_KEY, 'modern');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    });
    expect(switcherButton()).toHaveAccessibleName('Theme: Default');
    expect(document.body).not.toHaveClass('theme-modern');
  });
});
