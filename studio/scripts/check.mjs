#!/usr/bin/env node
// The Studio check of the README test command (`npm test` runs it; alone: `node studio/scripts/check.mjs`).
// Offline throughout: ./offline-guard.mjs refuses any connection to another machine and the check
// fails if anything tried one.
//   1. The schema compiles with Sanity's own schema validator (`createSchema`): no errors. It is
//      the workspace's whole schema, the types its plugins add included (the translation
//      plugin's `translation.metadata` and its internationalized array), resolved from the
//      Studio's config as the Studio resolves it (`resolveSchemaTypes`).
//   2. Every document of the demo dataset (emulators/dataset/data.ndjson) is validated with
//      Sanity's own `validateDocument`, exactly as the Studio validates it (slug uniqueness is
//      answered by a GROQ client over the same file, references by its ids): 0 errors required,
//      warnings listed. Fields the schema does not define are errors too (Sanity's validation
//      ignores them; the Studio shows them as "unknown fields"). The `translation.metadata`
//      documents are validated against the plugin's own type, with its own rules (each entry's
//      key is a configured language, once, and its document is in that language). The
//      languages agree: the Studio's are the site's editions, and a document has a `language`
//      exactly when its type is one the plugin translates.
//   3. Deliberately broken documents must each be reported as an error at the right field, so
//      the check fails if validation were a no-op; and documents that must pass (an Arabic
//      document with an English document's slug) must have no errors.
//   4. `sanity build` produces the Studio with no network.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MARKER } from './offline-guard.mjs';

const STUDIO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(STUDIO, '..');
const DATASET = path.join(ROOT, 'emulators/dataset/data.ndjson');
const GUARD = pathToFileURL(path.join(STUDIO, 'scripts/offline-guard.mjs')).href;
/** The CLI's own switches for "never phone home": telemetry consent and the update check. */
const OFFLINE_ENV = { DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1' };
/** `--no-build` skips step 5, for a quick run while editing the schema. */
const BUILD = !process.argv.includes('--no-build');

const failures = [];
const fail = (message) => failures.push(message);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const log = (line) => console.log(line);

// --- 4 (started first, it is the slow part): `sanity build`, offline, into a temporary folder.
async function buildStudio() {
  const started = performance.now();
  const work = await mkdtemp(path.join(os.tmpdir(), 'quantethic-studio-'));
  const outDir = path.join(work, 'dist');
  const guardLog = path.join(work, 'offline-guard.log');
  const { code, output } = await new Promise((resolve) => {
    const child = spawn(path.join(STUDIO, 'node_modules/.bin/sanity'), ['build', outDir, '--yes'], {
      cwd: STUDIO,
      env: {
        ...process.env,
        ...OFFLINE_ENV,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${GUARD}`.trim(),
        OFFLINE_GUARD_LOG: guardLog,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (data) => (text += data));
    child.stderr.on('data', (data) => (text += data));
    child.on('error', (error) => resolve({ code: -1, output: `${text}${error}` }));
    child.on('close', (exitCode) => resolve({ code: exitCode, output: text }));
  });
  const time = seconds(started);
  const problems = [];
  if (code !== 0) problems.push(`sanity build exited with ${code}`);
  const refused = await readFile(guardLog, 'utf8').catch(() => '');
  if (output.includes(MARKER) || refused)
    problems.push(`sanity build tried to reach the network: ${refused}`);
  if (code === 0) {
    if (!existsSync(path.join(outDir, 'index.html'))) problems.push('sanity build wrote no index.html');
    // The schema must be in the bundle (a type name and one of its validation messages).
    const files = await readdir(path.join(outDir, 'static'), { recursive: true }).catch(() => []);
    let bundled = false;
    let translations = false;
    for (const file of files.filter((name) => String(name).endsWith('.js'))) {
      const text = await readFile(path.join(outDir, 'static', String(file)), 'utf8');
      bundled ||= text.includes('consultingService') && text.includes('Untitled services are not shown');
      translations ||= text.includes('translation.metadata') && text.includes('internationalizedArray');
    }
    if (!bundled) problems.push('the built Studio does not contain the QuantEthic schema');
    if (!translations) problems.push('the built Studio does not contain the translation plugin');
  }
  await rm(work, { recursive: true, force: true });
  return { problems, output, time };
}
const build = BUILD ? buildStudio() : null;

// Everything below imports TypeScript (the Studio's config and schema) through tsx, the loader
// the Sanity CLI itself uses. The network is refused here too: importing ./offline-guard.mjs
// (for MARKER, above) installed the guard in this process.
const { register } = await import('tsx/esm/api');
register();

const { createSchema, pathToString, resolveSchemaTypes, validateDocument } = await import('sanity');
const { evaluate, parse } = await import('groq-js');
const { default: config } = await import('../sanity.config.ts');
const { BASE_LANGUAGE, SUPPORTED_LANGUAGES, TRANSLATABLE_TYPES } = await import('../schemaTypes/i18n.ts');
const { LOCALES } = await import('../../shared/src/i18n/locale.ts');

// --- 1. The schema, compiled and checked by Sanity: the Studio's types and its plugins' types.
let started = performance.now();
const types = resolveSchemaTypes({
  config,
  context: { projectId: config.projectId, dataset: config.dataset },
});
const schema = createSchema({ name: config.name, types });
const schemaProblems = schema._validation.flatMap((group) =>
  group.problems.map((problem) => ({
    ...problem,
    where: group.path.map((p) => p.name ?? p.type).join(' > '),
  })),
);
for (const problem of schemaProblems)
  log(`  schema ${problem.severity}: ${problem.where}: ${problem.message}`);
const schemaErrors = schemaProblems.filter((problem) => problem.severity === 'error');
if (schemaErrors.length) fail(`the schema has ${schemaErrors.length} error(s)`);
const pluginTypes = types.filter((type) => !config.schema.types.includes(type)).map((type) => type.name);
if (!schema.get('translation.metadata')) fail('the translation plugin added no translation.metadata type');
log(
  `${schemaErrors.length ? '✖' : '✔'} schema: ${types.length} types compiled by createSchema (${pluginTypes.length} from plugins: ${pluginTypes.join(', ')}), ${schemaErrors.length} errors, ${schemaProblems.length - schemaErrors.length} warnings (${seconds(started)})`,
);

// --- 2. The demo dataset, validated as the Studio validates it.
const documents = (await readFile(DATASET, 'utf8'))
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
const publishedId = (id) => id.replace(/^drafts\./, '');
const ids = new Set(documents.map((doc) => publishedId(doc._id)));

/** A Sanity client as far as validation uses one: GROQ over the dataset (slug uniqueness). */
const client = {
  withConfig: () => client,
  config: () => ({ projectId: config.projectId, dataset: config.dataset }),
  fetch: async (query, params = {}) =>
    (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
};

/** Fields and array items the schema does not define (the Studio's "unknown field" / "invalid item"). */
function undeclared(document) {
  const found = [];
  const visit = (value, type, at) => {
    if (!type || value === null || typeof value !== 'object' || isA(type, 'block')) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item === null || typeof item !== 'object') return;
        const member = memberOf(type, item);
        const where = [...at, item._key ? { _key: item._key } : index];
        // A warning: the Studio offers to remove an item of an unknown type, and the site skips
        // it (the archived demo article holds a 'poll' block to test that).
        if (!member)
          found.push({
            level: 'warning',
            path: pathToString(where),
            message: `An item of type "${item._type}" that the schema does not define.`,
          });
        else visit(item, member, where);
      });
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('_')) continue; // _id, _type, _key, _ref, _sanityAsset, …
      const field = type.fields?.find((f) => f.name === key);
      if (!field)
        found.push({
          level: 'error',
          path: pathToString([...at, key]),
          message: `"${key}" is not a field of ${type.name}.`,
        });
      else visit(child, field.type, [...at, key]);
    }
  };
  const type = schema.get(document._type);
  if (!type)
    return [{ level: 'error', path: '', message: `No document type "${document._type}" in the schema.` }];
  visit(document, type, []);
  return found;
}
function isA(type, name) {
  for (let t = type; t; t = t.type) if (t.name === name) return true;
  return false;
}
function memberOf(arrayType, item) {
  const members = arrayType.of ?? [];
  if (typeof item._type !== 'string') return members.length === 1 ? members[0] : undefined;
  return members.find((member) => member.name === item._type);
}

/** Sanity's validation markers (plus undeclared fields) for one document. */
async function validate(document) {
  const markers = await validateDocument({
    document,
    workspace: { schema },
    getClient: () => client,
    getDocumentExists: async ({ id }) => ids.has(publishedId(id)),
    // As the Studio validates before publishing. ('cli', what `sanity documents validate` uses,
    // turns every error on an object-typed field, a slug included, into a warning.)
    environment: 'studio',
  });
  return [
    ...markers.map((marker) => ({
      level: marker.level,
      path: pathToString(marker.path),
      message: marker.message,
    })),
    ...undeclared(document),
  ];
}

started = performance.now();
const results = [];
for (const document of documents) results.push({ document, markers: await validate(document) });
const count = (level) => results.reduce((n, r) => n + r.markers.filter((m) => m.level === level).length, 0);
for (const { document, markers } of results)
  for (const marker of markers.filter((m) => m.level !== 'info'))
    log(`  ${marker.level.padEnd(7)} ${document._id} ${marker.path || '(document)'}: ${marker.message}`);
if (count('error')) fail(`the demo dataset has ${count('error')} validation error(s)`);
const metadataCount = documents.filter((doc) => doc._type === 'translation.metadata').length;
const byLanguage = {};
for (const doc of documents.filter((d) => TRANSLATABLE_TYPES.includes(d._type))) {
  const language = doc.language ?? `(none: ${BASE_LANGUAGE})`;
  byLanguage[language] = (byLanguage[language] ?? 0) + 1;
}
const kinds = [
  ...Object.entries(byLanguage).map(([language, n]) => `${n} ${language}`),
  `${metadataCount} translation.metadata`,
];
log(
  `${count('error') ? '✖' : '✔'} dataset: ${documents.length} documents validated by validateDocument (${kinds.join(', ')}), ${count('error')} errors, ${count('warning')} warnings (${seconds(started)})`,
);

// The languages agree: the Studio offers the site's editions, the plugin translates exactly the
// types with a `language` field, and a dataset document has a language exactly when its type is
// translatable (the site reads a document without one as English).
const languageProblems = [];
const languageIds = SUPPORTED_LANGUAGES.map((language) => language.id);
if (languageIds.join() !== LOCALES.join())
  languageProblems.push(`the Studio's languages (${languageIds}) are not the site's editions (${LOCALES})`);
if (languageIds[0] !== BASE_LANGUAGE) languageProblems.push(`the first language is not ${BASE_LANGUAGE}`);
const hasLanguageField = (name) => schema.get(name)?.fields?.some((field) => field.name === 'language');
const withLanguageField = schema
  .getTypeNames()
  .filter((name) => isA(schema.get(name), 'document') && hasLanguageField(name));
if (withLanguageField.toSorted().join() !== TRANSLATABLE_TYPES.toSorted().join())
  languageProblems.push(
    `types with a language field (${withLanguageField}) are not the translated types (${TRANSLATABLE_TYPES})`,
  );
for (const doc of documents) {
  const hasLanguage = 'language' in doc;
  if (hasLanguage !== TRANSLATABLE_TYPES.includes(doc._type))
    languageProblems.push(`${doc._id} (${doc._type}) ${hasLanguage ? 'has' : 'has no'} language`);
}
for (const problem of languageProblems) fail(problem);
log(
  `${languageProblems.length ? '✖' : '✔'} languages: ${languageIds.join(', ')} = the site's editions; ${TRANSLATABLE_TYPES.length} translated types, each with its language field`,
);

// --- 3. Broken documents: each must be reported as an error at its field.
const byId = (id) => structuredClone(documents.find((doc) => doc._id === id));
const course = () => ({
  ...byId('course-islamic-finance-foundations'),
  _id: 'check-broken-course',
  slug: { _type: 'slug', current: 'check-broken-course' },
});
const service = () => ({
  ...byId('service-model-risk-review'),
  _id: 'check-broken-service',
  slug: undefined,
});
const module_ = () => ({ ...byId('module-islamic-finance-foundations-1'), _id: 'check-broken-module' });
const about = () => ({ ...byId('aboutPage'), _id: 'check-broken-about' });
const member = () => ({
  ...byId('team-amina-hassan'),
  _id: 'check-broken-member',
  slug: { _type: 'slug', current: 'check-broken-member' },
});
const metadata = () => ({
  ...byId('translation.metadata.course-takaful-fundamentals'),
  _id: 'check-broken-metadata',
});
const slug = (current) => ({ _type: 'slug', current });
/** The slug of an English course that has no Arabic translation. */
const untranslatedSlug = () => byId('course-ethical-portfolio-construction').slug.current;
const firstQuestion = (doc) => doc.moduleQuiz.questions[0];
const BROKEN = [
  ['a course with no title', () => ({ ...course(), title: undefined }), 'title'],
  [
    'a course slug that cannot be a page address',
    () => ({ ...course(), slug: { _type: 'slug', current: 'courses/intro?x' } }),
    'slug',
  ],
  // Slugs are unique per type and language: an English and an Arabic course may share one
  // (every translation does), two English or two Arabic courses may not.
  [
    'a second English course with the slug of an English course',
    () => ({ ...course(), language: 'en', slug: slug(untranslatedSlug()) }),
    'slug',
  ],
  [
    'a course with no language (so English) with the slug of an English course',
    () => ({ ...course(), language: undefined, slug: slug(untranslatedSlug()) }),
    'slug',
  ],
  [
    'a second Arabic course with the slug of an Arabic course',
    () => ({ ...course(), language: 'ar', slug: slug('takaful-fundamentals') }),
    'slug',
  ],
  ['a language the site has no edition for', () => ({ ...course(), language: 'fr' }), 'language'],
  // The plugin's own rules on its metadata documents.
  [
    'a translation metadata entry whose document is in another language',
    () => {
      const doc = metadata();
      doc.translations.find((t) => t._key === 'ar').value._ref = 'course-takaful-fundamentals';
      return doc;
    },
    'translations[_key=="ar"]',
  ],
  [
    'a translation metadata entry for a language the Studio does not offer',
    () => {
      const doc = metadata();
      doc.translations.find((t) => t._key === 'ar')._key = 'fr';
      return doc;
    },
    'translations[_key=="fr"]',
  ],
  ['a course level outside the list', () => ({ ...course(), level: 'Expert' }), 'level'],
  [
    'a course instructor that does not exist',
    () => ({ ...course(), instructor: { _type: 'reference', _ref: 'team-nobody' } }),
    'instructor',
  ],
  ['a field the schema does not define', () => ({ ...course(), titel: 'Typo' }), 'titel'],
  [
    'a pricing type outside the list',
    () => ({ ...service(), pricing: { type: 'free', currency: 'USD' } }),
    'pricing.type',
  ],
  [
    'a fixed fee with no amount',
    () => ({ ...service(), pricing: { type: 'fixed', currency: 'USD' } }),
    'pricing.amount',
  ],
  [
    'a quiz answer that is not one of the options',
    () => {
      const doc = module_();
      firstQuestion(doc).correctAnswer = firstQuestion(doc).options.length;
      return doc;
    },
    (doc) => pathToString(['moduleQuiz', 'questions', { _key: firstQuestion(doc)._key }, 'correctAnswer']),
  ],
  [
    'a button style outside the list',
    () => {
      const doc = about();
      doc.cta.buttonStyle = 'danger';
      return doc;
    },
    'cta.buttonStyle',
  ],
  [
    'a social link that is not a URL',
    () => ({ ...member(), socialLinks: { linkedin: 'linkedin: amina' } }),
    'socialLinks.linkedin',
  ],
];

started = performance.now();
let caught = 0;
for (const [why, make, at] of BROKEN) {
  const doc = make();
  const where = typeof at === 'function' ? at(doc) : at;
  const errors = (await validate(doc)).filter((m) => m.level === 'error');
  if (errors.some((m) => m.path === where)) caught++;
  else
    fail(
      `${why} was not reported as an error at "${where}" (errors: ${JSON.stringify(errors.map((m) => `${m.path}: ${m.message}`))})`,
    );
}
// The documents the broken ones are made from must be valid, so each error is the one we caused;
// and so must an Arabic document with an English document's slug.
const VALID = [
  ['the base of the broken courses', course],
  ['the base of the broken services', service],
  ['the base of the broken modules', module_],
  ['the base of the broken about pages', about],
  ['the base of the broken team members', member],
  ['the base of the broken translation metadata', metadata],
  [
    'an Arabic course with the slug of an English course',
    () => ({ ...course(), language: 'ar', slug: slug(untranslatedSlug()) }),
  ],
];
let passed = 0;
for (const [why, make] of VALID) {
  const errors = (await validate(make())).filter((m) => m.level === 'error');
  if (errors.length) fail(`${why} must be valid, but has errors: ${JSON.stringify(errors)}`);
  else passed++;
}
log(
  `${caught === BROKEN.length && passed === VALID.length ? '✔' : '✖'} broken documents: ${caught} of ${BROKEN.length} reported as errors; ${passed} of ${VALID.length} valid ones without errors (${seconds(started)})`,
);

// --- 4. Wait for the build.
if (build) {
  const built = await build;
  for (const problem of built.problems) fail(problem);
  if (built.problems.length) process.stderr.write(built.output);
  log(`${built.problems.length ? '✖' : '✔'} sanity build, offline (${built.time})`);
} else log('- sanity build skipped (--no-build)');

if (failures.length) {
  console.error(`\n✖ Studio check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
// sanity keeps timers alive; the check is done.
process.exit(0);
