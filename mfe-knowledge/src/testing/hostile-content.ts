// A corpus of hostile and broken content: what an editor, a migration or an attacker can put in
// the content service. Every view must render it without crashing and without live script URLs.
import { linkParagraph, paragraph } from './render';

export const UNSAFE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  'file:///etc/passwd',
  42,
  null,
  { href: 'javascript:alert(1)' },
];

const validImage = {
  _type: 'image',
  asset: { _type: 'reference', _ref: 'image-abc123-800x600-svg' },
  alt: 'A diagram',
};

/** Body blocks of every kind, broken in every way. */
export function hostileBody(): unknown[] {
  return [
    null,
    'a string',
    3,
    [],
    { no: 'type' },
    { _type: 42 },
    paragraph('<iframe src="https://evil.example/x"></iframe>'),
    paragraph('<video src="https://cdn.evil.example/v.mp4" autoplay></video>'),
    paragraph('<script>alert(1)</script>'),
    paragraph('<embed src="https://evil.example/e">'),
    paragraph('A paragraph that appears twice.'),
    paragraph('A paragraph that appears twice.'),
    ...UNSAFE_URLS.map((href, index) => linkParagraph(`unsafe link ${index}`, href)),
    linkParagraph('a safe external link', 'https://ok.example/page'),
    linkParagraph('a team link', '/team/amina-hassan'),
    linkParagraph('an author link', '/authors/amina-hassan'),
    linkParagraph('an article link', '/knowledge/what-is-murabaha'),
    linkParagraph('a mail link', 'mailto:hello@quantethic.example'),
    { _type: 'block', _key: 'broken-1', children: null, markDefs: null, style: 42 },
    {
      _type: 'block',
      _key: 'broken-2',
      children: [null, { text: 42 }, { _type: 'span', text: 'kept text' }],
    },
    { _type: 'block', _key: 'broken-3', children: 'not an array', markDefs: 'nope' },
    {
      _type: 'block',
      _key: 'broken-4',
      markDefs: [null, { _key: 'x', _type: 'link' }],
      children: [{ _type: 'span', text: 'a link without href', marks: ['x', 7, null] }],
    },
    { _type: 'poll', _key: 'poll', question: 'Should QuantEthic run a poll?', options: ['Yes', 'No'] },
    { _type: 'script', _key: 'script', code: 'alert(1)' },
    {
      _type: 'chart',
      _key: 'chart-bad-json',
      title: 'Bad JSON',
      chartType: 'bar',
      data: '{"labels":["a"],"datasets":[{"label":"x,"data":[1]}]}',
    },
    { _type: 'chart', _key: 'chart-number', chartType: 'pie', data: 12 },
    { _type: 'chart', _key: 'chart-empty', data: '' },
    { _type: 'chart', _key: 'chart-null-datasets', data: '{"labels":null,"datasets":null}' },
    {
      _type: 'chart',
      _key: 'chart-wrong-type',
      chartType: { evil: true },
      title: ['x'],
      data: { labels: [1, null, {}], datasets: [{ data: ['1', 'two', 3] }] },
    },
    {
      _type: 'chart',
      _key: 'chart-huge',
      title: 'Huge',
      data: JSON.stringify({
        labels: Array.from({ length: 10_000 }, (_, i) => `L${i}`),
        datasets: Array.from({ length: 50 }, () => ({
          label: 'S',
          data: Array.from({ length: 10_000 }, (_, i) => i),
        })),
      }),
    },
    {
      _type: 'pdfDocument',
      _key: 'pdf-script',
      title: 'Script PDF',
      file: { asset: { url: 'javascript:alert(1)' } },
    },
    { _type: 'pdfDocument', _key: 'pdf-none', title: 'No file' },
    { _type: 'pdfDocument', _key: 'pdf-wrong', file: 'a string' },
    {
      _type: 'slides',
      _key: 'slides-js',
      title: 'JS slides',
      embedCode: '<iframe src="javascript:alert(1)"></iframe>',
    },
    {
      _type: 'slides',
      _key: 'slides-http',
      title: 'HTTP slides',
      embedCode: '<iframe src="http://evil.example/slides"></iframe>',
    },
    {
      _type: 'slides',
      _key: 'slides-data',
      title: 'Data slides',
      slidesUrl: 'data:text/html,<script>alert(1)</script>',
    },
    {
      _type: 'slides',
      _key: 'slides-script',
      title: 'Script slides',
      embedCode: '<script src="https://evil.example/x.js"></script><img onerror=alert(1)>',
    },
    {
      _type: 'slides',
      _key: 'slides-dl',
      title: 'Bad download',
      downloadable: 'yes',
      file: { asset: { url: 'https://files.example/s.pdf' } },
    },
    { _type: 'codeBlock', _key: 'code-number', code: 42, language: { x: 1 }, filename: [] },
    { _type: 'codeBlock', _key: 'code-empty', code: '', language: 'python', filename: 'empty.py' },
    { _type: 'codeBlock', _key: 'code-html', code: '<script>alert(1)</script>', language: 'html' },
    { _type: 'videoEmbed', _key: 'video-js', url: 'javascript:alert(1)', caption: 'Script video' },
    {
      _type: 'videoEmbed',
      _key: 'video-dm',
      url: 'https://www.dailymotion.com/video/x8abc12',
      caption: 'Dailymotion',
    },
    { _type: 'videoEmbed', _key: 'video-null', url: null },
    { _type: 'youtube', _key: 'yt-bad', url: 'https://youtu.be/bad' },
    { _type: 'image', _key: 'image-string', asset: 'string', alt: 42 },
    { _type: 'image', _key: 'image-js', asset: { url: 'javascript:alert(1)' } },
    { ...validImage, _type: 'imageWithAlt', _key: 'image-alt-number', alt: 42 },
    {
      _type: 'file',
      _key: 'file-data',
      title: 'Data file',
      asset: { url: 'data:application/pdf;base64,AAAA' },
    },
    { _type: 'file', _key: 'file-none', title: 'No asset' },
    { _type: 'link', _key: 'link-js', href: 'javascript:alert(1)', title: 'Script link block' },
    {
      _type: 'links',
      _key: 'links-mixed',
      links: [null, { href: 'data:x', title: 'Data' }, { url: 'https://ok.example/2', title: 'OK' }],
    },
  ];
}

/** Posts as a list query may return them, broken in every way. */
export function hostilePosts(): unknown[] {
  return [
    null,
    42,
    'post',
    [],
    {},
    {
      _id: 5,
      title: ['x'],
      slug: 7,
      summary: {},
      tags: 'Risk',
      date: 12345,
      estimatedReadingTime: '5',
      featuredImage: 'img.png',
      author: 'Amina',
      body: 'text',
      downloads: {},
    },
    {
      _id: 'null-arrays',
      title: 'Null arrays',
      slug: { current: 'null-arrays' },
      tags: null,
      body: null,
      downloads: null,
    },
    {
      _id: 'odd-tags',
      title: 'Odd tags',
      slug: { current: 'odd-tags' },
      tags: [null, 1, ' Risk ', 'Risk', {}, ''],
      date: 'not a date',
      estimatedReadingTime: -3,
      featuredImage: { asset: { _ref: 'image-abc123-800x600-svg' }, alt: 42 },
    },
    {
      _id: 'bad-slug',
      title: 'Sukuk vs Conventional  Bonds',
      slug: { current: 'Sukuk vs Conventional  Bonds' },
    },
    { _id: 'no-slug', title: 'No Slug At All' },
    { _id: 'empty-title', title: '   ', slug: { current: '' } },
    { _id: 'null-arrays', title: 'Duplicate id', slug: { current: 'duplicate-id' } },
    {
      _id: 'long',
      title: 'L'.repeat(5000),
      summary: 'S'.repeat(100_000),
      slug: { current: 'long' },
      tags: Array.from({ length: 500 }, (_, i) => `tag-${i}`),
    },
  ];
}

/** A post whose body is enormous. */
export function enormousBody(blocks = 3000): unknown[] {
  return [
    ...Array.from({ length: blocks }, (_, i) => paragraph(`Paragraph ${i} ${'lorem ipsum '.repeat(20)}`)),
    paragraph('x'.repeat(200_000)),
  ];
}
