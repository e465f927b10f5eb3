import type { RemoteProps } from '@quantethic/shared';
import { createBus, DEFAULT_SITE_CONFIG, RemotePropsProvider } from '@quantethic/shared';
import { BrowserRouter } from '@quantethic/shared/router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortableText, toBlocks } from './portable-text';

const props = { config: DEFAULT_SITE_CONFIG, bus: createBus() } as unknown as RemoteProps;
const span = (text: string, marks: string[] = []) => ({ _type: 'span', text, marks });
const block = (fields: Record<string, unknown>) => ({
  _type: 'block',
  markDefs: [],
  style: 'normal',
  ...fields,
});

function show(value: unknown) {
  return render(
    <BrowserRouter>
      <RemotePropsProvider value={props}>
        <PortableText value={value} />
      </RemotePropsProvider>
    </BrowserRouter>,
  );
}

describe('PortableText', () => {
  it('renders paragraphs, headings one level down, quotes and decorators', () => {
    show([
      block({ _key: 'h', style: 'h2', children: [span('Approach')] }),
      block({
        _key: 'p',
        children: [span('Plain '), span('bold', ['strong']), span(' and '), span('it', ['em'])],
      }),
      block({ _key: 'q', style: 'blockquote', children: [span('A quote')] }),
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Approach' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('it').tagName).toBe('EM');
    expect(screen.getByText('A quote').tagName).toBe('BLOCKQUOTE');
  });

  it('groups list items, with deeper levels nested', () => {
    const { container } = show([
      block({ _key: 'a', listItem: 'bullet', level: 1, children: [span('One')] }),
      block({ _key: 'b', listItem: 'bullet', level: 2, children: [span('One.a')] }),
      block({ _key: 'c', listItem: 'bullet', level: 1, children: [span('Two')] }),
      block({ _key: 'd', listItem: 'number', level: 1, children: [span('First')] }),
    ]);
    expect(container.querySelectorAll(':scope > ul > li')).toHaveLength(2);
    expect(container.querySelector('ul > li > ul > li')).toHaveTextContent('One.a');
    expect(container.querySelector(':scope > ol > li')).toHaveTextContent('First');
  });

  it('keeps internal /team/ links in the app, opens others in a new tab, drops unsafe ones', () => {
    show([
      block({
        _key: 'l',
        markDefs: [
          { _key: 'm1', _type: 'link', href: '/team/mei-chen' },
          { _key: 'm2', _type: 'link', href: 'https://aaoifi.com' },
          { _key: 'm3', _type: 'link', href: 'javascript:alert(1)' },
        ],
        children: [span('Mei', ['m1']), span(' AAOIFI', ['m2']), span(' bad', ['m3'])],
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Mei' })).toHaveAttribute('href', '/team/mei-chen');
    const external = screen.getByRole('link', { name: /AAOIFI/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /bad/ })).not.toBeInTheDocument();
  });

  it('drops embedded frames, duplicate blocks and junk', () => {
    const blocks = toBlocks([
      block({ _key: '1', children: [span('Same')] }),
      block({ _key: '2', children: [span('Same')] }),
      block({ _key: '3', children: [span('<iframe src="x">')] }),
      null,
      { _type: 'video' },
      'text',
    ]);
    expect(blocks).toHaveLength(1);
    expect(toBlocks('nope')).toEqual([]);
  });
});
