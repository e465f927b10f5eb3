import type { PortableTextBlock } from '@quantethic/shared';

const EMBED_HTML = /<\s*(iframe|video|embed|object|script)\b/i;

interface TextBlock extends PortableTextBlock {
  _type: 'block';
  children?: { _type?: string; text?: unknown; marks?: unknown }[];
  markDefs?: unknown;
  style?: unknown;
  listItem?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function blockText(block: TextBlock): string {
  return (Array.isArray(block.children) ? block.children : [])
    .map((child) => (isObject(child) && typeof child.text === 'string' ? child.text : ''))
    .join('');
}

/**
 * Hands out keys unique within one list: a key already given gets a numbered suffix. React uses
 * these `_key`s as element keys, and duplicated keys (copied or hand-made content) make it drop or
 * duplicate elements.
 */
function uniqueKeys(): (wanted: string) => string {
  const used = new Set<string>();
  const next = new Map<string, number>();
  return (wanted) => {
    let key = wanted;
    if (used.has(key)) {
      let n = next.get(wanted) ?? 2;
      while (used.has(`${wanted}-${n}`)) n += 1;
      key = `${wanted}-${n}`;
      next.set(wanted, n + 1);
    }
    used.add(key);
    return key;
  };
}

/**
 * Makes untrusted rich text safe to render (SPEC §5): keeps only objects with a `_type`, repairs
 * text blocks (children and markDefs arrays, string texts), drops text blocks that carry an
 * embedded frame or video tag, removes duplicate text blocks (same style, same text) and makes
 * block and span keys unique.
 */
export function cleanBlocks(value: unknown): PortableTextBlock[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const blockKey = uniqueKeys();
  const out: PortableTextBlock[] = [];
  value.forEach((item, index) => {
    if (!isObject(item) || typeof item._type !== 'string') return;
    const key = typeof item._key === 'string' ? item._key : `block-${index}`;
    if (item._type !== 'block') {
      out.push({ ...item, _type: item._type, _key: blockKey(key) });
      return;
    }
    const childKey = uniqueKeys();
    const children = (Array.isArray(item.children) ? item.children : [])
      .filter(isObject)
      .map((child, childIndex) => ({
        ...child,
        _type: typeof child._type === 'string' ? child._type : 'span',
        _key: childKey(typeof child._key === 'string' ? child._key : `${key}-${childIndex}`),
        text: typeof child.text === 'string' ? child.text : '',
        marks: Array.isArray(child.marks) ? child.marks.filter((mark) => typeof mark === 'string') : [],
      }));
    const block: TextBlock = {
      ...item,
      _type: 'block',
      _key: key,
      children,
      markDefs: Array.isArray(item.markDefs) ? item.markDefs.filter(isObject) : [],
      style: typeof item.style === 'string' ? item.style : 'normal',
    };
    const text = blockText(block);
    if (EMBED_HTML.test(text)) return;
    const signature = `${String(block.style)}|${String(block.listItem ?? '')}|${text.trim()}`;
    if (text.trim() && seen.has(signature)) return;
    seen.add(signature);
    out.push({ ...block, _key: blockKey(key) });
  });
  return out;
}
