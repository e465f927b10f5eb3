// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { highlight } from './index';

describe('highlight', () => {
  it.each([
    ['python', 'def f(x):\n    return 1'],
    ['r', 'f <- function(x) { TRUE }'],
    ['sql', 'SELECT 1 FROM t'],
    ['javascript', 'const x = 1;'],
    ['typescript', 'const x: number = 1;'],
    ['json', '{"a": 1}'],
    ['bash', 'echo "hi" # greet'],
    ['excel', '=SUM(A1:A3)'],
  ])('marks up %s', (language, code) => {
    expect(highlight(code, language)).toContain('<span class="hljs-');
  });

  it.each([
    ['py', 'python'],
    ['ts', 'typescript'],
    ['JS', 'javascript'],
    ['sh', 'bash'],
  ])('knows the alias %s', (alias) => {
    expect(highlight('echo "hi"', alias)).not.toBeNull();
  });

  it('returns null for an unknown or missing language, so the block shows plain text', () => {
    expect(highlight('x', 'cobol')).toBeNull();
    expect(highlight('x', '')).toBeNull();
    expect(highlight('x', null)).toBeNull();
    expect(highlight('x', undefined)).toBeNull();
  });

  it('escapes markup in the code', () => {
    const html = highlight('const s = "<img src=x onerror=alert(1)>";', 'javascript') ?? '';
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});
