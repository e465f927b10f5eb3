// @vitest-environment node
// The bundled fonts (fonts.css). Issue 19: every theme writes Arabic in a bundled font of its own
// character, not in whatever the visitor's system has; and an English page never downloads an
// Arabic font. Issue 17: the font on every English page's first paint is no bigger than it needs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, type Font } from '@cantoo/fontkit';
import { describe, expect, it } from 'vitest';
import { MESSAGE_PACKAGES } from '../../build/messages';
import { THEME_NAMES, THEMES } from './tokens';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

interface Face {
  family: string;
  ranges: [number, number][];
  /** The font file the face downloads, resolved. */
  file: string | null;
}

/** The @font-face rules of fonts.css and of the stylesheets it imports. */
function fontFaces(file = path.join(here, 'fonts.css')): Face[] {
  const css = readFileSync(file, 'utf8');
  const imported = [...css.matchAll(/@import\s+"([^"]+)"/g)].flatMap(([, spec]) =>
    fontFaces(
      spec?.startsWith('.') ? path.resolve(path.dirname(file), spec) : require.resolve(spec as string),
    ),
  );
  const own = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const family = /font-family:\s*['"]?([^'";]+)['"]?/.exec(body as string)?.[1] ?? '';
    const range = /unicode-range:\s*([^;]+)/.exec(body as string)?.[1];
    const ranges: [number, number][] = range
      ? range.split(',').map((part) => {
          const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
          return [Number.parseInt(from as string, 16), Number.parseInt((to ?? from) as string, 16)];
        })
      : [[0, 0x10ffff]];
    const url = /src:\s*url\(["']?([^"')]+)["']?\)/.exec(body as string)?.[1];
    return { family, ranges, file: url ? path.resolve(path.dirname(file), url) : null };
  });
  return [...imported, ...own];
}

const ALEF = 0x0627;
const LATIN_A = 0x41;
const covers = (face: Face, char: number) => face.ranges.some(([from, to]) => char >= from && char <= to);
const families = (stack: string) => stack.split(',').map((name) => name.trim().replace(/^['"]|['"]$/g, ''));

describe('Arabic in every theme', () => {
  const faces = fontFaces();

  it.each(THEME_NAMES)(
    '%s: the first font of its stack with Arabic letters is bundled with the site',
    (name) => {
      const bundled = families(THEMES[name].fontFamily).find((family) =>
        faces.some((face) => face.family === family && covers(face, ALEF)),
      );
      expect(bundled, `${name} has no bundled font for Arabic`).toBeDefined();
      // …and it comes before any system font.
      const stack = families(THEMES[name].fontFamily);
      expect(stack.indexOf(bundled as string)).toBeLessThan(
        stack.indexOf('system-ui') === -1 ? Infinity : stack.indexOf('system-ui'),
      );
    },
  );

  it('a font bundled only for Arabic has no face for Latin letters (an English page never downloads it)', () => {
    for (const family of ['Noto Sans Arabic Variable', 'Cairo Variable']) {
      const own = faces.filter((face) => face.family === family);
      expect(own.length, family).toBeGreaterThan(0);
      expect(
        own.some((face) => covers(face, LATIN_A)),
        family,
      ).toBe(false);
    }
  });

  it("an Arabic page's texts are drawn from a small file: every Arabic character of the UI texts is in a face no bigger than an English page's", () => {
    // The whole Arabic range of Noto Sans Arabic is 166 KB: on a slow phone that held back the
    // first paint of every Arabic page by about 0.9 s. The letters the site writes are a subset.
    const root = path.resolve(here, '../../..');
    const catalogues = MESSAGE_PACKAGES.flatMap((name) =>
      readdirSync(path.join(root, name, 'src'), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(name, 'src', file),
      ),
    ).filter((file) => /(^|\/)messages\/ar\.json$/.test(file));
    expect(catalogues.length).toBeGreaterThan(5);
    const arabic = new Set<number>();
    for (const file of catalogues)
      for (const char of readFileSync(path.join(root, file), 'utf8'))
        if (/[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(char))
          arabic.add(char.codePointAt(0) as number);
    expect(arabic.size).toBeGreaterThan(30);
    for (const family of ['Noto Sans Arabic Variable', 'Cairo Variable']) {
      for (const char of arabic) {
        const face = faces.find((candidate) => candidate.family === family && covers(candidate, char));
        expect(face, `${family} has no face for U+${char.toString(16)}`).toBeDefined();
        const bytes = statSync(face?.file as string).size;
        // No more than an English page's: Inter's Latin cut (32 KB), which is preloaded the same way.
        expect(bytes, `${family}: U+${char.toString(16)} comes from ${face?.file}`).toBeLessThanOrEqual(
          INTER_LATIN_CUT_BYTES,
        );
      }
    }
  });

  it('every character of the Arabic block has a face in each Arabic font, and the cut face keeps every character it declares', () => {
    for (const family of ['Noto Sans Arabic Variable', 'Cairo Variable']) {
      const own = faces.filter((face) => face.family === family);
      for (let char = 0x0600; char <= 0x06ff; char += 1)
        expect(
          own.some((face) => covers(face, char)),
          `${family} has no face for U+${char.toString(16)}`,
        ).toBe(true);
      // The cut face is the one for alef; the complete face, the one for U+0750. Every character
      // the font has that the cut declares is in the cut file (none falls through to a system font).
      const cut = own.find((face) => covers(face, ALEF)) as Face;
      const complete = own.find((face) => covers(face, 0x0750)) as Face;
      const kept = new Set(openFont(cut.file as string).characterSet);
      const all = new Set(openFont(complete.file as string).characterSet);
      const declared = cut.ranges.flatMap(([from, to]) =>
        Array.from({ length: to - from + 1 }, (_, index) => from + index),
      );
      expect(declared.filter((char) => all.has(char)).length, family).toBeGreaterThan(60);
      expect(
        declared.filter((char) => all.has(char) && !kept.has(char)).map((char) => char.toString(16)),
        family,
      ).toEqual([]);
      // Quranic quotations keep their marks in the same face as their letters (marks from another
      // font are not positioned on them).
      for (const char of [0x0653, 0x0654, 0x0670, 0x0671, 0x06d6, 0x06e1, 0x06ed])
        expect(covers(cut, char), `${family}: U+${char.toString(16)}`).toBe(true);
    }
  });
});

/** The size of Inter's Latin cut, preloaded on every English page (the Arabic faces' budget). */
const INTER_LATIN_CUT_BYTES = 32_000;

/** A font file (a single font, not a collection). */
function openFont(file: string): Font {
  const font = create(readFileSync(file));
  if (!('characterSet' in font)) throw new Error(`${file} is a font collection`);
  return font;
}

describe("Inter, the default theme's font", () => {
  const inter = fontFaces().filter((face) => face.family === 'Inter Variable');
  const fontsource = fontFaces(require.resolve('@fontsource-variable/inter/wght.css'));
  const latin = inter.find((face) => covers(face, LATIN_A));
  /** The site's font weights, 400–800: what the cut file keeps of the weight axis. */
  const WEIGHTS = { min: 400, max: 800 };

  it('has a face for every range Fontsource declares, and one for Latin letters', () => {
    expect(inter.map((face) => face.ranges)).toEqual(fontsource.map((face) => face.ranges));
    expect(latin).toBeDefined();
  });

  it('declares one weight range on every face, so the faces make one font split by character', () => {
    const css = readFileSync(path.join(here, 'fonts.css'), 'utf8');
    const weights = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, body]) => body as string)
      .filter((body) => body.includes('"Inter Variable"'))
      .map((body) => /font-weight:\s*([^;]+);/.exec(body)?.[1]);
    expect(weights).toHaveLength(inter.length);
    expect(new Set(weights)).toEqual(new Set([`${WEIGHTS.min} ${WEIGHTS.max}`]));
  });

  it("the Latin file (preloaded on every English page) is cut to the site's weights and keeps every character of its range", () => {
    const cut = openFont(latin?.file as string);
    const original = openFont(fontsource.find((face) => covers(face, LATIN_A))?.file as string);
    expect(cut.variationAxes.wght).toMatchObject(WEIGHTS);
    const kept = new Set(cut.characterSet);
    const inRange = original.characterSet.filter((char) => covers(latin as Face, char));
    expect(inRange.length).toBeGreaterThan(200);
    expect(inRange.filter((char) => !kept.has(char))).toEqual([]);
    // Fontsource's whole axis (100–900) is 48 KB.
    expect(statSync(latin?.file as string).size).toBeLessThan(36_000);
  });
});
