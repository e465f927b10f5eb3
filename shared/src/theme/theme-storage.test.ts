import { describe, expect, it, vi } from 'vitest';
import { readStoredTheme, saveTheme } from './theme-storage';
import { THEME_NAMES, THEME_STORAGE_KEY } from './tokens';

describe('readStoredTheme', () => {
  it("is 'default' when nothing is stored", () => {
    expect(readStoredTheme()).toBe('default');
  });

  it.each(THEME_NAMES)('reads back %j', (name) => {
    localStorage.setItem(THEME_STORAGE_KEY, name);
    expect(readStoredTheme()).toBe(name);
  });

  it.each(['bloom', 'Dark', ' dark', '"dark"', '{"theme":"dark"}', '\u0000garbage', '', 'x'.repeat(500)])(
    "is 'default' for the stored value %j, without throwing",
    (stored) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      localStorage.setItem(THEME_STORAGE_KEY, stored);
      expect(readStoredTheme()).toBe('default');
      expect(warn).toHaveBeenCalled();
    },
  );

  it("is 'default' when localStorage.getItem throws", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readStoredTheme()).toBe('default');
  });
});

describe('saveTheme', () => {
  it('writes the theme name under the product-branded key', () => {
    expect(THEME_STORAGE_KEY).toBe('quantethic-theme');
    saveTheme('modern');
    expect(localStorage.getItem('quantethic-theme')).toBe('modern');
    expect(readStoredTheme()).toBe('modern');
  });

  it('does not throw when storage is full', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => saveTheme('dark')).not.toThrow();
  });
});
