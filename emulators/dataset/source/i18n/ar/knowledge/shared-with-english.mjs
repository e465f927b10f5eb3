// What the Arabic knowledge posts share with their English originals (a helper, not a post: it
// exports no documents).
//
// Keys: the Arabic posts write their portable text with the kit helpers, like the English posts,
// but the kit numbers block and span keys with one counter for every module loaded in the process,
// so a translated post cannot compute its English original's keys by itself. `withEnglishKeys`
// gives every array item the `_key` of the English item at the same place (and points the link
// marks of each span at the renamed mark definitions); it throws if the translation's structure
// differs from the English one.
//
// Assets: one file name holds one content, so the cover and inline SVGs and the PDFs are those the
// English post registered (their drawn or printed text stays English; the PDF writer only handles
// Latin text anyway). Only the titles, descriptions, alt texts and captions around them are Arabic.
import { assetFiles, customBlock, file, key } from '../../../kit.mjs';

/** The content of an asset the English post registered, e.g. 'images/murabaha-flow.svg'. */
export function englishAsset(path) {
  const content = assetFiles.get(path);
  if (!content) throw new Error(`No asset ${path}: import the English post before its translation`);
  return content;
}

/** An item of a post's `downloads` array (as `download()` in ../../../knowledge/helpers.mjs), with the English PDF. */
export const sharedDownload = (name, title, description) => ({
  _key: key('download', name),
  title,
  description,
  file: file(name, englishAsset(`files/${name}`)),
});

/** A `pdfDocument` block (as `pdfBlock()` in ../../../knowledge/helpers.mjs), with the English PDF. */
export const sharedPdfBlock = (name, title, description) =>
  customBlock('pdfDocument', { title, file: file(name, englishAsset(`files/${name}`)), description });

/** The Arabic documents with the `_key`s of the English documents, item by item. */
export function withEnglishKeys(arabic, english, at = 'documents') {
  if (Array.isArray(arabic)) {
    if (!Array.isArray(english) || english.length !== arabic.length) {
      throw new Error(`${at}: ${arabic.length} items in Arabic, ${english?.length} in English`);
    }
    return arabic.map((item, index) => withEnglishKeys(item, english[index], `${at}[${index}]`));
  }
  if (!arabic || typeof arabic !== 'object') return arabic;
  if (!english || typeof english !== 'object' || arabic._type !== english._type) {
    throw new Error(`${at}: a ${arabic._type} in Arabic, ${english?._type} in English`);
  }
  if ('_key' in arabic !== '_key' in english) throw new Error(`${at}: _key in only one language`);
  const out = {};
  for (const [name, value] of Object.entries(arabic)) {
    out[name] = name === '_key' ? english._key : withEnglishKeys(value, english[name], `${at}.${name}`);
  }
  if (Array.isArray(arabic.markDefs) && Array.isArray(arabic.children)) {
    const renamed = new Map(arabic.markDefs.map((def, index) => [def._key, english.markDefs[index]._key]));
    out.children = out.children.map((span) =>
      Array.isArray(span.marks)
        ? { ...span, marks: span.marks.map((mark) => renamed.get(mark) ?? mark) }
        : span,
    );
  }
  return out;
}
