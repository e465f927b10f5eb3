#!/usr/bin/env node
// The workspace's import rules (ARCHITECTURE §8, docs/decisions/0012-import-rules.md), checked
// over every source file: which package and which layer a file is in, and what it may import.
//
//   app (routes) / widgets → features/<page> → lib → shared / kit
//
// - a feature never imports another feature, nor its package's app or widgets;
// - a package's lib never imports its features, app or widgets (nothing points back up);
// - a component imports only its own stylesheet (a CSS module next to it, `./x.module.css`);
// - a remote never imports another remote or the shell; the shell never imports a remote's source;
// - shared never imports kit (kit builds on shared, not the other way round), and neither imports
//   an app; the shell never imports kit (docs/decisions/0011-kit-and-shared.md).
//
// `node scripts/architecture/import-rules.mjs` prints every violation and the count per rule
// (exit 1 when there is any); scripts/architecture/import-rules.test.mjs runs the same check in
// the test suite.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Packages whose source the rules read, and what each is. */
export const PACKAGES = {
  shell: 'host',
  'mfe-courses': 'remote',
  'mfe-knowledge': 'remote',
  'mfe-company': 'remote',
  'mfe-account': 'remote',
  shared: 'library',
  kit: 'library',
};

export const RULES = {
  'feature-imports-feature': 'a feature imports another feature',
  'feature-imports-app': "a feature imports its package's app or widgets",
  'lib-imports-up': "a package's lib imports a feature, the app or a widget",
  'foreign-stylesheet': "a component imports another folder's stylesheet",
  'remote-imports-remote': 'a remote imports another remote',
  'remote-imports-shell': 'a remote imports the shell',
  'shell-imports-remote': "the shell imports a remote's source",
  'shell-imports-kit': 'the shell imports kit (remote-only building blocks)',
  'shared-imports-kit': 'shared imports kit',
  'library-imports-app': 'shared or kit imports the shell or a remote',
};

const SOURCE = /\.(tsx?|mjs|js)$/;
const SPECIFIER =
  /(?:\bimport\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?|\bexport\s+(?:type\s+)?[^'"`;]*?\s+from\s+|\bimport\s*\(\s*|\bvi\.(?:mock|importActual)\s*\(\s*)['"]([^'"]+)['"]/g;

/** Every module specifier a source file names (static and dynamic imports, re-exports, vi.mock). */
export function specifiersOf(source) {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...text.matchAll(SPECIFIER)].map((match) => match[1]);
}

const PACKAGE_NAMES = {
  '@quantethic/shell': 'shell',
  '@quantethic/mfe-courses': 'mfe-courses',
  '@quantethic/mfe-knowledge': 'mfe-knowledge',
  '@quantethic/mfe-company': 'mfe-company',
  '@quantethic/mfe-account': 'mfe-account',
  '@quantethic/shared': 'shared',
  '@quantethic/kit': 'kit',
};

/** Where a repo-relative file sits: its package and, inside `src/`, its layer and feature. */
export function locate(file) {
  const [pkg, top, second, third] = file.split('/');
  if (!(pkg in PACKAGES)) return { pkg: null };
  if (top !== 'src') return { pkg, layer: 'other' };
  // A loose file in features/ (not in a feature's folder) belongs to no feature: what several
  // features share lives in lib.
  if (second === 'features' && third)
    return { pkg, layer: 'feature', feature: /\./.test(third) ? '' : third };
  if (second === 'lib') return { pkg, layer: 'lib' };
  if (second === 'app' || /^app\.tsx?$/.test(second)) return { pkg, layer: 'app' };
  if (second === 'widgets') return { pkg, layer: 'widgets' };
  return { pkg, layer: 'other' };
}

/** The package a specifier points into (workspace package name or relative path), and the file. */
function target(file, specifier) {
  if (specifier.startsWith('.')) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    return { resolved, ...locate(resolved) };
  }
  const name = Object.keys(PACKAGE_NAMES).find((n) => specifier === n || specifier.startsWith(`${n}/`));
  return name ? { resolved: null, pkg: PACKAGE_NAMES[name], external: true } : { pkg: null };
}

/** The rules one import breaks (ids of RULES). */
export function check(file, specifier) {
  const from = locate(file);
  if (!from.pkg) return [];
  const to = target(file, specifier);
  const broken = [];
  const kind = PACKAGES[from.pkg];
  if (to.pkg && to.pkg !== from.pkg) {
    const toKind = PACKAGES[to.pkg];
    if (kind === 'remote' && toKind === 'remote') broken.push('remote-imports-remote');
    if (kind === 'remote' && toKind === 'host') broken.push('remote-imports-shell');
    if (kind === 'host' && toKind === 'remote') broken.push('shell-imports-remote');
    if (kind === 'host' && to.pkg === 'kit') broken.push('shell-imports-kit');
    if (from.pkg === 'shared' && to.pkg === 'kit') broken.push('shared-imports-kit');
    if (kind === 'library' && (toKind === 'remote' || toKind === 'host')) broken.push('library-imports-app');
    return broken;
  }
  if (!to.pkg || to.external) return broken;
  if (from.layer === 'feature') {
    if (to.layer === 'feature' && to.feature !== from.feature) broken.push('feature-imports-feature');
    if (to.layer === 'app' || to.layer === 'widgets') broken.push('feature-imports-app');
  }
  if (from.layer === 'lib' && ['feature', 'app', 'widgets'].includes(to.layer)) broken.push('lib-imports-up');
  if (/\.module\.css$/.test(specifier) && !specifier.startsWith('./')) broken.push('foreign-stylesheet');
  return broken;
}

function sourceFiles(dir) {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

/** Every import in the workspace's packages that breaks a rule. */
export function violations(root = ROOT) {
  const found = [];
  for (const pkg of Object.keys(PACKAGES)) {
    for (const file of sourceFiles(path.posix.join(pkg, 'src'))) {
      for (const specifier of specifiersOf(readFileSync(path.join(root, file), 'utf8'))) {
        for (const rule of check(file, specifier)) found.push({ rule, file, specifier });
      }
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = violations();
  for (const { rule, file, specifier } of found) console.log(`${rule.padEnd(24)} ${file} → ${specifier}`);
  console.log('\nrule                     | count');
  console.log('-------------------------|------');
  for (const [id, text] of Object.entries(RULES)) {
    console.log(
      `${id.padEnd(24)} | ${String(found.filter((v) => v.rule === id).length).padStart(5)}   ${text}`,
    );
  }
  process.exitCode = found.length ? 1 : 0;
}
