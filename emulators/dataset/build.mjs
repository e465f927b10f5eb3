#!/usr/bin/env node
// Builds the demo dataset in Sanity's export form from the content modules in source/:
//   data.ndjson   one document per line (import with `sanity dataset import dataset/ <target>`)
//   images/       image assets referenced as image@file://./images/…
//   files/        file assets referenced as file@file://./files/…
// The output is deterministic and committed; a test checks it is up to date.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { validateDataset } from './validate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Sorted keys everywhere, so the file is stable and diffs stay readable. */
function stable(value) {
  if (Array.isArray(value)) return value.map(stable);
  if (!value || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort((a, b) => {
    const rank = (k) => (k === '_id' ? 0 : k === '_type' ? 1 : k.startsWith('_') ? 2 : 3);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  return Object.fromEntries(keys.map((k) => [k, stable(value[k])]));
}

/** Renders the dataset in memory: { ndjson, assets: Map<relativePath, Buffer> }. */
export async function renderDataset() {
  const { documents } = await import(pathToFileURL(path.join(here, 'source/index.mjs')).href);
  const { assetFiles } = await import(pathToFileURL(path.join(here, 'source/kit.mjs')).href);
  const problems = validateDataset(documents, new Set(assetFiles.keys()));
  if (problems.length) throw new Error(`The demo dataset is invalid:\n- ${problems.join('\n- ')}`);
  const sorted = [...documents].sort((a, b) => a._type.localeCompare(b._type) || a._id.localeCompare(b._id));
  return {
    ndjson: `${sorted.map((doc) => JSON.stringify(stable(doc))).join('\n')}\n`,
    assets: assetFiles,
    documents: sorted,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ndjson, assets, documents } = await renderDataset();
  await rm(path.join(here, 'images'), { recursive: true, force: true });
  await rm(path.join(here, 'files'), { recursive: true, force: true });
  await mkdir(path.join(here, 'images'), { recursive: true });
  await mkdir(path.join(here, 'files'), { recursive: true });
  await writeFile(path.join(here, 'data.ndjson'), ndjson);
  for (const [relative, content] of assets) await writeFile(path.join(here, relative), content);
  const byType = new Map();
  for (const doc of documents) byType.set(doc._type, (byType.get(doc._type) ?? 0) + 1);
  const counts = [...byType].map(([type, n]) => `${n} ${type}`);
  console.log(`dataset: ${documents.length} documents (${counts.join(', ')}), ${assets.size} asset files`);
}
