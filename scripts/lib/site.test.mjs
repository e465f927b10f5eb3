import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITION_PREFIXES, ROOT, shellPageFor } from './site.mjs';

const sections = { courses: ['/courses'], knowledge: ['/knowledge'] };

describe('shellPageFor (the Node server npm start uses)', () => {
  it("serves English pages at today's URLs", () => {
    expect(shellPageFor(sections, '/')).toEqual({ file: 'index.html', status: 200 });
    expect(shellPageFor(sections, '/courses/x/learn')).toEqual({ file: 'app.html', status: 200 });
    expect(shellPageFor(sections, '/nowhere')).toEqual({ file: '404.html', status: 404 });
    expect(shellPageFor(sections, '/arabic')).toEqual({ file: '404.html', status: 404 });
  });

  it("serves the Arabic edition's pages under /ar, a 404 in Arabic for an unknown one", () => {
    expect(shellPageFor(sections, '/ar')).toEqual({ file: 'ar/index.html', status: 200 });
    expect(shellPageFor(sections, '/ar/')).toEqual({ file: 'ar/index.html', status: 200 });
    expect(shellPageFor(sections, '/ar/knowledge/slug')).toEqual({ file: 'ar/app.html', status: 200 });
    expect(shellPageFor(sections, '/ar/nowhere')).toEqual({ file: 'ar/404.html', status: 404 });
  });

  it("knows the editions the site's code has (shared/src/i18n/locale.ts)", () => {
    const source = readFileSync(path.join(ROOT, 'shared/src/i18n/locale.ts'), 'utf8');
    const prefixes = [...source.matchAll(/\b([a-z]{2}): '(\/[a-z]{2})'/g)].map((match) => match[2]);
    expect(prefixes).toEqual(EDITION_PREFIXES);
  });
});
