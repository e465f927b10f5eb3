// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../studio/schemaTypes';
import { renderDataset } from './build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
type Field = {
  name: string;
  type: string;
  fields?: Field[];
  of?: { type: string; fields?: Field[]; name?: string }[];
};
type Doc = Record<string, unknown> & { _id: string; _type: string };

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

  it('only uses fields the Studio schema defines', async () => {
    const { documents } = (await renderDataset()) as { documents: Doc[] };
    const types = new Map(schemaTypes.map((type) => [type.name, type as unknown as Field]));
    const problems: string[] = [];
    const check = (value: unknown, field: Field | undefined, where: string) => {
      if (!field || value === null || typeof value !== 'object') return;
      const named = types.get(field.type);
      const fields = field.fields ?? named?.fields;
      if (Array.isArray(value)) {
        const members = field.of ?? named?.of ?? [];
        for (const item of value) {
          if (!item || typeof item !== 'object') continue;
          const itemType = (item as { _type?: string })._type;
          const member =
            members.find((m) => m.type === itemType || m.name === itemType) ??
            (itemType === 'block' ? { type: 'block' } : undefined);
          if (!member && itemType && !['reference'].includes(itemType))
            problems.push(`${where}: array item of type ${itemType} is not in the schema`);
          else if (member?.type !== 'block') check(item, member as Field, `${where}[]`);
        }
        return;
      }
      if (!fields) return;
      for (const [key, child] of Object.entries(value)) {
        if (key.startsWith('_') || key === 'asset') continue;
        const childField = fields.find((f) => f.name === key);
        if (!childField) problems.push(`${where}.${key} is not in the schema`);
        else check(child, childField, `${where}.${key}`);
      }
    };
    for (const doc of documents) {
      if (doc._type === 'knowledgePost' && doc._id.includes('archive')) continue; // deliberately hostile content
      check(doc, types.get(doc._type), `${doc._id}`);
    }
    expect(problems).toEqual([]);
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
