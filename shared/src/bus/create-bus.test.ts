// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createBus } from './create-bus';
import type { BusEvents } from './events';

describe('createBus — typed emit/on/off', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const bus = createBus();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    bus.on('toast', first);
    bus.on('toast', second);
    bus.on('theme:changed', other);

    bus.emit('toast', { kind: 'success', message: 'Saved' });

    expect(first).toHaveBeenCalledExactlyOnceWith({ kind: 'success', message: 'Saved' });
    expect(second).toHaveBeenCalledExactlyOnceWith({ kind: 'success', message: 'Saved' });
    expect(other).not.toHaveBeenCalled();
  });

  it('on returns an unsubscribe function', () => {
    const bus = createBus();
    const handler = vi.fn();
    const unsubscribe = bus.on('visitor:changed', handler);
    bus.emit('visitor:changed', { registered: true });
    unsubscribe();
    bus.emit('visitor:changed', { registered: false });
    expect(handler).toHaveBeenCalledExactlyOnceWith({ registered: true });
  });

  it('off removes a handler', () => {
    const bus = createBus();
    const handler = vi.fn();
    const kept = vi.fn();
    bus.on('theme:changed', handler);
    bus.on('theme:changed', kept);
    bus.off('theme:changed', handler);
    bus.emit('theme:changed', { theme: 'dark' });
    expect(handler).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledOnce();
  });

  it('off removes a handler that is also subscribed to another event, and only for that event', () => {
    const bus = createBus();
    const handler = vi.fn();
    bus.on('theme:changed', handler);
    bus.on('visitor:changed', handler);
    bus.off('theme:changed', handler);
    bus.emit('theme:changed', { theme: 'dark' });
    bus.emit('visitor:changed', { registered: true });
    expect(handler).toHaveBeenCalledExactlyOnceWith({ registered: true });
  });

  it('off for a handler that never subscribed does nothing', () => {
    const bus = createBus();
    const handler = vi.fn();
    bus.on('theme:changed', handler);
    expect(() => bus.off('theme:changed', vi.fn())).not.toThrow();
    bus.emit('theme:changed', { theme: 'dark' });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('keeps separate buses separate', () => {
    const a = createBus();
    const b = createBus();
    const handler = vi.fn();
    a.on('theme:changed', handler);
    b.emit('theme:changed', { theme: 'dark' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('a throwing handler does not stop the next handler', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createBus();
    const next = vi.fn();
    bus.on('toast', () => {
      throw new Error('boom');
    });
    bus.on('toast', next);
    expect(() => bus.emit('toast', { kind: 'blank', message: 'Hi' })).not.toThrow();
    expect(next).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
  });

  it.each<[string, keyof BusEvents, unknown]>([
    ['a toast of kind "warning"', 'toast', { kind: 'warning', message: 'Careful' }],
    ['a toast without a message', 'toast', { kind: 'success' }],
    [
      'analytics with an object property value',
      'analytics',
      { name: 'Course Viewed', properties: { a: {} } },
    ],
    ['progress of 150%', 'progress:changed', { courseId: 'c1', percentage: 150 }],
    ['a missing payload', 'visitor:changed', undefined],
  ])('drops %s with a console error before it reaches handlers', (_case, type, payload) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createBus();
    const handler = vi.fn();
    bus.on(type, handler);
    bus.emit(type, payload as never);
    expect(handler).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(type), payload);
  });
});
