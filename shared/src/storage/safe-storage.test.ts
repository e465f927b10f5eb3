import { describe, expect, it, vi } from 'vitest';
import { readJson, safeGetItem, safeRemoveItem, safeSetItem, writeJson } from './safe-storage';

interface Progress {
  courseId: string;
  percentage: number;
}

const isProgress = (value: unknown): value is Progress =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Progress).courseId === 'string' &&
  typeof (value as Progress).percentage === 'number';

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('safeGetItem / safeSetItem / safeRemoveItem', () => {
  it('round-trips a value through localStorage', () => {
    expect(safeSetItem('key', 'value')).toBe(true);
    expect(localStorage.getItem('key')).toBe('value');
    expect(safeGetItem('key')).toBe('value');
    safeRemoveItem('key');
    expect(safeGetItem('key')).toBeNull();
  });

  it('returns null for a missing key', () => {
    expect(safeGetItem('missing')).toBeNull();
  });

  it('returns false, logs and does not throw when storage is full (QuotaExceededError)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaExceeded();
    });
    expect(() => safeSetItem('key', 'value')).not.toThrow();
    expect(safeSetItem('key', 'value')).toBe(false);
    expect(error).toHaveBeenCalled();
  });

  it('returns null and does not throw when reading throws', () => {
    localStorage.setItem('key', 'value');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(safeGetItem('key')).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('does not throw when removing throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => safeRemoveItem('key')).not.toThrow();
  });
});

describe('readJson — corrupt or wrongly shaped data is ignored, logged and left in place', () => {
  it('reads a value of the right shape', () => {
    localStorage.setItem('progress', JSON.stringify({ courseId: 'c1', percentage: 40 }));
    expect(readJson('progress', isProgress)).toEqual({ courseId: 'c1', percentage: 40 });
  });

  it('returns null without logging when nothing is stored', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readJson('progress', isProgress)).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['corrupt JSON', '{"courseId": "c1", percentage'],
    ['a value of the wrong shape', JSON.stringify({ courseId: 1, percentage: '40' })],
    ['a JSON primitive', '"c1"'],
    ['JSON null', 'null'],
  ])('returns null for %s, logs and leaves the stored value in place', (_case, stored) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('progress', stored);
    expect(readJson('progress', isProgress)).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('progress'));
    expect(localStorage.getItem('progress')).toBe(stored);
  });

  it('returns null when reading throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readJson('progress', isProgress)).toBeNull();
  });
});

describe('writeJson', () => {
  it('stores the value as JSON and returns true', () => {
    expect(writeJson('progress', { courseId: 'c1', percentage: 40 })).toBe(true);
    expect(JSON.parse(localStorage.getItem('progress') ?? 'null')).toEqual({
      courseId: 'c1',
      percentage: 40,
    });
  });

  it('returns false and stores nothing for a circular object', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const circular: Record<string, unknown> = { courseId: 'c1' };
    circular.self = circular;
    expect(writeJson('progress', circular)).toBe(false);
    expect(localStorage.getItem('progress')).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('returns false when storage is full', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaExceeded();
    });
    expect(writeJson('progress', { courseId: 'c1', percentage: 40 })).toBe(false);
  });
});
