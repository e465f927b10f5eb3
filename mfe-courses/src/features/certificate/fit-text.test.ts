// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type FitOptions, fitText, textDirection, twoLineSplits } from './fit-text';

/** A monospace font: every character is 0.5 em wide. */
const measure = (text: string, size: number) => Array.from(text).length * size * 0.5;

const BOX: FitOptions = { width: 300, height: 80, maxSize: 40, minSize: 20, lineHeight: 1.2, maxLines: 2 };

const widest = (lines: string[], size: number) => Math.max(...lines.map((line) => measure(line, size)));

describe('fitText', () => {
  it('keeps short text on one line at the largest size', () => {
    expect(fitText('Amina Yusuf', measure, BOX)).toEqual({
      size: 40,
      lines: ['Amina Yusuf'],
      condensed: false,
    });
  });

  it('shrinks text that is a little too wide', () => {
    const fitted = fitText('Amina Yusuf Abdullah', measure, BOX); // 20 chars: fits at 30
    expect(fitted).toEqual({ size: 30, lines: ['Amina Yusuf Abdullah'], condensed: false });
  });

  it('wraps long text onto two balanced lines once two lines fit the box', () => {
    const name = 'Amina Yusuf Abdullah bint Muhammad al-Hashimi'; // 45 chars
    const fitted = fitText(name, measure, BOX);
    expect(fitted).toMatchObject({ size: 25, lines: ['Amina Yusuf Abdullah', 'bint Muhammad al-Hashimi'] });
    expect(fitted.condensed).toBe(false);
    expect(widest(fitted.lines, fitted.size)).toBeLessThanOrEqual(BOX.width);
    expect(fitted.lines.length * fitted.size * BOX.lineHeight).toBeLessThanOrEqual(BOX.height);
  });

  it('breaks CJK text between characters', () => {
    const fitted = fitText('量化金融与伊斯兰金融的基础课程导论', measure, { ...BOX, width: 200 });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines.join('')).toBe('量化金融与伊斯兰金融的基础课程导论');
    expect(widest(fitted.lines, fitted.size)).toBeLessThanOrEqual(200);
  });

  it('prefers two lines to one line shrunk below 70 % of the largest size', () => {
    const name = 'Amina Yusuf Abdullah Hassan'; // 27 chars: one line at 22, two lines at 33 (height-bound)
    expect(fitText(name, measure, BOX)).toMatchObject({
      size: 33,
      lines: ['Amina Yusuf', 'Abdullah Hassan'],
    });
    expect(fitText(name, measure, { ...BOX, maxSize: 30 })).toMatchObject({ size: 22, lines: [name] });
  });

  it('condenses at the smallest size when nothing else fits', () => {
    const word = 'Supercalifragilisticexpialidociousness'; // one word: cannot wrap
    expect(fitText(word, measure, BOX)).toEqual({ size: 20, lines: [word], condensed: true });
    const long = Array(20).fill('word').join(' ');
    const fitted = fitText(long, measure, BOX);
    expect(fitted).toMatchObject({ size: 20, condensed: true });
    expect(fitted.lines).toHaveLength(2);
  });

  it('stays on one line when only one is allowed or two would not fit the height', () => {
    const name = 'Amina Yusuf Abdullah bint Muhammad';
    expect(fitText(name, measure, { ...BOX, maxLines: 1 }).lines).toEqual([name]);
    expect(fitText(name, measure, { ...BOX, height: 30 }).lines).toEqual([name]);
  });
});

describe('twoLineSplits', () => {
  it('splits at spaces only, trimming each line', () => {
    expect(twoLineSplits('a  b c')).toEqual([
      ['a', 'b c'],
      ['a  b', 'c'],
    ]);
    expect(twoLineSplits('single')).toEqual([]);
    expect(twoLineSplits('  edge ')).toEqual([]);
  });

  it('splits between CJK characters', () => {
    expect(twoLineSplits('金融学')).toEqual([
      ['金', '融学'],
      ['金融', '学'],
    ]);
  });
});

describe('textDirection', () => {
  it('follows the first letter', () => {
    expect(textDirection('Amina')).toBe('ltr');
    expect(textDirection('أمينة')).toBe('rtl');
    expect(textDirection('«שלום» world')).toBe('rtl');
    expect(textDirection('123 أمينة')).toBe('rtl');
    expect(textDirection('Ali أمينة')).toBe('ltr');
    expect(textDirection('王小明')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
  });
});
