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
      documents.filter(
        (doc) => doc._type === type && !doc._id.startsWith('drafts.') && doc.language === 'en',
      );
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

  describe('translations (Sanity document-level internationalization)', () => {
    const published = (docs: Doc[]) => docs.filter((doc) => !doc._id.startsWith('drafts.'));
    const load = async () => published(((await renderDataset()) as { documents: Doc[] }).documents);
    const TRANSLATABLE = [
      'course',
      'courseModule',
      'knowledgePost',
      'teamMember',
      'aboutPage',
      'consultingPage',
      'consultingService',
    ];

    it('has Arabic versions of the about and consulting pages, every service and team member, 3 courses and 5 articles', async () => {
      const docs = await load();
      const arabic = (type: string) => docs.filter((doc) => doc._type === type && doc.language === 'ar');
      const english = (type: string) => docs.filter((doc) => doc._type === type && doc.language === 'en');
      for (const type of ['teamMember', 'consultingService', 'consultingPage', 'aboutPage'])
        expect(arabic(type)).toHaveLength(english(type).length);
      expect(arabic('course').length).toBeGreaterThanOrEqual(3);
      expect(arabic('knowledgePost').length).toBeGreaterThanOrEqual(5);
      // A translated course is complete: each of its modules is translated too.
      for (const course of arabic('course')) {
        const modules = (course.modules as { _ref: string }[] | undefined) ?? [];
        for (const ref of modules)
          expect(docs.find((doc) => doc._id === ref._ref)?.language, `${course._id} → ${ref._ref}`).toBe(
            'ar',
          );
      }
    });

    it('gives every translatable document a language, and each translation its own id, its original slug and metadata', async () => {
      const docs = await load();
      const byId = new Map(docs.map((doc) => [doc._id, doc]));
      for (const doc of docs.filter((d) => TRANSLATABLE.includes(d._type)))
        expect(['en', 'ar'], doc._id).toContain(doc.language);
      const translations = docs.filter((doc) => doc.language === 'ar');
      for (const doc of translations) {
        const originalId = doc._id.replace(/__i18n_ar$/, '');
        expect(originalId).not.toBe(doc._id);
        const original = byId.get(originalId);
        expect(original?.language).toBe('en');
        expect((doc.slug as { current?: string } | undefined)?.current).toBe(
          (original?.slug as { current?: string } | undefined)?.current,
        );
        const metadata = docs.filter(
          (meta) =>
            meta._type === 'translation.metadata' &&
            (meta.translations as { value: { _ref: string } }[]).some((t) => t.value._ref === doc._id),
        );
        expect(metadata, doc._id).toHaveLength(1);
        const versions = Object.fromEntries(
          ((metadata[0]?.translations ?? []) as { _key: string; value: { _ref: string } }[]).map((t) => [
            t._key,
            t.value._ref,
          ]),
        );
        expect(versions).toEqual({ en: originalId, ar: doc._id });
      }
    });
  });
});
