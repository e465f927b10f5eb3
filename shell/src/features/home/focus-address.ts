/**
 * Where an element sits inside a piece of markup, so the same element can be found in a copy of
 * it: a home widget's live render replaces its deploy-time snapshot (the same markup from the same
 * content), and a visitor focused on a link in the snapshot stays on that link.
 */
export interface FocusAddress {
  /** Child indexes from the root down to the element. */
  path: number[];
  tag: string;
  /** What tells the element apart: a link's href, a control's name or id, else its text. */
  key: string;
}

const keyOf = (element: Element) =>
  element.getAttribute('href') ??
  element.getAttribute('name') ??
  element.getAttribute('id') ??
  (element.textContent ?? '').trim();

export function focusAddress(root: Element, element: Element): FocusAddress | null {
  const path: number[] = [];
  let node: Element | null = element;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  if (node !== root) return null;
  return { path, tag: element.tagName, key: keyOf(element) };
}

/**
 * The element at the same place under `root` when it is the same kind of element with the same
 * key; else the first element of that kind with that key (the markup moved a little); else null.
 */
export function equivalentElement(root: Element, address: FocusAddress): Element | null {
  let node: Element | null = root;
  for (const index of address.path) node = node?.children[index] ?? null;
  const same = (element: Element | null): element is Element =>
    Boolean(element && element.tagName === address.tag && keyOf(element) === address.key);
  if (same(node)) return node;
  for (const element of root.getElementsByTagName(address.tag)) if (same(element)) return element;
  return null;
}
