import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createUnavailableAuthPort } from '../auth/static-auth-port';
import { type Bus, createBus } from '../bus/create-bus';
import { DEFAULT_SITE_CONFIG } from '../contracts/config';
import { clearVisitorInfo, saveVisitorInfo } from '../storage/visitor';
import { RemotePropsProvider } from './remote-context';
import { useVisitorInfo } from './use-visitor-info';

const INFO = { name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0000' };

function setup(bus: Bus = createBus()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemotePropsProvider
      value={{
        contractVersion: '1.0.0',
        basePath: '/',
        bus,
        auth: createUnavailableAuthPort(),
        config: DEFAULT_SITE_CONFIG,
      }}
    >
      {children}
    </RemotePropsProvider>
  );
  return { bus, ...renderHook(() => useVisitorInfo(), { wrapper }) };
}

/** What another tab's write looks like to this one: the storage changed, then a 'storage' event. */
function otherTab(key: string | null, write: () => void) {
  write();
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
}

describe('useVisitorInfo', () => {
  it('is null when nothing is stored', () => {
    const { result } = setup();
    expect(result.current).toBeNull();
  });

  it('is null until name, email and phone are all stored', () => {
    localStorage.setItem('userName', INFO.name);
    localStorage.setItem('userEmail', INFO.email);
    localStorage.setItem('userPhone', '   ');
    const { result } = setup();
    expect(result.current).toBeNull();
  });

  it('returns the stored info', () => {
    saveVisitorInfo(INFO);
    const { result } = setup();
    expect(result.current).toEqual(INFO);
  });

  it("updates when the bus announces 'visitor:changed' after a save", () => {
    const { result, bus } = setup();
    saveVisitorInfo(INFO);
    expect(result.current).toBeNull();
    act(() => bus.emit('visitor:changed', { registered: true }));
    expect(result.current).toEqual(INFO);

    clearVisitorInfo();
    act(() => bus.emit('visitor:changed', { registered: false }));
    expect(result.current).toBeNull();
  });

  it('updates when another tab saves the userName', () => {
    localStorage.setItem('userEmail', INFO.email);
    localStorage.setItem('userPhone', INFO.phone);
    const { result } = setup();
    expect(result.current).toBeNull();
    otherTab('userName', () => localStorage.setItem('userName', INFO.name));
    expect(result.current).toEqual(INFO);
  });

  it('updates when another tab clears all storage (key null)', () => {
    saveVisitorInfo(INFO);
    const { result } = setup();
    otherTab(null, () => localStorage.clear());
    expect(result.current).toBeNull();
  });

  it('ignores storage events for other keys', () => {
    const { result } = setup();
    otherTab('theme', () => saveVisitorInfo(INFO));
    expect(result.current).toBeNull();
  });

  it('stops listening to the bus and to storage events when unmounted', () => {
    const bus = createBus();
    const offs: ReturnType<typeof vi.fn>[] = [];
    const on = bus.on.bind(bus);
    vi.spyOn(bus, 'on').mockImplementation((type, handler) => {
      const off = vi.fn(on(type, handler));
      offs.push(off);
      return off;
    });
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');

    const { unmount } = setup(bus);
    expect(bus.on).toHaveBeenCalledWith('visitor:changed', expect.any(Function));
    const storageListener = add.mock.calls.find(([type]) => type === 'storage')?.[1];
    expect(storageListener).toBeTypeOf('function');
    expect(offs.every((off) => off.mock.calls.length === 0)).toBe(true);

    unmount();
    expect(offs.length).toBeGreaterThan(0);
    for (const off of offs) expect(off).toHaveBeenCalledOnce();
    expect(remove).toHaveBeenCalledWith('storage', storageListener);
  });

  it('does not update after unmount', () => {
    const { result, bus, unmount } = setup();
    unmount();
    saveVisitorInfo(INFO);
    act(() => {
      bus.emit('visitor:changed', { registered: true });
      window.dispatchEvent(new StorageEvent('storage', { key: 'userName' }));
    });
    expect(result.current).toBeNull();
  });
});
