/**
 * localStorage that never throws to the UI: storage may be disabled (privacy modes), full
 * (QuotaExceededError) or hold corrupt data written by an older version or by hand.
 * Every failure is logged and reported through the return value.
 */

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // Accessing localStorage itself throws when storage is blocked.
  }
}

export function safeGetItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    console.error(`[storage] could not read "${key}"`, error);
    return null;
  }
}

/** Returns false (and logs) when the value could not be stored. */
export function safeSetItem(key: string, value: string): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, value);
    return true;
  } catch (error) {
    console.error(`[storage] could not save "${key}"`, error);
    return false;
  }
}

export function safeRemoveItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    console.error(`[storage] could not remove "${key}"`, error);
  }
}

/**
 * Reads a JSON value and checks its shape. Corrupt JSON or a value of the wrong shape is
 * ignored with a log (and left in place, so nothing is lost) and null is returned.
 */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = safeGetItem(key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.error(`[storage] ignoring "${key}": it is not valid JSON`);
    return null;
  }
  if (!isValid(parsed)) {
    console.error(`[storage] ignoring "${key}": unexpected shape`);
    return null;
  }
  return parsed;
}

/** Returns false (and logs) when the value could not be serialised or stored. */
export function writeJson(key: string, value: unknown): boolean {
  let serialised: string;
  try {
    serialised = JSON.stringify(value);
  } catch (error) {
    console.error(`[storage] could not serialise "${key}"`, error);
    return false;
  }
  return safeSetItem(key, serialised);
}
