// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILE, catalogLocaleOf, compileCatalog, readCatalog } from './messages';

describe('message catalogues at build time', () => {
  it('compiles ICU messages for the runtime: plural branches, arguments, literal apostrophes', () => {
    expect(
      compileCatalog({
        count: '{n, plural, one {# module} other {# modules}}',
        name: "Shari'ah for {who}",
      }),
    ).toEqual({
      count: [['n', 'plural', { one: ['#', ' module'], other: ['#', ' modules'] }]],
      name: ["Shari'ah for ", ['who']],
    });
  });

  it('compiles a message without arguments to its text alone', () => {
    expect(compileCatalog({ plain: 'Explore Courses', quoted: "It''s '{literal}'" })).toEqual({
      plain: 'Explore Courses',
      quoted: "It's {literal}",
    });
  });

  it('rejects an argument format the runtime does not format, naming the key (number, date, time)', () => {
    for (const message of [
      '{n, number}',
      'On {d, date, short}',
      '{t, time}',
      '{n, plural, other {{x, number}}}',
    ])
      expect(() => compileCatalog({ formatted: message }, 'mfe-courses/src/messages/en.json')).toThrow(
        /mfe-courses\/src\/messages\/en\.json: "formatted" uses \{\w+, (number|date|time)\}/,
      );
    // plural, selectordinal and select are formatted.
    expect(() =>
      compileCatalog({ ok: '{n, selectordinal, one {#st} other {#th}} {c, select, a {A} other {B}}' }),
    ).not.toThrow();
  });

  it('names the key of a message that is not valid ICU', () => {
    expect(() => compileCatalog({ broken: '{n, plural, one {# x}' }, 'shell/src/messages/ar.json')).toThrow(
      /shell\/src\/messages\/ar\.json: "broken" is not a valid ICU message/,
    );
  });

  it('reads a catalogue only when every value is a message', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qe-messages-'));
    const file = path.join(dir, 'en.json');
    writeFileSync(file, JSON.stringify({ ok: 'Fine', bad: 3 }));
    expect(() => readCatalog(file)).toThrow(/"bad" is not a string/);
    writeFileSync(file, '[]');
    expect(() => readCatalog(file)).toThrow(/an object of key -> message/);
  });

  it('recognises catalogue files by their place: messages/<locale>.json', () => {
    expect(CATALOG_FILE.test('../messages/en.json')).toBe(true);
    expect(CATALOG_FILE.test('/repo/shell/src/messages/ar.json')).toBe(true);
    expect(CATALOG_FILE.test('./data/en.json')).toBe(false);
    expect(CATALOG_FILE.test('./messages/en-GB.json')).toBe(false);
  });

  it("reads a catalogue module's locale, as written or as compiled", () => {
    expect(catalogLocaleOf('/repo/shell/src/messages/ar.json')).toBe('ar');
    expect(catalogLocaleOf('/repo/shell/src/messages/en.json.qe-messages.js')).toBe('en');
    expect(catalogLocaleOf('/repo/shell/src/main.tsx')).toBeUndefined();
    expect(catalogLocaleOf('/repo/shell/src/messages/ar.json.js')).toBeUndefined();
  });
});
