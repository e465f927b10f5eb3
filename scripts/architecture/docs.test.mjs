import { describe, expect, it } from 'vitest';
import {
  declaredRoutes,
  docFiles,
  missingPaths,
  missingSourcePaths,
  readmeLayoutFolders,
  readmeRoutes,
  topLevelFolders,
} from './docs.mjs';

describe("the root README's route table", () => {
  const routes = declaredRoutes();
  const table = readmeRoutes();

  it('reads every route the apps declare, each with the file of its page component', () => {
    expect(routes.map((r) => r.route)).toEqual(
      expect.arrayContaining([
        '/',
        '/courses',
        '/courses/:slug/learn',
        '/knowledge/:slug',
        '/reset-password',
      ]),
    );
    for (const route of routes) expect(route.file, `${route.route} (${route.component})`).not.toBeNull();
  });

  it.each(routes.map((r) => [r.route, r]))(
    'names the page component file of %s',
    (route, { file, component }) => {
      expect(table.get(route), `README.md has no row for ${route} → ${file} (${component})`).toBe(file);
    },
  );

  it('names no route the apps do not declare', () => {
    const declared = new Set(routes.map((r) => r.route));
    expect([...table.keys()].filter((route) => !declared.has(route))).toEqual([]);
  });

  it('reads a table row as route → first source file named in it', () => {
    const rows = readmeRoutes(
      [
        '| route | section | page component |',
        '| --- | --- | --- |',
        '| `/courses/:slug/learn` | mfe-courses | `mfe-courses/src/features/learn/learn-page.tsx` (`LearnPage`) |',
        '| `/` | shell | `shell/src/features/home/home-page.tsx` |',
        '| not a route | x | `a.tsx` |',
      ].join('\n'),
    );
    expect([...rows]).toEqual([
      ['/courses/:slug/learn', 'mfe-courses/src/features/learn/learn-page.tsx'],
      ['/', 'shell/src/features/home/home-page.tsx'],
    ]);
  });
});

describe('READMEs and guides', () => {
  it.each(docFiles())('every path %s names exists', (doc) => {
    expect(missingPaths(doc)).toEqual([]);
  });
});

describe("the root README's layout table", () => {
  it.each(topLevelFolders())('lists %s/', (folder) => {
    expect([...readmeLayoutFolders()]).toContain(folder);
  });
});

describe('the tooling', () => {
  it('names only source files that exist (bench query modules, e2e redeploys, emulator tests)', () => {
    expect(missingSourcePaths()).toEqual([]);
  });
});
