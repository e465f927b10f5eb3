import { describe, expect, it } from 'vitest';
import { parseXml } from '../../testing/xml';
import { escapeXml, knowledgeFeed, rfc822 } from './rss';

const ATOM = 'http://www.w3.org/2005/Atom';
const DC = 'http://purl.org/dc/elements/1.1/';

const child = (parent: Element, name: string) =>
  [...parent.children].find((element) => element.tagName === name)?.textContent ?? null;

const POSTS = [
  {
    _id: 'a',
    _createdAt: '2024-05-01T08:00:00Z',
    _updatedAt: '2024-06-02T10:00:00Z',
    title: 'Risk & <Return>: "quoted" \u0001 ]]> it\'s',
    slug: { current: 'risk-and-return' },
    summary: 'Sharpe < Sortino & friends',
    tags: ['Risk', 'Quant & Co'],
    date: '2024-05-08',
    author: { name: 'Amina Hassan' },
  },
  {
    _id: 'b',
    _createdAt: '2023-01-15T12:34:56Z',
    _updatedAt: '2023-01-16T00:00:00Z',
    title: 'An undated post',
    slug: { current: 'Not A Valid Slug' },
  },
  null,
  'not a post',
  { _id: 'c', slug: { current: 'untitled' }, title: 42, _updatedAt: 'yesterday' },
];

describe('knowledgeFeed (RSS 2.0)', () => {
  it('is well-formed RSS 2.0 with the channel and an item per article, hostile text escaped', () => {
    const doc = parseXml(knowledgeFeed(POSTS, 'https://quantethic.example/'));
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0] as Element;
    expect(child(channel, 'title')).toBe('QuantEthic Knowledge Hub');
    expect(child(channel, 'link')).toBe('https://quantethic.example/knowledge');
    expect(child(channel, 'description')).toMatch(/^Articles, explainers and worked examples/);
    expect(child(channel, 'lastBuildDate')).toBe('Sun, 02 Jun 2024 10:00:00 GMT');
    const self = channel.getElementsByTagNameNS(ATOM, 'link')[0];
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('type')).toBe('application/rss+xml');
    expect(self?.getAttribute('href')).toBe('https://quantethic.example/knowledge/feed.xml');

    const items = [...channel.getElementsByTagName('item')];
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [Element, Element, Element];
    // The parser gives back exactly the text (a control character XML cannot hold is dropped).
    expect(child(first, 'title')).toBe('Risk & <Return>: "quoted"  ]]> it\'s');
    expect(child(first, 'link')).toBe('https://quantethic.example/knowledge/risk-and-return');
    const guid = first.getElementsByTagName('guid')[0];
    expect(guid?.textContent).toBe('https://quantethic.example/knowledge/risk-and-return');
    expect(guid?.getAttribute('isPermaLink')).toBe('true');
    expect(child(first, 'pubDate')).toBe('Wed, 08 May 2024 00:00:00 GMT');
    expect(child(first, 'description')).toBe('Sharpe < Sortino & friends');
    expect(first.getElementsByTagNameNS(DC, 'creator')[0]?.textContent).toBe('Amina Hassan');
    expect([...first.getElementsByTagName('category')].map((c) => c.textContent)).toEqual([
      'Risk',
      'Quant & Co',
    ]);
    // An undated post is dated by its creation; a slug not in normal form is normalised like the hub's links.
    expect(child(second, 'pubDate')).toBe('Sun, 15 Jan 2023 12:34:56 GMT');
    expect(child(second, 'link')).toBe('https://quantethic.example/knowledge/not-a-valid-slug');
    expect(second.getElementsByTagName('description')).toHaveLength(0);
    expect(second.getElementsByTagNameNS(DC, 'creator')).toHaveLength(0);
    expect(child(third, 'title')).toBe('Untitled article');
    expect(third.getElementsByTagName('pubDate')).toHaveLength(0);
  });

  it('is a valid empty channel without posts', () => {
    const doc = parseXml(knowledgeFeed([], 'https://quantethic.example'));
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')).toHaveLength(0);
    expect(doc.getElementsByTagName('title')[0]?.textContent).toBe('QuantEthic Knowledge Hub');
  });

  it('escapes the five XML special characters and drops what XML cannot hold', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0000\u001f\ud800`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('writes dates as RFC 822, nothing for a non-date', () => {
    expect(rfc822('2024-02-12')).toBe('Mon, 12 Feb 2024 00:00:00 GMT');
    expect(rfc822('2024-02-12T09:30:00+02:00')).toBe('Mon, 12 Feb 2024 07:30:00 GMT');
    expect(rfc822('soon')).toBeNull();
    expect(rfc822(null)).toBeNull();
  });
});
