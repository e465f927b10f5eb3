// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_FORMS,
  BUS_EVENT_NAMES,
  type BusEventName,
  isValidEventPayload,
} from './events';

// Contract test: the shell and every remote rely on these payload shapes. Changing one of
// these rows is a contract change (see contracts/contract-version.ts).
const CASES: Record<BusEventName, { valid: unknown[]; invalid: unknown[] }> = {
  toast: {
    valid: [
      { kind: 'blank', message: 'Hello' },
      { kind: 'success', message: 'Saved' },
      { kind: 'error', message: 'Failed', id: 'save' },
      { kind: 'loading', message: 'Saving…', id: 'save' },
    ],
    invalid: [
      { kind: 'warning', message: 'Careful' },
      { kind: 'success' },
      { kind: 'success', message: 42 },
      { kind: 'success', message: 'Saved', id: 7 },
      { message: 'no kind' },
    ],
  },
  'toast:dismiss': {
    valid: [{}, { id: 'save' }],
    invalid: [{ id: 7 }, null, 'save'],
  },
  'auth:changed': {
    valid: [
      { status: 'signed-in', uid: 'u1' },
      { status: 'signed-out', uid: null },
      { status: 'checking', uid: null },
    ],
    invalid: [{ status: 'logged-in', uid: 'u1' }, { status: 'signed-in' }, { status: 'signed-in', uid: 1 }],
  },
  'visitor:changed': {
    valid: [{ registered: true }, { registered: false }],
    invalid: [{ registered: 'yes' }, {}],
  },
  'progress:changed': {
    valid: [
      { courseId: 'c1', percentage: 0 },
      { courseId: 'c1', percentage: 55.5 },
      { courseId: 'c1', percentage: 100 },
    ],
    invalid: [
      { courseId: 'c1', percentage: 150 },
      { courseId: 'c1', percentage: -1 },
      { courseId: 'c1', percentage: '50' },
      { courseId: 'c1', percentage: Number.NaN },
      { percentage: 50 },
    ],
  },
  'theme:changed': {
    valid: [{ theme: 'dark' }],
    invalid: [{ theme: 1 }, {}],
  },
  analytics: {
    valid: [
      { name: 'Course Viewed', properties: { title: 'Sukuk 101', level: 'Beginner' } },
      { name: 'Course Viewed', properties: { title: 'Sukuk 101', level: null } },
      // A newer remote may add an optional property to a catalogued event.
      { name: 'Course Viewed', properties: { title: 'Sukuk 101', level: null, free: true } },
      { name: 'Course Completed', properties: { title: 'Sukuk 101', level: 'Advanced' } },
      { name: 'Signed Up', properties: {} },
      { name: 'Form Submitted', properties: { form: 'contact' } },
      { name: 'Form Submitted', properties: { form: 'newsletter' } },
      { name: 'Form Submitted', properties: { form: 'course-signup', course: 'Sukuk 101' } },
      { name: 'Form Submitted', properties: { form: 'booking', service: 'Sukuk Structuring Advisory' } },
      { name: 'Form Submitted', properties: { form: 'enquiry', type: 'General Inquiry' } },
      // An event a newer contract minor adds: any flat properties, so it still reaches the sink.
      { name: 'Quiz Passed', properties: { title: 'Sukuk 101', score: 2, free: true, coupon: null } },
      { name: 'Quiz Passed', properties: {} },
    ],
    invalid: [
      { name: 'Course Viewed', properties: {} },
      { name: 'Course Viewed', properties: { title: '', level: null } },
      { name: 'Course Viewed', properties: { title: 'Sukuk 101', level: 2 } },
      { name: 'Course Viewed', properties: { title: 'Sukuk 101' } },
      { name: 'Course Completed', properties: { level: 'Beginner' } },
      { name: 'Form Submitted', properties: {} },
      { name: 'Form Submitted', properties: { form: 'survey' } },
      { name: 'Form Submitted', properties: { form: 'course-signup', course: 42 } },
      { name: 'Form Submitted', properties: { form: 'enquiry', type: '' } },
      { name: 'Quiz Passed', properties: { meta: { nested: true } } },
      { name: 'Quiz Passed', properties: { tags: ['a'] } },
      { name: 'Quiz Passed', properties: { at: undefined } },
      { name: '', properties: {} },
      { name: 'Course Viewed' },
      { name: 'Course Viewed', properties: ['a'] },
      { name: 42, properties: {} },
    ],
  },
};

describe('the bus event catalogue', () => {
  it('has exactly these events', () => {
    expect([...BUS_EVENT_NAMES].sort()).toEqual(Object.keys(CASES).sort());
  });

  it('catalogues exactly these analytics events and forms (each remote README lists what it emits)', () => {
    expect([...ANALYTICS_EVENT_NAMES].sort()).toEqual([
      'Course Completed',
      'Course Viewed',
      'Form Submitted',
      'Signed Up',
    ]);
    expect([...ANALYTICS_FORMS].sort()).toEqual([
      'booking',
      'contact',
      'course-signup',
      'enquiry',
      'newsletter',
    ]);
  });

  it('rejects an unknown event name', () => {
    expect(isValidEventPayload('toast:show' as BusEventName, { kind: 'blank', message: 'x' })).toBe(false);
  });
});

describe.each(BUS_EVENT_NAMES)('isValidEventPayload("%s")', (name) => {
  it.each(CASES[name].valid)('accepts %j', (payload) => {
    expect(isValidEventPayload(name, payload)).toBe(true);
  });

  it.each([...CASES[name].invalid, null, undefined, [], 'text', 42])('rejects %j', (payload) => {
    expect(isValidEventPayload(name, payload)).toBe(false);
  });
});
