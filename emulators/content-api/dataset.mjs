// Loads a dataset in Sanity export form and turns it into what the real API would hold after
// `sanity dataset import`: `_sanityAsset` file references become asset documents
// (sanity.imageAsset / sanity.fileAsset) with URLs on this server, referenced by `asset._ref`.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const MIME = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Width and height of an image file (SVG viewBox/width/height, PNG header); 1x1 when unknown. */
function dimensions(buffer, extension) {
  if (extension === 'svg') {
    const text = buffer.toString('utf8', 0, 2000);
    const viewBox = /viewBox="\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(text);
    const width = /\swidth="([\d.]+)"/.exec(text);
    const height = /\sheight="([\d.]+)"/.exec(text);
    if (width && height)
      return { width: Math.round(Number(width[1])), height: Math.round(Number(height[1])) };
    if (viewBox) return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
  }
  if (extension === 'png' && buffer.length > 24)
    return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
  return { width: 1, height: 1 };
}

/**
 * @param {string} dir folder with data.ndjson (+ images/, files/)
 * @param {{ projectId: string, dataset: string, publicUrl: string }} options
 * @returns {Promise<{ documents: object[], assets: Map<string, { body: Buffer, mimeType: string }> }>}
 */
export async function loadExportedDataset(dir, { projectId, dataset, publicUrl }) {
  const lines = (await readFile(path.join(dir, 'data.ndjson'), 'utf8'))
    .split('\n')
    .filter((line) => line.trim());
  const documents = lines.map((line, index) => {
    try {
      return JSON.parse(line);
    } catch (error) {
      throw new Error(`data.ndjson line ${index + 1} is not valid JSON: ${error.message}`);
    }
  });
  const assetDocs = new Map();
  /** Served files by URL path (e.g. /images/<project>/<dataset>/<sha1>-<w>x<h>.svg). */
  const assets = new Map();

  async function toAsset(reference) {
    const match = /^(image|file)@file:\/\/\.\/(.+)$/.exec(reference);
    if (!match) throw new Error(`Unsupported _sanityAsset ${reference}`);
    const [, kind, relative] = match;
    const body = await readFile(path.join(dir, relative));
    const sha1 = createHash('sha1').update(body).digest('hex');
    const extension = path.extname(relative).slice(1).toLowerCase();
    const mimeType = MIME[extension] ?? 'application/octet-stream';
    let id;
    let fileName;
    let metadata;
    if (kind === 'image') {
      const { width, height } = dimensions(body, extension);
      id = `image-${sha1}-${width}x${height}-${extension}`;
      fileName = `${sha1}-${width}x${height}.${extension}`;
      metadata = {
        dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      };
    } else {
      id = `file-${sha1}-${extension}`;
      fileName = `${sha1}.${extension}`;
    }
    const folder = kind === 'image' ? 'images' : 'files';
    const urlPath = `/${folder}/${projectId}/${dataset}/${fileName}`;
    if (!assetDocs.has(id)) {
      assets.set(urlPath, { body, mimeType });
      assetDocs.set(id, {
        _id: id,
        _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
        assetId: sha1,
        extension,
        mimeType,
        originalFilename: path.basename(relative),
        path: `${folder}/${projectId}/${dataset}/${fileName}`,
        sha1hash: sha1,
        size: body.length,
        url: `${publicUrl}${urlPath}`,
        ...(metadata ? { metadata } : {}),
      });
    }
    return id;
  }

  async function rewrite(value) {
    if (Array.isArray(value)) return Promise.all(value.map(rewrite));
    if (!value || typeof value !== 'object') return value;
    const out = {};
    for (const [key, child] of Object.entries(value)) {
      if (key === '_sanityAsset') out.asset = { _type: 'reference', _ref: await toAsset(child) };
      else out[key] = await rewrite(child);
    }
    return out;
  }

  const rewritten = await Promise.all(documents.map(rewrite));
  return { documents: [...rewritten, ...assetDocs.values()], assets };
}
