// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCatalogs, messageArguments } from './messages';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A package `app` with catalogues and code, in a temporary repository. */
function repo(catalogs: Record<string, Record<string, string>>, code: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'qe-catalogs-'));
  mkdirSync(path.join(root, 'app', 'src', 'messages'), { recursive: true });
  for (const [locale, catalog] of Object.entries(catalogs))
    writeFileSync(path.join(root, 'app', 'src', 'messages', `${locale}.json`), JSON.stringify(catalog));
  writeFileSync(path.join(root, 'app', 'src', 'view.tsx'), code);
  return root;
}

describe('the catalogue check', () => {
  it("passes on this repository's catalogues: no key missing, extra, unused or with other arguments", () => {
    expect(checkCatalogs(ROOT)).toEqual([]);
  });

  it('fails on a key missing from Arabic, a key only in Arabic, and a key no code uses', () => {
    const root = repo(
      {
        en: { 'a.title': 'Title', 'a.unused': 'Never shown' },
        ar: { 'a.title': 'العنوان', 'a.extra': 'زائد' },
      },
      "export const x = t('a.title');",
    );
    expect(checkCatalogs(root, ['app'])).toEqual([
      'app: "a.unused" is missing from the ar catalogue',
      'app: "a.extra" is in the ar catalogue but not in English',
      'app: "a.unused" is not used by any code',
    ]);
  });

  it('fails on a missing locale file, an invalid message, and a translation with other arguments', () => {
    expect(checkCatalogs(repo({ en: { k: 'K' } }, "t('k')"), ['app'])).toEqual([
      'app: no ar catalogue (src/messages/ar.json)',
    ]);
    expect(
      checkCatalogs(repo({ en: { k: '{n, plural, one {x}' }, ar: { k: 'ك' } }, "t('k')"), ['app'])[0],
    ).toMatch(/"k" is not a valid ICU message/);
    expect(
      checkCatalogs(repo({ en: { k: 'Hello {name}' }, ar: { k: 'مرحبًا {nom}' } }, "t('k')"), ['app']),
    ).toEqual(['app: "k" in ar has other arguments than in English']);
  });

  it("checks a feature's own catalogue against that feature's code", () => {
    const root = repo({ en: { 'a.title': 'Title' }, ar: { 'a.title': 'العنوان' } }, "t('a.title')");
    const feature = path.join(root, 'app', 'src', 'features', 'team');
    mkdirSync(path.join(feature, 'messages'), { recursive: true });
    writeFileSync(
      path.join(feature, 'messages', 'en.json'),
      JSON.stringify({ 'team.name': 'Name', 'team.gone': 'x' }),
    );
    writeFileSync(path.join(feature, 'messages', 'ar.json'), JSON.stringify({ 'team.name': 'الاسم' }));
    writeFileSync(path.join(feature, 'team-page.tsx'), "t('team.name')");
    // Used elsewhere in the package, not in the feature: still unused by the feature's catalogue.
    writeFileSync(path.join(root, 'app', 'src', 'other.tsx'), "t('team.gone')");
    expect(checkCatalogs(root, ['app'])).toEqual([
      'app/features/team: "team.gone" is missing from the ar catalogue',
      'app/features/team: "team.gone" is not used by any code',
    ]);
  });

  it('reads the arguments of a message, inside plural branches too', () => {
    expect(messageArguments('{count, plural, one {# by {author}} other {# by {author}}} in {topic}')).toEqual(
      ['author', 'count', 'topic'],
    );
    expect(messageArguments('No arguments')).toEqual([]);
  });
});
