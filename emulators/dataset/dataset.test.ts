// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderDataset } from './build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
type Doc = Record<string, unknown> & { _id: string; _type: string };

// That every document fits the Studio's schema and passes its validation: studio/scripts/check.mjs.
describe('the demo dataset', () => {
  it('is up to date with its source (run `node emulators/dataset/build.mjs` after editing)', async () => {
    const { ndjson, assets } = await renderDataset();
    expect(await readFile(path.join(here, 'data.ndjson'), 'utf8')).toBe(ndjson);
    for (const folder of ['images', 'files']) {
      const committed = (await readdir(path.join(here, folder))).sort();
      const expected = [...assets.keys()]
        .filter((k) => k.startsWith(`${folder}/`))
        .map((k) => k.slice(folder.length + 1))
        .sort();
      expect(committed).toEqual(expected);
    }
  });

  it('covers the shapes the site must handle', async () => {
    const { documents } = (await renderDataset()) as { documents: Doc[] };
    const of = (type: string) =>
      documents.filter((doc) => doc._type === type && !doc._id.startsWith('drafts.'));
    expect(of('course').length).toBeGreaterThanOrEqual(8);
    expect(of('knowledgePost').length).toBeGreaterThanOrEqual(10);
    expect(of('teamMember').length).toBeGreaterThanOrEqual(5);
    expect(of('consultingService').length).toBeGreaterThanOrEqual(7);
    const levels = new Set(of('course').map((c) => c.level ?? 'none'));
    for (const level of ['Beginner', 'Intermediate', 'Advanced', 'none']) expect(levels).toContain(level);
    expect(of('course').filter((c) => c.isFeatured === true)).toHaveLength(1);
    const pricing = new Set(
      of('consultingService').map((s) => (s.pricing as { type?: string } | undefined)?.type),
    );
    for (const type of ['fixed', 'hourly', 'custom', 'contact']) expect(pricing).toContain(type);
    const blockTypes = new Set(
      of('knowledgePost').flatMap((p) => ((p.body as { _type: string }[]) ?? []).map((b) => b._type)),
    );
    for (const type of [
      'block',
      'chart',
      'pdfDocument',
      'slides',
      'codeBlock',
      'videoEmbed',
      'image',
      'file',
      'youtube',
    ]) {
      expect(blockTypes).toContain(type);
    }
    expect(documents.some((doc) => doc._id.startsWith('drafts.'))).toBe(true);
  });
});
