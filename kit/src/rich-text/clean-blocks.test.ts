// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockText, cleanBlocks } from './clean-blocks';

type AnyBlock = Record<string, unknown>;

const text = (value: string, extra: AnyBlock = {}): AnyBlock => ({
  _type: 'block',
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', text: value, marks: [] }],
  ...extra,
});

/** The plain text of every cleaned block, in order ('' for non-text blocks). */
const texts = (value: unknown) =>
  cleanBlocks(value).map((block) =>
    block._type === 'block' ? blockText(block as never) : `<${block._type}>`,
  );

describe('cleanBlocks', () => {
  it.each([undefined, null, 'hello', 42, { _type: 'block' }])('returns [] for the non-array %j', (value) => {
    expect(cleanBlocks(value)).toEqual([]);
  });

  it('drops items that are not objects or have no string _type', () => {
    const result = cleanBlocks([
      null,
      'text',
      7,
      ['nested'],
      { children: [{ text: 'no type' }] },
      { _type: 42, children: [] },
      text('Kept'),
    ]);
    expect(result).toHaveLength(1);
    expect(blockText(result[0] as never)).toBe('Kept');
  });

  it('repairs a text block: missing children and markDefs become arrays, style defaults to normal', () => {
    const [block] = cleanBlocks([{ _type: 'block' }]) as AnyBlock[];
    expect(block).toMatchObject({ _type: 'block', children: [], markDefs: [], style: 'normal' });
    expect(typeof block?._key).toBe('string');
  });

  it('repairs children: non-string text becomes "", marks become string arrays, spans get a type and key', () => {
    const [block] = cleanBlocks([
      {
        _type: 'block',
        markDefs: 'nonsense',
        children: [
          { text: 42, marks: 'strong' },
          { _type: 'span', text: 'ok', marks: ['em', 3, null] },
          'not a child',
          null,
        ],
      },
    ]) as AnyBlock[];
    const children = block?.children as AnyBlock[];
    expect(children).toHaveLength(2);
    expect(children[0]).toMatchObject({ _type: 'span', text: '', marks: [] });
    expect(children[1]).toMatchObject({ _type: 'span', text: 'ok', marks: ['em'] });
    expect(children.every((child) => typeof child._key === 'string')).toBe(true);
    expect(new Set(children.map((child) => child._key)).size).toBe(2);
    expect(block?.markDefs).toEqual([]);
    expect(blockText(block as never)).toBe('ok');
  });

  it('keeps valid markDefs and drops malformed ones', () => {
    const link = { _key: 'l1', _type: 'link', href: 'https://example.com' };
    const [block] = cleanBlocks([text('Read more', { markDefs: [link, 'bad', null, 3] })]) as AnyBlock[];
    expect(block?.markDefs).toEqual([link]);
  });

  it('keeps a given _key and makes up unique keys for blocks without one', () => {
    const result = cleanBlocks([text('One', { _key: 'first' }), text('Two'), text('Three')]);
    expect(result[0]?._key).toBe('first');
    const keys = result.map((block) => block._key);
    expect(new Set(keys).size).toBe(3);
  });

  it('makes duplicated block keys unique, keeping the first one as given', () => {
    const result = cleanBlocks([
      text('One', { _key: 'a' }),
      text('Two', { _key: 'a' }),
      { _type: 'chart', _key: 'a' },
      text('Three', { _key: 'a-2' }),
      text('Four', { _key: 'block-5' }),
      text('Five'), // index 5: its made-up key would be 'block-5' too
    ]);
    const keys = result.map((block) => block._key);
    expect(keys[0]).toBe('a');
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(6);
  });

  it('makes duplicated span keys unique within a block', () => {
    const [block] = cleanBlocks([
      {
        _type: 'block',
        _key: 'b',
        children: [
          { _type: 'span', _key: 's', text: 'Ethical ' },
          { _type: 'span', _key: 's', text: 'finance' },
          { _type: 'span', _key: 's', text: '!' },
        ],
      },
    ]) as AnyBlock[];
    const keys = ((block?.children ?? []) as AnyBlock[]).map((child) => child._key);
    expect(keys[0]).toBe('s');
    expect(new Set(keys).size).toBe(3);
  });

  it('gives 10,000 blocks sharing one key unique keys, quickly', () => {
    const body = Array.from({ length: 10_000 }, (_, index) => text(`Paragraph ${index}`, { _key: 'same' }));
    const started = performance.now();
    const keys = cleanBlocks(body).map((block) => block._key);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(new Set(keys).size).toBe(10_000);
  });

  it.each([
    '<iframe src="https://evil.example"></iframe>',
    'Look: <IFRAME src=x>',
    '<video src="clip.mp4" autoplay>',
    '< script>alert(1)</script>',
    '<embed src="x.swf">',
    '<object data="x"></object>',
  ])('drops a text block whose text carries an embed tag: %j', (html) => {
    expect(texts([text('Before'), text(html), text('After')])).toEqual(['Before', 'After']);
  });

  it('detects embed tags split across spans', () => {
    const split = {
      _type: 'block',
      children: [
        { _type: 'span', text: 'watch <ifr' },
        { _type: 'span', text: 'ame src=x>' },
      ],
    };
    expect(texts([split, text('Safe')])).toEqual(['Safe']);
  });

  it('keeps text that only mentions the words', () => {
    expect(texts([text('An iframe or a video can explain this.'), text('a < b and videos')])).toEqual([
      'An iframe or a video can explain this.',
      'a < b and videos',
    ]);
  });

  it('removes duplicate text blocks of the same style, even when they are not adjacent', () => {
    expect(
      texts([text('Intro'), text('Repeated paragraph'), text('Middle'), text('Repeated paragraph  ')]),
    ).toEqual(['Intro', 'Repeated paragraph', 'Middle']);
  });

  it('keeps the same text in different styles or list types', () => {
    expect(
      texts([
        text('Returns'),
        text('Returns', { style: 'h2' }),
        text('Returns', { listItem: 'bullet' }),
        text('Returns', { listItem: 'number' }),
        text('Returns', { style: 'h2' }),
      ]),
    ).toEqual(['Returns', 'Returns', 'Returns', 'Returns']);
  });

  it('keeps every empty block (spacing paragraphs are not duplicates)', () => {
    const result = cleanBlocks([text(''), text('Content'), text('   '), { _type: 'block', children: [] }]);
    expect(result).toHaveLength(4);
  });

  it('passes custom blocks through unchanged, with a _key', () => {
    const chart = { _type: 'chart', data: [1, 2, 3], title: 'Returns' };
    const result = cleanBlocks([chart, { _type: 'image', _key: 'img1', asset: { _ref: 'image-a-1x1-png' } }]);
    expect(result[0]).toMatchObject(chart);
    expect(typeof result[0]?._key).toBe('string');
    expect(result[1]).toEqual({ _type: 'image', _key: 'img1', asset: { _ref: 'image-a-1x1-png' } });
  });

  it('does not mutate its input', () => {
    const input = [{ _type: 'block', children: [{ text: 5 }] }];
    const copy = structuredClone(input);
    cleanBlocks(input);
    expect(input).toEqual(copy);
  });

  it('handles an enormous body quickly and keeps the unique blocks', () => {
    const body = Array.from({ length: 10_000 }, (_, index) => text(`Paragraph ${index % 2_500}`));
    const started = performance.now();
    const result = cleanBlocks(body);
    const elapsed = performance.now() - started;
    expect(result).toHaveLength(2_500);
    expect(blockText(result[2_499] as never)).toBe('Paragraph 2499');
    expect(elapsed).toBeLessThan(1_000);
  });
});

describe('blockText', () => {
  it('joins the text of all string children', () => {
    expect(
      blockText({
        _type: 'block',
        children: [{ text: 'Ethical ' }, { text: 3 }, { text: 'finance' }],
      } as never),
    ).toBe('Ethical finance');
  });

  it('is empty for a block without children', () => {
    expect(blockText({ _type: 'block' } as never)).toBe('');
  });
});
