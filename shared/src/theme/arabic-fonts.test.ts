// @vitest-environment node
// Issue 19: every theme writes Arabic in a bundled font of its own character, not in whatever
// the visitor's system has; and an English page never downloads an Arabic font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THEME_NAMES, THEMES } from './tokens';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

interface Face {
  family: string;
  ranges: [number, number][];
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
    return { family, ranges };
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
});
