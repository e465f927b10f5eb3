import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withElement } from './with-element';

describe('withElement', () => {
  it('puts the element where the message has the value, in any language', () => {
    const en = (email: string) => `We sent a link to ${email}. Check your inbox.`;
    const ar = (email: string) => `أرسلنا رابطًا إلى ${email}. تحقّق من بريدك.`;
    const { container: first } = render(<p>{withElement(en, <strong>aisha@example.com</strong>)}</p>);
    expect(first.innerHTML).toBe(
      '<p>We sent a link to <strong>aisha@example.com</strong>. Check your inbox.</p>',
    );
    const { container: second } = render(<p>{withElement(ar, <strong>aisha@example.com</strong>)}</p>);
    expect(second.textContent).toBe('أرسلنا رابطًا إلى aisha@example.com. تحقّق من بريدك.');
    expect(second.querySelector('strong')?.textContent).toBe('aisha@example.com');
  });

  it('at the start, at the end, or not at all', () => {
    const { container } = render(
      <>
        <p>{withElement((name) => `${name} saved`, <b>N</b>)}</p>
        <p>{withElement((name) => `Saved: ${name}`, <b>N</b>)}</p>
        <p>{withElement(() => 'No value', <b>N</b>)}</p>
      </>,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.innerHTML)).toEqual([
      '<b>N</b> saved',
      'Saved: <b>N</b>',
      'No value',
    ]);
  });
});
