// Message catalogues (docs/decisions/0014-messages.md): each package keeps its UI texts in
// `src/messages/<locale>.json`, flat `key -> ICU message`. The build compiles every message with
// Lingui's ICU compiler (@lingui/message-utils), so no ICU parser reaches the browser: the runtime
// only picks branches and joins strings (shared/src/i18n/format-message.ts). `checkCatalogs`
// (run by messages-check.test.ts) fails on a key missing from a locale, a key no code uses, or a
// message whose arguments differ between locales.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue file: `…/messages/<locale>.json`. */
export const CATALOG_FILE = /(^|[\\/])messages[\\/]([a-z]{2})\.json$/;
const COMPILED_SUFFIX = '.qe-messages.js';

/** The locale of a catalogue's module, as written (`…/messages/ar.json`) or as compiled; else undefined. */
export function catalogLocaleOf(id: string): string | undefined {
  const file = id.endsWith(COMPILED_SUFFIX) ? id.slice(0, -COMPILED_SUFFIX.length) : id;
  return CATALOG_FILE.exec(file)?.[2];
}

/** A catalogue as written: every value a string (an ICU message). Throws on anything else. */
export function readCatalog(file: string): Record<string, string> {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${file}: a catalogue is an object of key -> message`);
  for (const [key, message] of Object.entries(value))
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
  return value as Record<string, string>;
}

/** The argument formats the runtime formats (shared/src/i18n/format-message.ts); a plain `{name}` too. */
const FORMATTED_TYPES = new Set(['plural', 'selectordinal', 'select']);

/** The first `{name, type}` in a compiled message whose type the runtime does not format. */
function unformattedArgument(parts: unknown): string | undefined {
  if (!Array.isArray(parts)) return undefined;
  for (const part of parts) {
    if (!Array.isArray(part) || part.length < 2) continue;
    const [name, type, branches] = part as [string, string, unknown];
    if (!FORMATTED_TYPES.has(type)) return `{${name}, ${type}}`;
    if (branches && typeof branches === 'object')
      for (const branch of Object.values(branches)) {
        const found = unformattedArgument(branch);
        if (found) return found;
      }
  }
  return undefined;
}

/**
 * Every message compiled for the runtime (Lingui's compiled form: text, `[name]`, `[name, type,
 * branches]`), a message without arguments as its text alone. An invalid ICU message, or one with
 * an argument format the runtime does not do (`{n, number}`, `{d, date}`, `{t, time}`: format the
 * value before passing it), names its key.
 */
export function compileCatalog(catalog: Record<string, string>, file = 'catalogue'): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => {
      let compiled: unknown;
      try {
        compiled = compileMessageOrThrow(message);
      } catch (error) {
        throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
      }
      const unformatted = unformattedArgument(compiled);
      if (unformatted)
        throw new Error(
          `${file}: "${key}" uses ${unformatted}, which the runtime does not format: pass the value formatted (src/i18n/format.ts)`,
        );
      const [only, ...rest] = compiled as unknown[];
      return [key, rest.length === 0 && typeof only === 'string' ? only : compiled];
    }),
  );
}

/**
 * `import en from './messages/en.json'` gives the compiled catalogue (TypeScript still types it by
 * the JSON file, so a key that is not in it does not compile). The import is resolved to a module
 * of its own name so Vite's JSON plugin leaves it alone.
 */
export function messagesPlugin(): Plugin {
  return {
    name: 'quantethic:messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !CATALOG_FILE.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${resolved.id}${COMPILED_SUFFIX}` : null;
    },
    load(id) {
      if (!id.endsWith(COMPILED_SUFFIX)) return null;
      const file = id.slice(0, -COMPILED_SUFFIX.length);
      this.addWatchFile(file);
      const compiled = compileCatalog(readCatalog(file), path.relative(process.cwd(), file));
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}

/** The packages that may own catalogues (any `messages/<locale>.json` under `<package>/src`). */
export const MESSAGE_PACKAGES = [
  'shared',
  'kit',
  'shell',
  'mfe-courses',
  'mfe-knowledge',
  'mfe-company',
  'mfe-account',
];
/** Every locale a catalogue must have; English is the reference. */
export const CATALOG_LOCALES = ['en', 'ar'];

/** The argument names of a message ('count', 'name'…), from its compiled form. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  // Compiled parts: text, [name], [name, format] or [name, format, { branch: parts }].
  const visit = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      names.add(part[0]);
      const branches = part[2];
      if (branches && typeof branches === 'object')
        for (const branch of Object.values(branches)) visit(branch);
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'messages' && entry.name !== 'node_modules') found.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/**
 * What is wrong with the packages' catalogues: a locale file that is missing, a key missing from
 * a locale or found only there, a message that is not valid ICU, a translation whose arguments
 * differ from English's, and a key no code of the package uses. Empty when all is well.
 */
export function checkCatalogs(
  root: string,
  packages = MESSAGE_PACKAGES,
  locales = CATALOG_LOCALES,
): string[] {
  const problems: string[] = [];
  for (const name of packages) {
    const src = path.join(root, name, 'src');
    if (!existsSync(src)) continue;
    for (const dir of catalogDirs(src)) {
      // A catalogue belongs to the folder around it: the package's (src/messages) or a feature's
      // (src/features/team/messages), whose keys that folder's code uses.
      const owner = path.dirname(dir);
      const label = owner === src ? name : `${name}/${path.relative(src, owner).split(path.sep).join('/')}`;
      const where = path.relative(path.join(root, name), dir).split(path.sep).join('/');
      const catalogs = new Map<string, Record<string, string>>();
      for (const locale of locales) {
        const file = path.join(dir, `${locale}.json`);
        if (!existsSync(file)) {
          problems.push(`${label}: no ${locale} catalogue (${where}/${locale}.json)`);
          continue;
        }
        try {
          const catalog = readCatalog(file);
          compileCatalog(catalog, `${name}/${where}/${locale}.json`);
          catalogs.set(locale, catalog);
        } catch (error) {
          problems.push((error as Error).message);
        }
      }
      const en = catalogs.get('en');
      if (!en) continue;
      for (const [locale, catalog] of catalogs) {
        if (locale === 'en') continue;
        for (const key of Object.keys(en))
          if (!(key in catalog)) problems.push(`${label}: "${key}" is missing from the ${locale} catalogue`);
          else if (
            messageArguments(catalog[key] as string).join() !== messageArguments(en[key] as string).join()
          )
            problems.push(`${label}: "${key}" in ${locale} has other arguments than in English`);
        for (const key of Object.keys(catalog))
          if (!(key in en))
            problems.push(`${label}: "${key}" is in the ${locale} catalogue but not in English`);
      }
      const code = sourceFiles(owner)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      for (const key of Object.keys(en))
        if (![`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => code.includes(quoted)))
          problems.push(`${label}: "${key}" is not used by any code`);
    }
  }
  return problems;
}

/** Every catalogue folder of a package's sources: a `messages` folder with an English file. */
function catalogDirs(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'fixtures') continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'messages' && existsSync(path.join(full, 'en.json'))) found.push(full);
    else found.push(...catalogDirs(full));
  }
  return found.sort();
}
