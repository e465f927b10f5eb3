// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createContentCollector, parseContentSeed } from './snapshot';

describe('parseContentSeed', () => {
  it('reads the path and the ok and empty results', () => {
    const text = JSON.stringify({
      path: '/courses',
      content: { catalogue: { status: 'ok', data: [1] }, team: { status: 'empty' } },
    });
    expect(parseContentSeed(text)).toEqual({
      path: '/courses',
      content: { catalogue: { status: 'ok', data: [1] }, team: { status: 'empty' } },
    });
  });

  it('drops malformed entries and rejects a malformed seed', () => {
    const text = JSON.stringify({
      path: '/about',
      content: { a: { status: 'error' }, b: { status: 'ok' }, c: 'x', d: { status: 'ok', data: null } },
    });
    expect(parseContentSeed(text)).toEqual({ path: '/about', content: { d: { status: 'ok', data: null } } });
    for (const bad of [null, '', '{', '[]', '{"path":1,"content":{}}', '{"path":"/a"}'])
      expect(parseContentSeed(bad)).toBeNull();
  });
});

describe('createContentCollector', () => {
  it('runs each keyed request once and records its result', async () => {
    const collector = createContentCollector();
    const start = vi.fn(async () => ({ status: 'ok' as const, data: 'x' }));
    const first = collector.load('k', start);
    expect(collector.load('k', start)).toBe(first);
    await first;
    expect(start).toHaveBeenCalledTimes(1);
    expect(collector.results.get('k')).toEqual({ status: 'ok', data: 'x' });
  });
});
