// Authoring kit for the demo dataset. Content modules describe documents in Sanity's import
// shape (`_id`, `_type`, `_ref` references, `_key` on array items, assets as `_sanityAsset`
// file references); build.mjs writes them out as data.ndjson plus images/ and files/.
import { createHash } from 'node:crypto';

/** Every asset file a content module asked for: relative path -> Buffer. */
export const assetFiles = new Map();

function register(folder, name, content) {
  const path = `${folder}/${name}`;
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const existing = assetFiles.get(path);
  if (existing && !existing.equals(buffer)) throw new Error(`Two different assets named ${path}`);
  assetFiles.set(path, buffer);
  return path;
}

/** An image field: `name` is the file name in images/ (e.g. 'course-ethics.svg'). */
export function image(name, svg, { alt, caption } = {}) {
  const path = register('images', name, svg);
  return {
    _type: 'image',
    _sanityAsset: `image@file://./${path}`,
    ...(alt ? { alt } : {}),
    ...(caption ? { caption } : {}),
  };
}

/** A file field: `name` is the file name in files/ (e.g. 'murabaha-worksheet.pdf'). */
export function file(name, content, extra = {}) {
  const path = register('files', name, content);
  return { _type: 'file', _sanityAsset: `file@file://./${path}`, ...extra };
}

/** A reference to another document. */
export const ref = (id) => ({ _type: 'reference', _ref: id });

/** A stable `_key` from any text (Sanity keys are short strings unique within their array). */
export const key = (...parts) => createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 12);

/** Adds a `_key` to every object item of an array that lacks one (keys derived from content). */
export function keyed(items, prefix = '') {
  return items.map((item, index) =>
    item && typeof item === 'object' && !item._key
      ? { _key: key(prefix, String(index), JSON.stringify(item).slice(0, 200)), ...item }
      : item,
  );
}

// ---- Portable text -------------------------------------------------------------------------

let blockCounter = 0;
const nextKey = () => key('block', String(blockCounter++));

/**
 * A text block. `children` are strings or spans from `link()`, `strong()`, `em()`, `code()`.
 * Example: p('Read ', link('our guide', '/knowledge/murabaha-explained'), ' first.')
 */
function block(style, children, extra = {}) {
  const markDefs = [];
  const spans = children.map((child) => {
    if (typeof child === 'string') return { _type: 'span', _key: nextKey(), text: child, marks: [] };
    const marks = [...(child.marks ?? [])];
    if (child.href) {
      const markKey = nextKey();
      markDefs.push({ _type: 'link', _key: markKey, href: child.href });
      marks.push(markKey);
    }
    return { _type: 'span', _key: nextKey(), text: child.text, marks };
  });
  return { _type: 'block', _key: nextKey(), style, markDefs, children: spans, ...extra };
}

export const p = (...children) => block('normal', children);
export const h2 = (...children) => block('h2', children);
export const h3 = (...children) => block('h3', children);
export const quote = (...children) => block('blockquote', children);
export const bullet = (...children) => block('normal', children, { listItem: 'bullet', level: 1 });
export const numbered = (...children) => block('normal', children, { listItem: 'number', level: 1 });
export const link = (text, href) => ({ text, href });
export const strong = (text) => ({ text, marks: ['strong'] });
export const em = (text) => ({ text, marks: ['em'] });
export const code = (text) => ({ text, marks: ['code'] });

/** A custom rich-text block (chart, codeBlock, videoEmbed, …) with its `_key`. */
export const customBlock = (type, fields) => ({ _type: type, _key: nextKey(), ...fields });
