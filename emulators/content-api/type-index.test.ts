// @vitest-environment node
import { parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { queryDocumentTypes } from './type-index.mjs';

const typesOf = (query: string, params: Record<string, unknown> = {}) => {
  const types = queryDocumentTypes(parse(query, { params }), params);
  return types ? [...types].sort() : null;
};

describe('queryDocumentTypes', () => {
  it.each([
    ['*[_type == "course"]', ['course']],
    ['*[_type == $t && slug.current == $s]', ['course'], { t: 'course', s: 'x' }],
    ['*[slug.current == "x" && _type == "post"][0]', ['post']],
    ['*[_type in ["a", "b"]]', ['a', 'b']],
    ['*[_type == "a" || _type == "b"]', ['a', 'b']],
    ['*[_type == "page"][0]{"s": *[_type == "service" && _id in ^.services[]._ref]}', ['page', 'service']],
  ])('%s reads only %j', (query: string, expected: string[], params: Record<string, unknown> = {}) => {
    expect(typesOf(query, params)).toEqual(expected);
  });

  it.each([
    '*',
    '*[slug.current == "x"]',
    '*[_type == "a" || slug.current == "x"]',
    'count(*)',
    '*[_type == "course"]{"all": *[defined(title)]}',
    '*[_type != "course"]',
  ])('%s needs the whole dataset', (query) => {
    expect(typesOf(query)).toBeNull();
  });
});
