import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enormousBody, hostileBody } from '../../testing/hostile-content';
import { fileDetails, linkParagraph, paragraph, renderAt, testProps } from '../../testing/render';
import { knowledgeMessages } from '../messages';
import ArticleBody from './article-body';
import { bodyMessages } from './body-messages';
import type { ChartCanvasProps } from './chart-canvas';

// Chart.js needs a real canvas: the drawing is covered end to end; here the block around it, and
// the canvas's label (what the chart shows, in the page's language), as the real one writes it.
vi.mock('./chart-canvas', async () => {
  const { describeChart, useChartDescriptionMessages } = await import(
    './chart-description/chart-description'
  );
  return {
    default: function ChartCanvas({ kind, title, data, locale }: ChartCanvasProps) {
      const label = describeChart(kind, title, data, useChartDescriptionMessages());
      return <div role="img" aria-label={label} data-testid="chart-canvas" data-locale={locale} />;
    },
  };
});

/** The remote's texts and the body's in Arabic (the shell's `ready`, then the body's own). */
const arabicTexts = () => Promise.all([knowledgeMessages.load('ar'), bodyMessages.load('ar')]);

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))/;

/** Every URL the page would load or follow. */
function urls(container: HTMLElement) {
  return [
    ...container.querySelectorAll<HTMLElement>('[href], [src], [data], [action], [formaction]'),
  ].flatMap((element) =>
    ['href', 'src', 'data', 'action', 'formaction']
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => value !== null),
  );
}

// The hostile corpus is large on purpose: give it time on a slow machine.
const SLOW = 30_000;

describe('ArticleBody over hostile content', () => {
  it(
    'renders without crashing and without a live script, data or relative-protocol URL',
    async () => {
      const { container } = renderAt(<ArticleBody body={hostileBody()} />);
      expect(await screen.findByText('A paragraph that appears twice.')).toBeInTheDocument();
      for (const url of urls(container)) expect(url).toMatch(SAFE_URL);
      for (const element of container.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
          expect(attribute.name).not.toMatch(/^on/i);
        }
      }
      expect(container.querySelector('script, embed, object, video')).toBeNull();
    },
    SLOW,
  );

  it(
    'drops blocks carrying frame or video HTML and duplicate text',
    async () => {
      const { container } = renderAt(<ArticleBody body={hostileBody()} />);
      await screen.findByText('A paragraph that appears twice.');
      expect(screen.getAllByText('A paragraph that appears twice.')).toHaveLength(1);
      for (const paragraph of container.querySelectorAll('p')) {
        expect(paragraph.textContent).not.toMatch(/<iframe|<video|<script|<embed/);
      }
      for (const frame of container.querySelectorAll('iframe')) {
        expect(frame.getAttribute('src')).toMatch(/^https:\/\//);
        expect(frame.getAttribute('src')).not.toMatch(/evil\.example/);
      }
    },
    SLOW,
  );

  it(
    'renders unknown block types as nothing',
    async () => {
      const { container } = renderAt(<ArticleBody body={hostileBody()} />);
      await screen.findByText('A paragraph that appears twice.');
      expect(container.textContent).not.toContain('Should QuantEthic run a poll?');
      expect(container.textContent).not.toContain('alert(1)Yes');
    },
    SLOW,
  );

  it(
    'turns unsafe links into plain text and keeps safe ones live',
    async () => {
      renderAt(<ArticleBody body={hostileBody()} />);
      for (let index = 0; index < 11; index += 1) {
        const text = await screen.findByText(`unsafe link ${index}`);
        expect(text.closest('a')).toBeNull();
      }
      expect(screen.getByRole('link', { name: 'a team link' })).toHaveAttribute('href', '/team/amina-hassan');
      expect(screen.getByRole('link', { name: 'an author link' })).toHaveAttribute(
        'href',
        '/team/amina-hassan',
      );
      expect(screen.getByRole('link', { name: 'an article link' })).toHaveAttribute(
        'href',
        '/knowledge/what-is-murabaha',
      );
      for (const name of [/a safe external link/, /a mail link/]) {
        const link = screen.getByRole('link', { name });
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      expect(screen.getByText('Script link block').closest('a')).toBeNull();
      expect(screen.getByRole('link', { name: /^OK/ })).toHaveAttribute('href', 'https://ok.example/2');
    },
    SLOW,
  );

  it(
    'shows chart problems as messages, never as a broken chart',
    async () => {
      const { user } = renderAt(<ArticleBody body={hostileBody()} />);
      const errors = await screen.findAllByText(/^Error parsing chart data: /, { selector: '[role="note"]' });
      expect(errors.map((error) => error.textContent)).toEqual([
        expect.stringMatching(/^Error parsing chart data: .*JSON/),
        'Error parsing chart data: expected an object with "labels" and "datasets"',
      ]);
      expect(screen.getAllByText('This chart has no data to show.').length).toBeGreaterThanOrEqual(2);
      const huge = await screen.findByRole('img', {
        name: /^Bar chart: Huge\. 12 series \(.*\) across 500 categories/,
      });
      expect(huge).toBeInTheDocument();
      const figure = huge.closest('figure') as HTMLElement;
      expect(within(figure).queryByRole('table')).toBeNull();
      await user.click(within(figure).getByText('Show the data as a table'));
      expect(within(within(figure).getByRole('table')).getAllByRole('row')).toHaveLength(501);
    },
    SLOW,
  );

  it(
    'shows the unsupported-URL message for other video hosts and bad links',
    async () => {
      renderAt(<ArticleBody body={hostileBody()} />);
      expect(
        await screen.findByText('Unsupported video URL: https://www.dailymotion.com/video/x8abc12'),
      ).toBeInTheDocument();
      expect(screen.getByText('Unsupported video URL: javascript:alert(1)')).toBeInTheDocument();
      expect(screen.getByText('Invalid YouTube URL: https://youtu.be/bad')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'never embeds slides from a non-https source',
    async () => {
      renderAt(<ArticleBody body={hostileBody()} />);
      for (const title of ['JS slides', 'HTTP slides', 'Data slides', 'Script slides']) {
        expect(await screen.findByText(`The slides “${title}” can’t be shown here.`)).toBeInTheDocument();
      }
      expect(screen.queryByTitle(/^Slides:/)).toBeNull();
    },
    SLOW,
  );

  it(
    'renders an enormous body',
    async () => {
      const { container } = renderAt(<ArticleBody body={enormousBody(3000)} />);
      expect(await screen.findByText(/^Paragraph 2999 /)).toBeInTheDocument();
      expect(container.querySelectorAll('p').length).toBe(3001);
    },
    SLOW,
  );

  it.each([null, undefined, 'text', 42, {}, [null]])(
    'renders nothing for a body of %j',
    (body) => {
      const { container } = renderAt(<ArticleBody body={body} />);
      expect(container.textContent).toBe('');
    },
    SLOW,
  );
});

describe('ArticleBody block types (SPEC §3)', () => {
  const pdfAsset = {
    url: 'http://localhost:4010/files/p/d/term-sheet.pdf',
    originalFilename: 'term-sheet.pdf',
    size: 2153,
  };

  it('chart: title, drawing with a description, and a data table', async () => {
    const { user } = renderAt(
      <ArticleBody
        body={[
          {
            _type: 'chart',
            _key: 'c',
            title: 'Profit by year',
            chartType: 'bar',
            description: 'Computed from the example.',
            data: '{"labels":["Year 1","Year 2"],"datasets":[{"label":"Effective","data":[8766,3234]}]}',
          },
        ]}
      />,
    );
    const figure = (await screen.findByText('Profit by year', { selector: 'figcaption' })).closest(
      'figure',
    ) as HTMLElement;
    expect(
      within(figure).getByRole('img', { name: /^Bar chart: Profit by year\. 1 series \(Effective\)/ }),
    ).toBeInTheDocument();
    await user.click(within(figure).getByText('Show the data as a table'));
    const table = within(figure).getByRole('table', { name: 'Profit by year' });
    expect(within(table).getByRole('columnheader', { name: 'Effective' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Year 1 8,766' })).toBeInTheDocument();
  });

  it("chart in Arabic: the drawing and the table use the page's number formats (decision 0015)", async () => {
    await arabicTexts();
    const { user } = renderAt(
      <ArticleBody
        body={[
          {
            _type: 'chart',
            _key: 'c',
            title: 'Profit by year',
            chartType: 'line',
            data: '{"labels":["Year 1","Year 2"],"datasets":[{"label":"Effective","data":[8766.123456,-5]}]}',
          },
        ]}
      />,
      { props: { ...testProps(), locale: 'ar' } },
    );
    expect(await screen.findByTestId('chart-canvas')).toHaveAttribute('data-locale', 'ar');
    await user.click(screen.getByText('عرض البيانات في جدول'));
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    // Western digits; a minus sign kept before its digits in right-to-left text (U+200E).
    expect(cells.map((cell) => cell.textContent)).toEqual(['8,766.1235', '\u200E-5']);
  });

  it("chart in Arabic: its problems and its description are in the page's language", async () => {
    await arabicTexts();
    renderAt(
      <ArticleBody
        body={[
          { _type: 'chart', _key: 'a', title: 'Broken', data: '{"labels":[1}' },
          { _type: 'chart', _key: 'b', title: 'Empty', data: '' },
          { _type: 'chart', _key: 'c', title: 'List', data: '[1,2]' },
          {
            _type: 'chart',
            _key: 'd',
            title: 'Profit by year',
            chartType: 'line',
            data: '{"labels":["Year 1","Year 2"],"datasets":[{"data":[1,2]}]}',
          },
        ]}
      />,
      { props: { ...testProps(), locale: 'ar' } },
    );
    const notes = await screen.findAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      expect.stringMatching(/^تعذّر تحليل بيانات الرسم البياني: .*JSON/),
      'لا توجد بيانات لعرضها في هذا الرسم البياني.',
      'تعذّر تحليل بيانات الرسم البياني: كان المتوقَّع كائنًا يحتوي على "labels" و"datasets"',
    ]);
    expect(
      await screen.findByRole('img', {
        name: 'رسم بياني خطي: Profit by year. سلسلة بيانات واحدة (السلسلة 1) في فئتين؛ ويعرض جدول البيانات جميع القيم.',
      }),
    ).toBeInTheDocument();
  });

  /** A PDF and a slide deck, as an article that has both carries them. */
  const pdfAndSlides = [
    { _type: 'pdfDocument', _key: 'p', title: 'Sample term sheet', file: { asset: pdfAsset } },
    {
      _type: 'slides',
      _key: 's',
      title: 'Deck',
      slidesUrl: 'https://docs.google.com/presentation/d/abc/embed',
    },
  ];

  it('pdfDocument: inline viewer and download', async () => {
    renderAt(
      <ArticleBody
        body={[
          {
            _type: 'pdfDocument',
            _key: 'p',
            title: 'Sample term sheet',
            description: 'Annotated.',
            file: { asset: pdfAsset },
          },
        ]}
      />,
    );
    expect(await screen.findByTitle('PDF viewer: Sample term sheet')).toHaveAttribute('src', pdfAsset.url);
    const download = screen.getByRole('link', { name: /^Download PDF: Sample term sheet/ });
    expect(download).toHaveAttribute('href', pdfAsset.url);
    expect(download).toHaveAttribute('download', 'term-sheet.pdf');
    expect(screen.getByText(fileDetails('term-sheet.pdf · 2 KB'))).toBeInTheDocument();
  });

  it('in a dialog (the hub preview): no PDF viewer or slides frame, whose focus the dialog cannot hold; their links stay', async () => {
    renderAt(<ArticleBody frames={false} body={pdfAndSlides} />);
    expect(await screen.findByRole('link', { name: /^Download PDF: Sample term sheet/ })).toHaveAttribute(
      'href',
      pdfAsset.url,
    );
    expect(screen.getByRole('link', { name: /^Open the slides in a new tab: Deck/ })).toBeInTheDocument();
    expect(screen.queryByTitle('PDF viewer: Sample term sheet')).toBeNull();
    expect(screen.queryByTitle('Slides: Deck')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("pdfDocument and slides: the viewers load only when a reader nears them (a browser's PDF viewer is heavy)", async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderAt(<ArticleBody body={pdfAndSlides} />);
      // The page is live, its download link works, and no viewer has loaded yet.
      expect(
        await screen.findByRole('link', { name: /^Download PDF: Sample term sheet/ }),
      ).toBeInTheDocument();
      await vi.waitFor(() => expect(observers.length).toBeGreaterThanOrEqual(2));
      expect(screen.queryByTitle('PDF viewer: Sample term sheet')).toBeNull();
      expect(document.querySelector('iframe')).toBeNull();
      const { act } = await import('@testing-library/react');
      act(() => {
        for (const { callback } of observers)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
      expect(await screen.findByTitle('PDF viewer: Sample term sheet')).toHaveAttribute('src', pdfAsset.url);
      expect(document.querySelectorAll('iframe')).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('slides: sandboxed https embed from the embed code, download only when allowed', async () => {
    const src = 'https://docs.google.com/presentation/d/e/x/embed?start=false&loop=false';
    renderAt(
      <ArticleBody
        body={[
          {
            _type: 'slides',
            _key: 'a',
            title: 'Lecture',
            embedCode: `<iframe src="${src.replace('&', '&amp;')}"></iframe>`,
            downloadable: false,
            file: { asset: pdfAsset },
          },
          {
            _type: 'slides',
            _key: 'b',
            title: 'Workshop',
            slidesUrl: src,
            downloadable: true,
            file: { asset: pdfAsset },
          },
        ]}
      />,
    );
    const lecture = await screen.findByTitle('Slides: Lecture');
    expect(lecture).toHaveAttribute('src', src);
    expect(lecture.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.queryByRole('link', { name: /^Download slides: Lecture/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Download slides: Workshop/ })).toHaveAttribute(
      'href',
      pdfAsset.url,
    );
  });

  it('codeBlock: filename, code and a copy button', async () => {
    renderAt(
      <ArticleBody
        body={[{ _type: 'codeBlock', _key: 'k', code: 'print(1)', language: 'python', filename: 'var.py' }]}
      />,
    );
    expect(await screen.findByText('var.py')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy var.py' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Copy var.py' }).closest('figure')?.querySelector('pre'),
    ).toHaveTextContent('print(1)');
  });

  it('videoEmbed and youtube: YouTube and Vimeo players with captions', async () => {
    renderAt(
      <ArticleBody
        body={[
          {
            _type: 'videoEmbed',
            _key: 'v',
            url: 'https://vimeo.com/347119375',
            caption: 'Webinar recording',
          },
          { _type: 'youtube', _key: 'y', url: 'https://youtu.be/IqFCuKTEx94' },
        ]}
      />,
    );
    expect(await screen.findByTitle('Webinar recording')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/player\.vimeo\.com\/video\/347119375/),
    );
    expect(screen.getByText('Webinar recording', { selector: 'figcaption' })).toBeInTheDocument();
    expect(screen.getByTitle('YouTube video')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/IqFCuKTEx94/),
    );
  });

  it('image and imageWithAlt: responsive image with alt text and caption', async () => {
    renderAt(
      <ArticleBody
        body={[
          {
            _type: 'image',
            _key: 'i',
            asset: { _ref: 'image-abc123-960x420-svg' },
            alt: 'Murabaha flow',
            caption: 'The five steps.',
          },
          {
            _type: 'imageWithAlt',
            _key: 'j',
            asset: { _ref: 'image-def456-800x600-png' },
            alt: 'Second image',
          },
        ]}
      />,
    );
    const image = await screen.findByRole('img', { name: 'Murabaha flow' });
    expect(image.getAttribute('srcset')).toMatch(/w=480.* 480w, .*w=1200.* 1200w$/);
    expect(image).toHaveAttribute('width', '960');
    expect(screen.getByText('The five steps.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Second image' })).toBeInTheDocument();
  });

  it('file: name, size and a download link', async () => {
    renderAt(
      <ArticleBody
        body={[{ _type: 'file', _key: 'f', title: 'Cheat sheet', asset: { ...pdfAsset, size: 4096 } }]}
      />,
    );
    expect(await screen.findByText('Cheat sheet')).toBeInTheDocument();
    expect(screen.getByText(fileDetails('term-sheet.pdf · 4 KB'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Download: Cheat sheet/ })).toHaveAttribute(
      'href',
      pdfAsset.url,
    );
  });

  it("file and PDF in Arabic: the size in the page's language", async () => {
    await arabicTexts();
    renderAt(
      <ArticleBody
        body={[
          { _type: 'file', _key: 'f', title: 'Cheat sheet', asset: { ...pdfAsset, size: 4096 } },
          { _type: 'pdfDocument', _key: 'p', title: 'Sample term sheet', file: { asset: pdfAsset } },
        ]}
      />,
      { props: { ...testProps(), locale: 'ar' } },
    );
    expect(await screen.findByText(fileDetails('term-sheet.pdf · 4 كيلوبايت'))).toBeInTheDocument();
    expect(screen.getByText(fileDetails('term-sheet.pdf · 2 كيلوبايت'))).toBeInTheDocument();
    // The file name is isolated from the Arabic around it, and left as it is by translators.
    for (const name of screen.getAllByText('term-sheet.pdf')) {
      expect(name.tagName).toBe('BDI');
      expect(name).toHaveAttribute('translate', 'no');
    }
  });

  it('text: headings (content h1 becomes h2), lists and quotes', async () => {
    renderAt(
      <ArticleBody
        body={[
          paragraph('Big title', { style: 'h1' }),
          paragraph('Section', { style: 'h3' }),
          paragraph('A quote', { style: 'blockquote' }),
          paragraph('First item', { listItem: 'bullet', level: 1 }),
          linkParagraph('Read the guide', '/knowledge/what-is-murabaha'),
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Big title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByText('A quote').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('First item');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
