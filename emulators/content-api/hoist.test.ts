// @vitest-environment node
import { evaluate, evaluateSync, parse, toJS } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { IN_LANGUAGE } from '../../kit/src/content/language';
import { hoistInvariantSubqueries } from './hoist.mjs';

// A dataset with translations: 40 English posts, every fourth with an Arabic version.
const dataset = Array.from({ length: 40 }, (_, i) => [
  { _id: `post-${i}`, _type: 'knowledgePost', language: 'en', title: `Post ${i}`, n: i },
  ...(i % 4 === 0
    ? [
        { _id: `post-${i}__i18n_ar`, _type: 'knowledgePost', language: 'ar', title: `مقالة ${i}`, n: i },
        {
          _id: `translation.metadata.post-${i}`,
          _type: 'translation.metadata',
          translations: [
            { _key: 'en', value: { _type: 'reference', _ref: `post-${i}` } },
            { _key: 'ar', value: { _type: 'reference', _ref: `post-${i}__i18n_ar` } },
          ],
        },
      ]
    : []),
]).flat();

async function run(query: string, params: Record<string, unknown>, hoist: boolean) {
  let tree = parse(query, { params });
  let evaluations = 0;
  if (hoist)
    tree = hoistInvariantSubqueries(tree, (node: Parameters<typeof evaluateSync>[0]) => {
      evaluations += 1;
      return toJS(evaluateSync(node, { dataset, params }));
    });
  return { result: await (await evaluate(tree, { dataset, params })).get(), evaluations, tree };
}

describe('hoistInvariantSubqueries', () => {
  const queries: [string, string, Record<string, unknown>][] = [
    ['posts in a language', `*[_type == "knowledgePost" && ${IN_LANGUAGE}] | order(n asc){_id}`, {}],
    [
      'by a field, in a language',
      `*[_type == "knowledgePost" && n > $min && ${IN_LANGUAGE}] | order(n desc)[0...3]{_id, title}`,
      { min: 10 },
    ],
    [
      'a subquery that reads its parent stays per document',
      `*[_type == "knowledgePost" && count(*[_type == "knowledgePost" && n < ^.n]) < 5]._id`,
      {},
    ],
  ];

  it.each(queries)('gives the same result as without it: %s', async (_, query, params) => {
    for (const language of ['en', 'ar']) {
      const asked = { ...params, language };
      expect((await run(query, asked, true)).result).toEqual((await run(query, asked, false)).result);
    }
  });

  it('evaluates the translations subquery of IN_LANGUAGE once, not once per document', async () => {
    const { evaluations, result } = await run(
      `*[_type == "knowledgePost" && ${IN_LANGUAGE}]._id`,
      { language: 'ar' },
      true,
    );
    expect(evaluations).toBe(1);
    expect(result).toHaveLength(40);
    expect(result).toContain('post-4__i18n_ar');
    expect(result).not.toContain('post-4');
  });

  it('leaves a query without such subqueries as it is', async () => {
    const tree = parse('*[_type == "knowledgePost" && count(*[_id == ^._id]) > 0]{_id, "up": ^._id}');
    expect(hoistInvariantSubqueries(tree, () => 'never')).toBe(tree);
  });
});
