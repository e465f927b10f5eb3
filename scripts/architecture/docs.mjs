// What the docs promise about the code, read from the docs and the code (scripts/architecture/docs.test.mjs):
// - the root README's route table names, for every route an app declares, the file of the page
//   component that route renders — a newcomer's one step from the README to a route's code;
// - every file path a README or guide names in `backticks` exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './import-rules.mjs';

/** The apps whose routes the README maps: file declaring the routes → URL prefix. */
export const ROUTE_FILES = [
  'shell/src/app/app.tsx',
  'mfe-courses/src/app.tsx',
  'mfe-knowledge/src/app.tsx',
  'mfe-company/src/app.tsx',
  'mfe-account/src/app.tsx',
];

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveModule(fromFile, specifier) {
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  if (existsSync(path.join(ROOT, base)) && !readdirSyncSafe(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(path.join(ROOT, base + ext))) return base + ext;
  return null;
}

function readdirSyncSafe(file) {
  try {
    return readdirSync(path.join(ROOT, file));
  } catch {
    return null;
  }
}

/**
 * Every route an app declares (`<Route path="…" element={<Page …/>} />`, not the catch-all), with
 * the repo path of the file its page component is imported from.
 */
export function declaredRoutes(root = ROOT) {
  const routes = [];
  for (const file of ROUTE_FILES) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const imports = new Map();
    for (const [, names, specifier] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
      for (const name of names.split(',').map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )) {
        if (name) imports.set(name, specifier);
      }
    }
    for (const [, name, specifier] of source.matchAll(
      /const\s+(\w+)\s*=\s*(?:lazy|lazyModule)\(\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g,
    )) {
      imports.set(name, specifier);
    }
    for (const [, route, component] of source.matchAll(/<Route\s+path="([^"]+)"\s+element=\{<(\w+)/g)) {
      if (route === '*') continue;
      const specifier = imports.get(component);
      routes.push({
        route: route.startsWith('/') ? route : `/${route}`,
        component,
        app: file,
        file: specifier ? resolveModule(file, specifier) : null,
      });
    }
  }
  return routes;
}

/** The root README's route table rows: `| \`/route\` | … | \`file\` … |`. */
export function readmeRoutes(readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')) {
  const rows = new Map();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const route = /^`(\/[^`]*)`$/.exec(cells[1] ?? '');
    const file = cells
      .slice(2)
      .map((cell) => /`([\w./-]+\.tsx?)`/.exec(cell)?.[1])
      .find(Boolean);
    if (route && file) rows.set(route[1], file);
  }
  return rows;
}

/** The READMEs and guides whose named paths must exist (decision notes record history: not checked). */
export function docFiles(root = ROOT) {
  const readmes = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'README.md')))
    .map((entry) => `${entry.name}/README.md`);
  const guides = readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return ['README.md', ...readmes, ...guides];
}

const PATH_LIKE = /`((?:\.{1,2}\/)?[\w.@-]+(?:\/[\w.@-]+)+\/?)`/g;
const PACKAGE_DIRS = /^(shell|shared|kit|highlighter|mfe-[a-z]+|e2e|emulators|studio|scripts|docs|\.ci)\//;

const PACKAGES = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, entry.name, 'package.json')))
  .map((entry) => entry.name);

/**
 * Paths a doc names that do not exist. A path counts when it starts with a top-level folder, or
 * with a package's own folder (`src/…`): it is looked up from the repo root, from the doc's folder,
 * and — in the root README and the guides, which speak of every remote — in any package.
 * Placeholders (`<page>`, `*`, `{a,b}`, `…`), exposed module names (`./app`), URLs and generated
 * files (build output, `.env.local`) are not paths.
 */
export function missingPaths(doc, root = ROOT) {
  const text = readFileSync(path.join(root, doc), 'utf8');
  const dir = path.posix.dirname(doc);
  const missing = [];
  for (const [, named] of text.matchAll(PATH_LIKE)) {
    if (/[<>*{}…:]/.test(named) || named.startsWith('@')) continue;
    if (
      /^\.\/[\w-]+$/.test(named) ||
      /(^|\/)(dist[\w-]*|\.deploy|node_modules|\.data|test-results[\w-]*|bench-results)(\/|$)|\.env/.test(
        named,
      )
    )
      continue;
    const local = /^(src|build|public|scripts|tests|support|content-api|forms|dataset|schemas)\//.test(named);
    if (!PACKAGE_DIRS.test(named) && !local && !named.startsWith('.')) continue;
    const candidates = [named, path.posix.join(dir, named)];
    if (dir === '.' || dir === 'docs') candidates.push(...PACKAGES.map((pkg) => path.posix.join(pkg, named)));
    if (!candidates.some((candidate) => existsSync(path.join(root, candidate.replace(/\/$/, '')))))
      missing.push(named);
  }
  return missing;
}

/** The repository's top-level folders (what git tracks). */
export function topLevelFolders(root = ROOT) {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  return [...new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]))].sort();
}

/** The folders the root README's layout table lists (first cell: `folder/`, several per cell allowed). */
export function readmeLayoutFolders(readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')) {
  const section = readme.split(/^### Repository layout$/m)[1]?.split(/^#/m)[0] ?? '';
  const folders = new Set();
  for (const line of section.split('\n')) {
    const first = line.split('|')[1] ?? '';
    for (const [, folder] of first.matchAll(/`([\w.-]+)\//g)) folders.add(folder);
  }
  return folders;
}

const SOURCE_PATH = /['"`]((?:shell|shared|kit|highlighter|mfe-[a-z]+)\/src\/[\w./-]+\.(?:tsx?|css))['"`]/g;

/**
 * Source files the tooling names by path (bench scripts, e2e tests, emulator tests read a remote's
 * query module or edit a page to redeploy it) that do not exist: a move inside a package would
 * otherwise break them silently.
 */
export function missingSourcePaths(root = ROOT) {
  const missing = [];
  for (const dir of ['scripts', 'e2e/tests', 'e2e/support', 'emulators', 'studio']) {
    for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (
        !/\.(mjs|ts|tsx|js)$/.test(file) ||
        file.includes('node_modules') ||
        file.startsWith('architecture')
      )
        continue;
      const source = readFileSync(path.join(root, dir, file), 'utf8');
      for (const [, named] of source.matchAll(SOURCE_PATH)) {
        if (!existsSync(path.join(root, named))) missing.push(`${dir}/${file} → ${named}`);
      }
    }
  }
  return missing;
}
