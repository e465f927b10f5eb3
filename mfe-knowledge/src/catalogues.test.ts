// Each page and each home widget carries only the texts it shows (docs/decisions/0014-messages.md):
// its own catalogue (`messages/` beside its code) is bundled with its code, and the shared one
// (src/messages) holds only what several of them show (the post card and meta, downloads, the
// rich body's blocks: the hub's preview and the article both show them). Read from the sources: what a module
// imports statically is in the same download as it; `import()` is a chunk of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { knowledgeMessages } from './lib/messages';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

const catalog = (dir: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(SRC, dir, 'en.json'), 'utf8'));

/** Every source file of the package (not tests, not catalogues). */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'messages' || entry.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The part of the package a file is in: `features/about`, `widgets/testimonials`, `lib`, or the root. */
const partOf = (file: string) => {
  const [top, second] = rel(file).split('/');
  return top === 'features' || top === 'widgets' ? `${top}/${second?.replace(/\.tsx?$/, '')}` : top;
};

/** The files a module imports statically (not `import type`, not `import()`), resolved. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const [, specifier] of code.matchAll(
    /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/gm,
  )) {
    const base = path.resolve(path.dirname(file), specifier as string);
    const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((candidate) => existsSync(candidate) && !readdirSafe(candidate));
    if (resolved) found.push(resolved);
  }
  return found;
}

function readdirSafe(file: string) {
  try {
    return readdirSync(file);
  } catch {
    return null;
  }
}

/** The catalogues (English) in the same download as a module: its static import closure's. */
function cataloguesWith(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.json')) for (const next of staticImports(file)) visit(next);
  };
  visit(path.join(SRC, entry));
  return [...seen]
    .filter((file) => file.endsWith('/messages/en.json'))
    .map(rel)
    .sort();
}

/** The packages a module's static import closure imports statically (`@quantethic/kit/texts`…). */
function packagesWith(entry: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.endsWith('.json')) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const [, specifier] of code.matchAll(
      /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'([^.'][^']*)'/gm,
    ))
      packages.add(specifier as string);
    for (const next of staticImports(file)) visit(next);
  };
  visit(path.join(SRC, entry));
  return [...packages].sort();
}

describe('the catalogues: each page and widget carries only its own texts', () => {
  it('the shared catalogue (src/messages) holds only texts several parts show', () => {
    const code = sources().map((file) => ({ part: partOf(file), code: readFileSync(file, 'utf8') }));
    const usedOnlyByOnePart = Object.keys(catalog('messages')).flatMap((key) => {
      const parts = new Set(code.filter((file) => file.code.includes(`'${key}'`)).map((file) => file.part));
      // lib's components (post card and meta, downloads, the rich body…) are shown by several parts.
      return parts.size === 1 && !parts.has('lib') ? [`${key} (${[...parts][0]})`] : [];
    });
    expect(usedOnlyByOnePart).toEqual([]);
  });

  it("the shared English catalogue has none of the hub's, the article's or the widget's own texts", () => {
    const hub = Object.keys(catalog('features/hub/messages'));
    const article = Object.keys(catalog('features/article/messages'));
    const latest = Object.keys(catalog('widgets/latest-articles/messages'));
    expect(hub).toEqual(expect.arrayContaining(['hub.intro', 'hub.showMore', 'preview.readFull']));
    expect(article).toEqual(expect.arrayContaining(['article.backToHub', 'share.copy', 'related.title']));
    expect(latest).toEqual(['latest.intro', 'latest.visit', 'latest.empty']);
    const shared = new Set(Object.keys(catalog('messages')));
    expect([...hub, ...article, ...latest].filter((key) => shared.has(key))).toEqual([]);
    // The shared messages do not know them (a missing message reads as its key).
    const t = knowledgeMessages.t as (locale: 'en', key: string) => string;
    expect(t('en', 'hub.intro')).toBe('hub.intro');
    expect(t('en', 'share.copy')).toBe('share.copy');
    expect(t('en', 'latest.visit')).toBe('latest.visit');
    expect(t('en', 'post.unknownDate')).toBe('Unknown Date');
  });

  it('./app carries no page and no page texts: each page is a chunk with its own', () => {
    expect(cataloguesWith('app.tsx')).toEqual(['messages/en.json']);
    expect(cataloguesWith('features/hub/hub-page.tsx')).toEqual([
      'features/hub/messages/en.json',
      'messages/en.json',
    ]);
    expect(cataloguesWith('features/article/article-page.tsx')).toEqual([
      'features/article/messages/en.json',
      'messages/en.json',
    ]);
  });

  it('the home widget (an exposed module loaded on its own) carries its own texts and the shared ones only', () => {
    expect(cataloguesWith('widgets/latest-articles/latest-articles.tsx')).toEqual([
      'messages/en.json',
      'widgets/latest-articles/messages/en.json',
    ]);
  });

  it("no exposed module's first download statically carries kit's catalogues of the rich body", () => {
    const kitTexts = (entry: string) =>
      packagesWith(entry).filter((specifier) => /^@quantethic\/kit\/(texts|code|rich-text)$/.test(specifier));
    expect(kitTexts('app.tsx')).toEqual([]);
    expect(kitTexts('widgets/latest-articles/latest-articles.tsx')).toEqual([]);
  });
});
