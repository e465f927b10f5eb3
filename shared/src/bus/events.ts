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

/** The forms behind 'Form Submitted'. */
export type AnalyticsForm = 'contact' | 'newsletter' | 'course-signup' | 'booking' | 'enquiry';
export const ANALYTICS_FORMS: readonly AnalyticsForm[] = [
  'contact',
  'newsletter',
  'course-signup',
  'booking',
  'enquiry',
];

/**
 * The product analytics catalogue: event name → its properties. The shell's sink sends them to the
 * configured provider, together with the page views it records itself. Properties describe what
 * was used (a course, a form), never who used it: no names, email addresses or phone numbers.
 * Each remote's README lists the events it emits.
 */
export interface AnalyticsEvents {
  /** A course's detail page was shown (SPEC §7). `level` is null for a course without one. */
  'Course Viewed': { title: string; level: string | null };
  /** The learner's progress in a course reached 100 % (in this tab, by their own action). */
  'Course Completed': { title: string; level: string | null };
  /** A new account was created (the account remote's sign-up page). */
  'Signed Up': Record<string, never>;
  /**
   * The visitor sent one of the site's forms: 'contact' and 'newsletter' once the form service
   * accepted them; 'course-signup' (with the `course` title) and 'booking' (with the `service`
   * title when there is one) when the visitor's details were saved to open that prefilled form;
   * 'enquiry' when they saved their details on /contact for the enquiry forms. `type` (an enquiry
   * type) is reserved for enquiry forms. Never the details themselves.
   */
  'Form Submitted': { form: AnalyticsForm; course?: string; service?: string; type?: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

/** One product event, as emitted on the bus: `{ name, properties }` from the catalogue. */
export type AnalyticsEvent = {
  [K in AnalyticsEventName]: { name: K; properties: AnalyticsEvents[K] };
}[AnalyticsEventName];

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
  /** A product analytics event from the catalogue (AnalyticsEvents), e.g. 'Course Viewed'. */
  analytics: AnalyticsEvent;
};

export type BusEventName = keyof BusEvents;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isOptionalString = (v: unknown) => v === undefined || isString(v);
const TOAST_KINDS: readonly string[] = ['blank', 'success', 'error', 'loading'];
const AUTH_STATUSES: readonly string[] = ['checking', 'signed-in', 'signed-out'];

const isNullableString = (v: unknown) => v === null || isString(v);
const isOptionalText = (v: unknown) => v === undefined || (isString(v) && v.length > 0);

/**
 * The properties each catalogued event must carry. Extra properties are allowed (a newer remote
 * may add an optional one); an event name the catalogue does not know yet passes with any flat
 * properties, so a remote built against a newer contract minor still reaches the sink.
 */
const analyticsValidators: { [K in AnalyticsEventName]: (p: Record<string, unknown>) => boolean } = {
  'Course Viewed': (p) => isString(p.title) && p.title.length > 0 && isNullableString(p.level),
  'Course Completed': (p) => isString(p.title) && p.title.length > 0 && isNullableString(p.level),
  'Signed Up': () => true,
  'Form Submitted': (p) =>
    ANALYTICS_FORMS.includes(p.form as AnalyticsForm) &&
    isOptionalText(p.course) &&
    isOptionalText(p.service) &&
    isOptionalText(p.type),
};

export const ANALYTICS_EVENT_NAMES = Object.keys(analyticsValidators) as AnalyticsEventName[];

function isValidAnalyticsEvent(p: unknown): boolean {
  if (!isObject(p) || !isString(p.name) || p.name.length === 0 || !isObject(p.properties)) return false;
  const properties = p.properties;
  if (
    !Object.values(properties).every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
  )
    return false;
  const validate = Object.hasOwn(analyticsValidators, p.name)
    ? analyticsValidators[p.name as AnalyticsEventName]
    : undefined;
  return validate ? validate(properties) : true;
}

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
  analytics: isValidAnalyticsEvent,
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
