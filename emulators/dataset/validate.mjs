// Checks the demo dataset is valid Sanity import data: unique ids, known document types,
// `_key` on every object in an array (unique within it), references that resolve, and assets
// that exist. Returns a list of problems (empty when valid).

const DOCUMENT_TYPES = new Set([
  'course',
  'courseModule',
  'knowledgePost',
  'teamMember',
  'aboutPage',
  'consultingPage',
  'consultingService',
  'translation.metadata',
]);

export function validateDataset(documents, assetPaths = new Set()) {
  const problems = [];
  const ids = new Set();
  for (const doc of documents) {
    if (typeof doc._id !== 'string' || !/^[A-Za-z0-9._-]+$/.test(doc._id))
      problems.push(`bad _id: ${doc._id}`);
    if (ids.has(doc._id)) problems.push(`duplicate _id: ${doc._id}`);
    ids.add(doc._id);
    if (!DOCUMENT_TYPES.has(doc._type)) problems.push(`${doc._id}: unknown _type ${doc._type}`);
  }
  const publishedId = (id) => id.replace(/^drafts\./, '');

  const walk = (value, path, docId) => {
    if (Array.isArray(value)) {
      const keys = new Set();
      value.forEach((item, index) => {
        if (item && typeof item === 'object' && !Array.isArray(item)) {
          if (typeof item._key !== 'string' || !item._key)
            problems.push(`${docId}: ${path}[${index}] has no _key`);
          else if (keys.has(item._key))
            problems.push(`${docId}: ${path}[${index}] repeats _key ${item._key}`);
          keys.add(item._key);
        }
        walk(item, `${path}[${index}]`, docId);
      });
      return;
    }
    if (!value || typeof value !== 'object') return;
    if (value._type === 'reference' && !ids.has(value._ref) && !ids.has(publishedId(value._ref))) {
      problems.push(`${docId}: ${path} references missing ${value._ref}`);
    }
    if ('_sanityAsset' in value) {
      const match = /^(image|file)@file:\/\/\.\/(.+)$/.exec(value._sanityAsset);
      if (!match) problems.push(`${docId}: ${path} has a malformed _sanityAsset`);
      else if (!assetPaths.has(match[2])) problems.push(`${docId}: ${path} asset ${match[2]} is missing`);
    }
    for (const [field, child] of Object.entries(value)) walk(child, path ? `${path}.${field}` : field, docId);
  };
  for (const doc of documents) walk(doc, '', doc._id);
  return problems;
}
