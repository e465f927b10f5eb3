import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteProps,
  RemotePropsProvider,
} from '@quantethic/shared';
import { BrowserRouter } from '@quantethic/shared/router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_IMAGES } from '../assets';
import { richTextMessages } from './messages';
import { RichText, RichTextLink } from './rich-text';

const props: RemoteProps = {
  contractVersion: '1.0.0',
  basePath: '/',
  bus: createBus(),
  auth: createUnavailableAuthPort(),
  config: {
    ...DEFAULT_SITE_CONFIG,
    content: { ...DEFAULT_SITE_CONFIG.content, projectId: 'p', dataset: 'd', apiHost: null },
  },
};

function Providers({ children }: { children: ReactNode }) {
  return (
    <RemotePropsProvider value={props}>
      <BrowserRouter>{children}</BrowserRouter>
    </RemotePropsProvider>
  );
}

const renderRich = (ui: ReactNode) => render(ui, { wrapper: Providers });

type Span = string | { text: string; marks: string[] };

let keyCounter = 0;
function block(children: Span[], extra: Record<string, unknown> = {}) {
  keyCounter += 1;
  return {
    _type: 'block',
    _key: `b${keyCounter}`,
    style: 'normal',
    markDefs: [],
    children: children.map((child, index) =>
      typeof child === 'string'
        ? { _type: 'span', _key: `s${index}`, text: child, marks: [] }
        : { _type: 'span', _key: `s${index}`, ...child },
    ),
    ...extra,
  };
}

/** A paragraph whose only span links to `href`. */
function linked(label: string, href: unknown) {
  return block([{ text: label, marks: ['l1'] }], { markDefs: [{ _key: 'l1', _type: 'link', href }] });
}

describe('RichText', () => {
  it('renders paragraphs, headings, quotes, lists and emphasis', () => {
    renderRich(
      <RichText
        value={[
          block([
            'Ethical finance is ',
            { text: 'growing', marks: ['strong'] },
            ' ',
            { text: 'fast', marks: ['em'] },
          ]),
          block(['Section'], { style: 'h2' }),
          block(['Subsection'], { style: 'h3' }),
          block(['Quoted wisdom'], { style: 'blockquote' }),
          block(['First point'], { listItem: 'bullet', level: 1 }),
          block(['Second point'], { listItem: 'bullet', level: 1 }),
          block(['Step one'], { listItem: 'number', level: 1 }),
        ]}
      />,
    );
    const paragraph = screen.getByText(/Ethical finance is/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph).toHaveTextContent('Ethical finance is growing fast');
    expect(within(paragraph).getByText('growing').tagName).toBe('STRONG');
    expect(within(paragraph).getByText('fast').tagName).toBe('EM');
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Subsection' })).toBeInTheDocument();
    expect(screen.getByText('Quoted wisdom').closest('blockquote')).not.toBeNull();

    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(
      within(lists[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First point', 'Second point']);
    expect(within(lists[1] as HTMLElement).getByRole('listitem')).toHaveTextContent('Step one');
  });

  it('renders a content h1 as a section heading (h2): the page owns its h1', () => {
    renderRich(<RichText value={[block(['Big title'], { style: 'h1' })]} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Big title' })).toBeInTheDocument();
  });

  it('renders code, underline and strike-through decorators', () => {
    renderRich(
      <RichText
        value={[
          block([
            { text: 'murabaha()', marks: ['code'] },
            ' ',
            { text: 'key', marks: ['underline'] },
            ' ',
            { text: 'old', marks: ['strike-through'] },
            ' ',
            { text: 'both', marks: ['strong', 'em'] },
          ]),
        ]}
      />,
    );
    expect(screen.getByText('murabaha()').tagName).toBe('CODE');
    expect(screen.getByText('key')).toHaveStyle({ textDecoration: 'underline' });
    expect(screen.getByText('old').tagName).toBe('DEL');
    const both = screen.getByText('both');
    expect([both.tagName, both.parentElement?.tagName].sort()).toEqual(['EM', 'STRONG']);
  });

  it('nests deeper list levels inside the item before them', () => {
    const { container } = renderRich(
      <RichText
        value={[
          block(['One'], { listItem: 'bullet', level: 1 }),
          block(['One.a'], { listItem: 'bullet', level: 2 }),
          block(['Two'], { listItem: 'bullet', level: 1 }),
          block(['Unlevelled'], { listItem: 'number' }),
        ]}
      />,
    );
    expect(container.querySelectorAll(':scope > ul > li')).toHaveLength(2);
    expect(container.querySelector(':scope > ul > li > ul > li')).toHaveTextContent('One.a');
    expect(container.querySelector(':scope > ol > li')).toHaveTextContent('Unlevelled');
  });

  it('keeps content headings one level under the section with headingLevel', () => {
    const value = [
      block(['Title'], { style: 'h1' }),
      block(['Approach'], { style: 'h2' }),
      block(['Phase one'], { style: 'h3' }),
      block(['Detail'], { style: 'h4' }),
      block(['Fine print'], { style: 'h6' }),
    ];
    const { unmount } = renderRich(<RichText value={value} headingLevel={3} />);
    for (const name of ['Title', 'Approach', 'Phase one']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 4, name: 'Detail' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Fine print' })).toBeInTheDocument();
    unmount();

    // Inside a dialog section headed by an h3.
    renderRich(<RichText value={value} headingLevel={4} />);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Title',
      'Approach',
      'Phase one',
    ]);
    expect(screen.getAllByRole('heading', { level: 5 }).map((h) => h.textContent)).toEqual([
      'Detail',
      'Fine print',
    ]);
    // Other styles are unchanged.
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('renders h2–h4 as written without headingLevel (article bodies)', () => {
    renderRich(
      <RichText
        value={[block(['A'], { style: 'h2' }), block(['B'], { style: 'h3' }), block(['C'], { style: 'h4' })]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'B' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'C' })).toBeInTheDocument();
  });

  it('renders an unknown block style as a paragraph', () => {
    renderRich(<RichText value={[block(['Styled oddly'], { style: 'h9' })]} />);
    expect(screen.getByText('Styled oddly').tagName).toBe('P');
  });

  it('renders nothing for non-array values', () => {
    const { container } = renderRich(<RichText value="<script>alert(1)</script>" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('drops text blocks carrying embedded HTML frames and duplicate paragraphs', () => {
    renderRich(
      <RichText
        value={[block(['Intro']), block(['<iframe src="https://evil.example"></iframe>']), block(['Intro'])]}
      />,
    );
    expect(screen.getAllByText('Intro')).toHaveLength(1);
    expect(screen.queryByText(/iframe/)).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('renders every block of content with duplicated keys, without React key errors', () => {
    const error = vi.spyOn(console, 'error');
    const duplicate = (value: string) => ({ ...block([value]), _key: 'same' });
    renderRich(<RichText value={[duplicate('One'), duplicate('Two'), duplicate('Three')]} />);
    expect(screen.getAllByText(/^(One|Two|Three)$/).map((p) => p.textContent)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps a /knowledge/ link inside the app (no new tab)', async () => {
    const user = userEvent.setup();
    renderRich(<RichText value={[linked('Related article', '/knowledge/x')]} />);
    const link = screen.getByRole('link', { name: 'Related article' });
    expect(link).toHaveAttribute('href', '/knowledge/x');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveTextContent('opens in a new tab');
    // It is a router link: following it changes the location without a page load.
    await user.click(link);
    expect(window.location.pathname).toBe('/knowledge/x');
    window.history.replaceState(null, '', '/');
  });

  it('sends an /authors/ link to the team page', () => {
    renderRich(<RichText value={[linked('Jane Doe', '/authors/jane-doe')]} />);
    const link = screen.getByRole('link', { name: 'Jane Doe' });
    expect(link).toHaveAttribute('href', '/team/jane-doe');
    expect(link).not.toHaveAttribute('target');
  });

  it('keeps a /team/ link in the app', () => {
    renderRich(<RichText value={[linked('Our team', '/team/x')]} />);
    expect(screen.getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '/team/x');
  });

  // (The accessible-name algorithm of the test DOM drops the space before the hidden hint, hence \s*.)
  it('opens an https link in a new tab with rel noopener noreferrer and says so to screen readers', () => {
    renderRich(<RichText value={[linked('AAOIFI standards', 'https://aaoifi.com/standards')]} />);
    const link = screen.getByRole('link', { name: /^AAOIFI standards\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://aaoifi.com/standards');
    expect(link).toHaveAttribute('target', '_blank');
    const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
    expect(rel).toContain('noopener');
    expect(rel).toContain('noreferrer');
    const hint = within(link).getByText('(opens in a new tab)');
    expect(hint).toHaveClass('qe-visually-hidden');
  });

  it('opens a mailto link as an external link', () => {
    renderRich(<RichText value={[linked('Email us', 'mailto:hello@quantethic.com')]} />);
    expect(screen.getByRole('link', { name: /Email us/ })).toHaveAttribute(
      'href',
      'mailto:hello@quantethic.com',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.com',
    42,
  ])('renders the unsafe link %j as plain text', (href) => {
    const { container } = renderRich(<RichText value={[linked('Click me', href)]} />);
    expect(screen.getByText('Click me')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('a[href^="data"]')).toBeNull();
  });

  it('renders text with an unknown mark as plain text', () => {
    renderRich(<RichText value={[block([{ text: 'Marked', marks: ['sparkle'] }])]} />);
    expect(screen.getByText('Marked')).toBeInTheDocument();
  });

  it('renders nothing for an unknown block type and does not throw', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    renderRich(
      <RichText
        value={[block(['Before']), { _type: 'poll', _key: 'p1', question: 'Why?' }, block(['After'])]}
      />,
    );
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(screen.queryByText('Why?')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders an image block with alt text, caption and CDN sources', () => {
    renderRich(
      <RichText
        value={[
          {
            _type: 'image',
            _key: 'img',
            asset: { _ref: 'image-abc123-800x600-jpg' },
            alt: 'Growth chart',
            caption: 'Assets under management, 2015–2025',
          },
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'Growth chart' });
    expect(img.getAttribute('src')).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/p\/d\/abc123-800x600\.jpg\?/,
    );
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img.getAttribute('srcset')).toContain('480w');
    const figure = img.closest('figure') as HTMLElement;
    expect(within(figure).getByText('Assets under management, 2015–2025').tagName).toBe('FIGCAPTION');
  });

  it('renders an image block without a caption and with an empty alt as decorative', () => {
    const { container } = renderRich(
      <RichText value={[{ _type: 'image', _key: 'img', asset: { _ref: 'image-abc123-800x600-jpg' } }]} />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('survives a malformed image block (non-string alt and caption, bad asset): default image, text kept', () => {
    const { container } = renderRich(
      <RichText
        value={[
          block(['Before']),
          { _type: 'image', _key: 'img', asset: 'nonsense', alt: 42, caption: { evil: true } },
          block(['After']),
        ]}
      />,
    );
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', DEFAULT_IMAGES.courseThumbnail);
    expect(img).not.toHaveAttribute('srcset');
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('uses renderers given in `types` for custom blocks', () => {
    renderRich(
      <RichText
        value={[block(['Intro']), { _type: 'chart', _key: 'c1', title: 'Sukuk issuance' }]}
        types={{
          chart: ({ value }: { value: { title: string } }) => (
            <figure aria-label={`Chart: ${value.title}`}>{value.title}</figure>
          ),
        }}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Chart: Sukuk issuance' })).toHaveTextContent('Sukuk issuance');
  });

  it('keeps the built-in image renderer when custom types are given', () => {
    renderRich(
      <RichText
        value={[
          { _type: 'image', _key: 'img', asset: { _ref: 'image-abc123-800x600-jpg' }, alt: 'Still here' },
        ]}
        types={{ chart: () => <p>chart</p> }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Still here' })).toBeInTheDocument();
  });
});

describe('RichTextLink', () => {
  it('renders children as plain text for an unsafe href', () => {
    const unsafe = 'javascript:alert(1)';
    const { container } = renderRich(<RichTextLink href={unsafe}>Plain</RichTextLink>);
    expect(screen.getByText('Plain')).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
  });

  it('opens a same-site path outside the in-app prefixes in a new tab', () => {
    renderRich(<RichTextLink href="/courses">All courses</RichTextLink>);
    const link = screen.getByRole('link', { name: /^All courses\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', '/courses');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('RichTextLink on an Arabic page (RemoteProps.locale)', () => {
  it('says in Arabic that a link opens in a new tab', async () => {
    // The Arabic texts arrive inside an awaited act: only there does React resume a render waiting for them.
    await act(async () => {
      render(
        <RemotePropsProvider value={{ ...props, locale: 'ar' }}>
          <BrowserRouter>
            <RichTextLink href="https://aaoifi.com/standards">معايير أيوفي</RichTextLink>
          </BrowserRouter>
        </RemotePropsProvider>,
      );
      await richTextMessages.ready('ar');
    });
    expect(screen.getByRole('link')).toHaveAccessibleName(/^معايير أيوفي\s*\(يُفتح في علامة تبويب جديدة\)$/);
    expect(screen.queryByText(/opens in a new tab/)).toBeNull();
  });
});
