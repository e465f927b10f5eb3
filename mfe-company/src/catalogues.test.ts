// @vitest-environment node
// Each page and each home widget carries only the texts it shows (docs/decisions/0014-messages.md):
// its own catalogue (`messages/` beside its code) is bundled with its code, and the shared one
// (src/messages) holds only what several of them show. Read from the sources: what a module
// imports statically is in the same download as it; `import()` is a chunk of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { companyMessages } from './lib/messages';

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

describe('the catalogues: each page and widget carries only its own texts', () => {
  it('the shared catalogue (src/messages) holds only texts several parts show', () => {
    const code = sources().map((file) => ({ part: partOf(file), code: readFileSync(file, 'utf8') }));
    const usedOnlyByOnePart = Object.keys(catalog('messages')).flatMap((key) => {
      const parts = new Set(code.filter((file) => file.code.includes(`'${key}'`)).map((file) => file.part));
      // lib's components (the newsletter form, social links…) are shown by several parts.
      return parts.size === 1 && !parts.has('lib') ? [`${key} (${[...parts][0]})`] : [];
    });
    expect(usedOnlyByOnePart).toEqual([]);
  });

  it("the shared English catalogue has none of the about page's or the consulting page's texts", () => {
    const about = Object.keys(catalog('features/about/messages'));
    const consulting = Object.keys(catalog('features/consulting/messages'));
    expect(about).toEqual(expect.arrayContaining(['about.eyebrow', 'team.title', 'team.showingExpertise']));
    expect(consulting).toEqual(
      expect.arrayContaining(['consulting.title', 'services.title', 'pricing.perHour']),
    );
    const shared = new Set(Object.keys(catalog('messages')));
    expect([...about, ...consulting].filter((key) => shared.has(key))).toEqual([]);
    // The shared messages do not know them (a missing message reads as its key).
    const t = companyMessages.t as (locale: 'en', key: string) => string;
    expect(t('en', 'about.eyebrow')).toBe('about.eyebrow');
    expect(t('en', 'consulting.title')).toBe('consulting.title');
    expect(t('en', 'common.tryAgain')).toBe('Try Again');
  });

  it('./app carries no page and no page texts: each page is a chunk with its own', () => {
    expect(cataloguesWith('app.tsx')).toEqual(['messages/en.json']);
    expect(cataloguesWith('features/about/about-page.tsx')).toEqual([
      'features/about/messages/en.json',
      'messages/en.json',
    ]);
    expect(cataloguesWith('features/consulting/consulting-page.tsx')).toEqual([
      'features/consulting/messages/en.json',
      'messages/en.json',
    ]);
    expect(cataloguesWith('features/team/team-member-page.tsx')).toEqual([
      'features/team/messages/en.json',
      'messages/en.json',
    ]);
    expect(cataloguesWith('features/contact/contact-page.tsx')).toEqual([
      'features/contact/messages/en.json',
      'messages/en.json',
    ]);
    expect(cataloguesWith('features/thank-you/thank-you-page.tsx')).toEqual([
      'features/thank-you/messages/en.json',
    ]);
  });

  it('each home widget (an exposed module loaded on its own) carries its own texts only', () => {
    expect(cataloguesWith('widgets/testimonials/testimonials.tsx')).toEqual([
      'widgets/testimonials/messages/en.json',
    ]);
    expect(cataloguesWith('widgets/community-signup/community-signup.tsx')).toEqual([
      'messages/en.json',
      'widgets/community-signup/messages/en.json',
    ]);
    expect(cataloguesWith('widgets/contact-form/contact-form.tsx')).toEqual([
      'messages/en.json',
      'widgets/contact-form/messages/en.json',
    ]);
  });
});
