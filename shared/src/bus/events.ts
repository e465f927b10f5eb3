import type { AuthStatus } from '../contracts/auth';

/**
 * The event catalogue: every message that crosses a package boundary on the bus.
 * Use sparingly — props and URLs come first. Payloads are minimal and validated on emit.
 * Adding an event or an optional field is a minor contract change; anything else is major.
 */
export type ToastKind = 'blank' | 'success' | 'error' | 'loading';

export interface ToastEvent {
  kind: ToastKind;
  message: string;
  /** Reusing an id replaces that toast (for example a loading toast that turns into success). */
  id?: string;
}

export type AnalyticsValue = string | number | boolean | null;

export type BusEvents = {
  /** Show a toast (the shell's Toaster). */
  toast: ToastEvent;
  /** Dismiss one toast, or all of them when no id is given. */
  'toast:dismiss': { id?: string };
  /** The auth state changed (emitted by the shell). */
  'auth:changed': { status: AuthStatus; uid: string | null };
  /** The visitor saved or cleared their contact info. */
  'visitor:changed': { registered: boolean };
  /** Course progress changed (emitted by the courses remote). */
  'progress:changed': { courseId: string; percentage: number };
  /** The theme changed (emitted by the shell). */
  'theme:changed': { theme: string };
  /** A product analytics event, for example 'Course Viewed' with title and level. */
  analytics: { name: string; properties: Record<string, AnalyticsValue> };
};

export type BusEventName = keyof BusEvents;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isOptionalString = (v: unknown) => v === undefined || isString(v);
const TOAST_KINDS: readonly string[] = ['blank', 'success', 'error', 'loading'];
const AUTH_STATUSES: readonly string[] = ['checking', 'signed-in', 'signed-out'];

const validators: { [K in BusEventName]: (payload: unknown) => boolean } = {
  toast: (p) =>
    isObject(p) && TOAST_KINDS.includes(p.kind as string) && isString(p.message) && isOptionalString(p.id),
  'toast:dismiss': (p) => isObject(p) && isOptionalString(p.id),
  'auth:changed': (p) =>
    isObject(p) && AUTH_STATUSES.includes(p.status as string) && (p.uid === null || isString(p.uid)),
  'visitor:changed': (p) => isObject(p) && typeof p.registered === 'boolean',
  'progress:changed': (p) =>
    isObject(p) &&
    isString(p.courseId) &&
    typeof p.percentage === 'number' &&
    p.percentage >= 0 &&
    p.percentage <= 100,
  'theme:changed': (p) => isObject(p) && isString(p.theme),
  analytics: (p) =>
    isObject(p) &&
    isString(p.name) &&
    p.name.length > 0 &&
    isObject(p.properties) &&
    Object.values(p.properties).every(
      (v) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
    ),
};

export const BUS_EVENT_NAMES = Object.keys(validators) as BusEventName[];

/** True when `payload` is a valid payload for the event `type`. */
export function isValidEventPayload<K extends BusEventName>(
  type: K,
  payload: unknown,
): payload is BusEvents[K] {
  const validate = validators[type];
  return typeof validate === 'function' && validate(payload);
}
