/**
 * The early-input capture: a tiny classic script inlined first thing in the `<head>` of every page
 * the shell serves (shell/vite.config.ts puts it into index.html, which every served page is
 * rendered from). Until the region a control belongs to is live (hydrated), the visitor's clicks
 * and submits there are held — the control shows that it is waiting — and the text typed into its
 * fields is noted; `markLive` (./early-input.ts) replays them once the region's code has hydrated
 * it. The "live region" contract: an island (a prerendered section or home widget, hydrated by its
 * own React root) is live once it has `data-qe-live`; markup outside any island belongs to the
 * shell, live once `<html>` has it. A region whose code failed is released (`data-qe-released`):
 * nothing is held there any more.
 *
 * This file is the one home of that code: the served page and the unit tests run `CAPTURE_SCRIPT`.
 */

/** The islands: regions hydrated by their own React root. */
export const ISLAND_SELECTOR = '[data-section-snapshot],[data-widget-snapshot]';
/** On an island, or on `<html>` for the shell's own markup: the region is hydrated. */
export const LIVE_ATTRIBUTE = 'data-qe-live';
/** On an island whose code failed: it never goes live, and nothing is held for it. */
export const RELEASED_ATTRIBUTE = 'data-qe-released';
/**
 * On a control whose click or submit is held: `busy` when the capture also set its `aria-busy`
 * (and removes it again), empty when the control had an `aria-busy` of its own (left alone).
 */
export const WAITING_ATTRIBUTE = 'data-qe-waiting';
/**
 * On a link whose served `href` only holds a place until the page is live (e.g. the language
 * switch, which names the other edition's home until it knows the page): its click is held like a
 * button's, and performed once live, with the `href` the live page gave it.
 */
export const HOLD_ATTRIBUTE = 'data-qe-hold';
/** The global queue of held input, in the order it happened. */
export const QUEUE_GLOBAL = '__qeEarlyInput';

/** Input held until its region is live. */
export type HeldInput =
  /** A click on a control (the closest interactive element to what was clicked). */
  | { type: 'click'; target: HTMLElement }
  /** A form's submission (e.g. Enter in a field) and the button that submitted it, if any. */
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  /** Text typed into a field, or a select's choice: the field's value right after it. */
  | { type: 'input'; target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string };

declare global {
  interface Window {
    [QUEUE_GLOBAL]?: HeldInput[];
  }
}

/** What a click may be held on: the closest of these to the clicked element. */
const CONTROLS =
  'button,input,select,textarea,summary,a[href],[role=button],[role=link],[role=tab],[role=checkbox],[role=switch],[role=radio],[role=option],[role^=menuitem]';
/**
 * Controls that work without the app: plain links navigate (unless held, HOLD_ATTRIBUTE), a
 * summary opens its details, and a click into a field or a select only focuses or opens it (what
 * is typed or chosen is noted).
 */
const NATIVE = `a[href]:not([role=button],[${HOLD_ATTRIBUTE}]),summary,select,textarea,input:not([type=button],[type=submit],[type=reset],[type=checkbox],[type=radio],[type=image])`;

const SETTLED = `[${LIVE_ATTRIBUTE}],[${RELEASED_ATTRIBUTE}]`;

/**
 * The script's source (plain ES2020, no module): capture-phase listeners on window, which run
 * before any listener React puts on a root.
 */
export const CAPTURE_SCRIPT = [
  `(()=>{const w=window,h=document.documentElement,q=w.${QUEUE_GLOBAL}=[],W='${WAITING_ATTRIBUTE}',B='aria-busy',`,
  `H=t=>t.closest&&!(t.closest('${ISLAND_SELECTOR}')||h).matches('${SETTLED}'),`,
  'S=e=>{e.preventDefault();e.stopImmediatePropagation()},',
  "M=c=>{c.hasAttribute(W)||(c.hasAttribute(B)?c.setAttribute(W,''):(c.setAttribute(W,'busy'),c.setAttribute(B,'true')))},",
  'L=(n,f)=>w.addEventListener(n,f,!0),',
  "V=e=>{const t=e.target;H(t)&&'value'in t&&(e.stopImmediatePropagation(),q.push({type:'input',target:t,value:t.value}))};",
  `L('click',e=>{const t=e.target,c=t.closest&&t.closest('${CONTROLS}');c&&!c.matches('${NATIVE}')&&H(c)&&(S(e),q.push({type:'click',target:c}),M(c))});`,
  "L('submit',e=>{const f=e.target,s=e.submitter||null;H(f)&&(S(e),q.push({type:'submit',target:f,submitter:s}),M(s||f))});",
  "L('input',V);L('change',V)})()",
].join('');

/**
 * How a held control shows that it is waiting (inlined with the script, so it applies from the
 * first paint): a progress cursor and a subtle pulse, or a steady dimming with reduced motion —
 * `!important`, as a control's own rules (e.g. `cursor: pointer`) come later in the page.
 */
export const WAITING_STYLE = [
  `[${WAITING_ATTRIBUTE}]{cursor:progress!important}`,
  `@media (prefers-reduced-motion:no-preference){[${WAITING_ATTRIBUTE}]{animation:qe-waiting .9s ease-in-out infinite alternate!important}}`,
  `@media (prefers-reduced-motion:reduce){[${WAITING_ATTRIBUTE}]{opacity:.7!important}}`,
  '@keyframes qe-waiting{from{opacity:1}to{opacity:.45}}',
].join('');

/** The tags the shell's page template gets right after its `<meta charset>`. */
export const EARLY_INPUT_TAGS = `<script>${CAPTURE_SCRIPT}</script><style>${WAITING_STYLE}</style>`;
