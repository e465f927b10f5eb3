/**
 * Replays the input the page's capture script (./capture-script.ts) held while a region was not
 * live yet, once it is. The shell calls `markLive(null)` once its own hydration has committed,
 * `markLive(island)` once an island's has, and `releaseRegion(island)` when an island's code
 * failed (see shell/README.md, "Early input").
 */
import {
  type HeldInput,
  ISLAND_SELECTOR,
  LIVE_ATTRIBUTE,
  QUEUE_GLOBAL,
  RELEASED_ATTRIBUTE,
  WAITING_ATTRIBUTE,
} from './capture-script';

export type { HeldInput };

/** The island an element belongs to, or `<html>` for the shell's own markup. */
function regionOf(element: Element): Element {
  return element.closest(ISLAND_SELECTOR) ?? element.ownerDocument.documentElement;
}

/** Takes the held input that `done` accepts out of the queue (which the capture script keeps). */
function take(done: (entry: HeldInput) => boolean): HeldInput[] {
  const queue = window[QUEUE_GLOBAL];
  if (!Array.isArray(queue)) return [];
  const taken = queue.filter(done);
  const kept = queue.filter((entry) => !done(entry));
  queue.splice(0, queue.length, ...kept);
  return taken;
}

/** The control an entry marked as waiting. */
const markedBy = (entry: HeldInput): Element =>
  entry.type === 'submit' ? (entry.submitter ?? entry.target) : entry.target;

function clearWaiting(control: Element) {
  const mark = control.getAttribute(WAITING_ATTRIBUTE);
  if (mark === null) return;
  // The capture set aria-busy only when the control had none of its own.
  if (mark === 'busy') control.removeAttribute('aria-busy');
  control.removeAttribute(WAITING_ATTRIBUTE);
}

/**
 * Makes the app see a value typed before it was live. React keeps a field's DOM value when it
 * hydrates, but takes it as the value it already knows, so its onChange never ran: tell its value
 * tracker (it wraps the element's own `value` setter) something else, put the value back through
 * the prototype's setter, which it does not see, and let it read the change from an input event.
 */
function replayValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // A checkbox or radio changes by a click (held and replayed as one); a file cannot be set.
  if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type)) return;
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  const focused = field.ownerDocument.activeElement === field;
  let selection: [number, number] | null = null;
  try {
    if (focused && field.selectionStart !== null && field.selectionEnd !== null)
      selection = [field.selectionStart, field.selectionEnd];
  } catch {
    // This kind of field has no selection (e.g. email, number).
  }
  field.value = value === '' ? ' ' : '';
  setValue.call(field, value);
  if (selection) field.setSelectionRange(...selection);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay(entry: HeldInput) {
  switch (entry.type) {
    case 'click':
      entry.target.click();
      break;
    case 'submit': {
      const { target: form, submitter } = entry;
      const own =
        submitter?.isConnected && (submitter as HTMLButtonElement | HTMLInputElement).form === form
          ? submitter
          : null;
      if (own) form.requestSubmit(own);
      else form.requestSubmit();
      break;
    }
    case 'input':
      replayValue(entry.target, entry.value);
      break;
  }
}

/**
 * The region is live: marks it (`null` = the shell's own markup) and performs, in order, what was
 * held for it — each click, submit and typed value once (a field gets its last value). Input held
 * for an element that is gone is dropped; input in a nested island that is not live stays held.
 *
 * What was held is performed right after the script that calls this (a microtask): callers are
 * React effects, and a click in a part React has not hydrated yet (a Suspense boundary, which
 * hydrates in a pass after the root's commit) makes React hydrate that part at once and then
 * handle the click — which React cannot do from inside its own commit, where it drops the click.
 */
export function markLive(region: Element | null): void {
  const root = region ?? document.documentElement;
  root.setAttribute(LIVE_ATTRIBUTE, '');
  queueMicrotask(performHeld);
}

function performHeld() {
  const ready = take(
    (entry) => !entry.target.isConnected || regionOf(entry.target).hasAttribute(LIVE_ATTRIBUTE),
  );
  const lastValue = new Map<Element, HeldInput>();
  for (const entry of ready) if (entry.type === 'input') lastValue.set(entry.target, entry);
  for (const entry of ready) {
    clearWaiting(markedBy(entry));
    if (!entry.target.isConnected) continue;
    if (entry.type === 'input' && lastValue.get(entry.target) !== entry) continue;
    try {
      replay(entry);
    } catch (error) {
      // One failed replay (e.g. a form that is no longer valid to submit) must not stop the rest.
      console.error(error);
    }
  }
}

/**
 * The region will never go live (its code failed): drops what was held for it, clears its
 * waiting indicators, and holds nothing there from now on.
 */
export function releaseRegion(region: Element): void {
  region.setAttribute(RELEASED_ATTRIBUTE, '');
  for (const entry of take((entry) => !entry.target.isConnected || regionOf(entry.target) === region))
    clearWaiting(markedBy(entry));
}
