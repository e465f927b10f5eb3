import { Route, Routes } from '@quantethic/shared/router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPostBySlugOrTitle } from '../../lib/api/get-post';
import { ARCHIVE_CARD, MURABAHA_POST, SUKUK_CARD } from '../../testing/fixtures';
import { hostileBody } from '../../testing/hostile-content';
import { renderAt } from '../../testing/render';
import { getRelatedPosts } from './api/get-related-posts';
import { ArticlePage } from './article-page';

vi.mock('../../lib/api/get-post', () => ({ getPostBySlugOrTitle: vi.fn() }));
vi.mock('./api/get-related-posts', () => ({ getRelatedPosts: vi.fn() }));
vi.mock('../../lib/body/chart-canvas', () => ({ default: () => <div data-testid="chart-canvas" /> }));

const load = vi.mocked(getPostBySlugOrTitle);
const related = vi.mocked(getRelatedPosts);

function renderArticle(path = '/knowledge/what-is-murabaha') {
  return renderAt(
    <Routes>
      <Route path="/knowledge" element={<p>The hub</p>} />
      <Route path="/knowledge/:slug" element={<ArticlePage />} />
    </Routes>,
    { path },
  );
}

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;
const link = (rel: string) => document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

beforeEach(() => {
  load.mockResolvedValue({ status: 'ok', data: MURABAHA_POST as never });
  related.mockResolvedValue({ status: 'ok', data: [SUKUK_CARD, ARCHIVE_CARD] as never });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ArticlePage', () => {
  it('shows the article: title, summary, author, date, reading time, image, body, downloads, tags', async () => {
    renderArticle();
    expect(screen.getByRole('status')).toHaveTextContent('Loading article...');
    const title = await screen.findByRole('heading', { level: 1, name: 'What Is Murabaha?' });
    expect(load).toHaveBeenCalledWith(expect.anything(), 'what-is-murabaha', 'en', expect.any(AbortSignal));
    // The article's own header (the related articles, loading beside it, have dates and times too).
    const header = within(title.closest('header') as HTMLElement);
    expect(header.getByText(/^The cost-plus sale behind most Islamic financing/)).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Amina Hassan' })).toHaveAttribute('href', '/team/amina-hassan');
    expect(header.getByText('12 February 2024')).toHaveAttribute('dateTime', '2024-02-12');
    expect(header.getByText('5 min read')).toBeInTheDocument();
    const hero = document.querySelector('img[fetchpriority="high"]');
    expect(hero?.getAttribute('src')).toMatch(/^http:\/\/content\.test\/images\//);
    expect(
      await screen.findByText('Murabaha is a sale at cost plus a disclosed profit.'),
    ).toBeInTheDocument();
    const downloads = screen.getByRole('region', { name: 'Downloads' });
    expect(downloads).toHaveTextContent('Murabaha pricing worksheet');
    expect(downloads).toHaveTextContent('murabaha-pricing-worksheet.pdf · 2 KB');
    expect(
      within(downloads).getByRole('link', { name: /^Download: Murabaha pricing worksheet/ }),
    ).toHaveAttribute('href', 'http://content.test/files/p/d/worksheet.pdf');
    expect(screen.getByRole('link', { name: 'Risk' })).toHaveAttribute('href', '/knowledge?tag=Risk');
    expect(screen.getByRole('link', { name: 'Back to the Knowledge Hub' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
  });

  it('shares on Twitter, LinkedIn and Facebook with the site URL and the path', async () => {
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'What Is Murabaha?' });
    const url = encodeURIComponent('https://quantethic.example/knowledge/what-is-murabaha');
    const twitter = screen.getByRole('link', { name: 'Share on Twitter (opens in a new tab)' });
    expect(twitter).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent('What Is Murabaha?')}`,
    );
    expect(twitter).toHaveAttribute('target', '_blank');
    expect(twitter).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    expect(screen.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
  });

  it("copies the link and shows 'Link copied!' for 2 seconds", async () => {
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'What Is Murabaha?' });
    // After render: userEvent.setup() installs its own clipboard.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Link copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://quantethic.example/knowledge/what-is-murabaha');
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Link copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('tells the visitor when the link cannot be copied', async () => {
    const { props } = renderArticle();
    const toasts: unknown[] = [];
    props.bus.on('toast', (toast) => toasts.push(toast));
    await screen.findByRole('heading', { level: 1, name: 'What Is Murabaha?' });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await vi.waitFor(() => expect(toasts).toEqual([expect.objectContaining({ kind: 'error' })]));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it("lists 'Related Articles' (never the article itself)", async () => {
    related.mockResolvedValueOnce({
      status: 'ok',
      data: [SUKUK_CARD, ARCHIVE_CARD, { ...SUKUK_CARD, _id: MURABAHA_POST._id, title: 'Self' }] as never,
    });
    renderArticle();
    const section = await screen.findByRole('region', { name: 'Related Articles' });
    expect(related).toHaveBeenCalledWith(
      expect.anything(),
      { slug: 'what-is-murabaha', tags: ['Islamic Finance', 'Risk'] },
      'en',
      expect.any(AbortSignal),
    );
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Sukuk vs Conventional Bonds' })).toHaveAttribute(
      'href',
      '/knowledge/sukuk-vs-conventional-bonds',
    );
  });

  it('leaves related articles out when they fail to load', async () => {
    related.mockResolvedValueOnce({ status: 'error', error: new Error('down') });
    renderArticle();
    await screen.findByText('Murabaha is a sale at cost plus a disclosed profit.');
    expect(screen.queryByRole('region', { name: 'Related Articles' })).toBeNull();
  });

  it('sets its whole head: title, description, canonical, Open Graph article tags, feed, JSON-LD', async () => {
    renderArticle('/knowledge/what-is-murabaha?utm_source=x');
    await screen.findByRole('heading', { level: 1, name: 'What Is Murabaha?' });
    // The head is set by an effect that runs after the heading is painted: wait for it.
    await waitFor(() => expect(document.title).toBe('What Is Murabaha? | QuantEthic'));
    expect(meta('description')).toBe(MURABAHA_POST.summary);
    expect(link('canonical')?.href).toBe('https://quantethic.example/knowledge/what-is-murabaha');
    expect(meta('og:url')).toBe('https://quantethic.example/knowledge/what-is-murabaha');
    expect(meta('og:title')).toBe('What Is Murabaha?');
    expect(meta('og:type')).toBe('article');
    // The featured image as a 1200×630 link preview, from the image CDN.
    const image = new URL(meta('og:image') ?? '');
    expect(image.origin).toBe('http://content.test');
    expect(Object.fromEntries(image.searchParams)).toMatchObject({ w: '1200', h: '630', fit: 'crop' });
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toBe('Star pattern');
    expect(meta('article:published_time')).toBe('2024-02-12');
    expect(meta('article:modified_time')).toBe('2024-03-01T12:30:00Z');
    expect(meta('article:author')).toBe('https://quantethic.example/team/amina-hassan');
    expect(meta('robots')).toBe('index, follow');
    const feed = document.head.querySelector<HTMLLinkElement>(
      'link[rel="alternate"][type="application/rss+xml"]',
    );
    expect(feed?.href).toBe('https://quantethic.example/knowledge/feed.xml');
    expect(feed?.title).toBe('QuantEthic Knowledge Hub');

    const [article, breadcrumbs] = jsonLd();
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'What Is Murabaha?',
      image: [meta('og:image')],
      datePublished: '2024-02-12',
      dateModified: '2024-03-01T12:30:00Z',
      author: {
        '@type': 'Person',
        name: 'Amina Hassan',
        url: 'https://quantethic.example/team/amina-hassan',
      },
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://quantethic.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Knowledge Hub',
          item: 'https://quantethic.example/knowledge',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'What Is Murabaha?',
          item: 'https://quantethic.example/knowledge/what-is-murabaha',
        },
      ],
    });
  });

  it("uses the site's default social image (absolute, 1200×630) when the post has none", async () => {
    load.mockResolvedValueOnce({ status: 'ok', data: { ...MURABAHA_POST, featuredImage: null } as never });
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'What Is Murabaha?' });
    await waitFor(() => expect(meta('og:image')).toBe('https://quantethic.example/social-image.png'));
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(jsonLd()[0]).toMatchObject({ image: ['https://quantethic.example/social-image.png'] });
    expect(document.querySelector('img[fetchpriority="high"]')).toBeNull();
  });

  it('dates an undated post by its creation, and names the site as author when it has none', async () => {
    load.mockResolvedValueOnce({
      status: 'ok',
      data: { ...MURABAHA_POST, date: null, author: null } as never,
    });
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'What Is Murabaha?' });
    await waitFor(() => expect(meta('article:published_time')).toBe('2024-02-10T09:00:00Z'));
    expect(meta('article:author')).toBe('https://quantethic.example/about');
    expect(jsonLd()[0]).toMatchObject({
      datePublished: '2024-02-10T09:00:00Z',
      author: { '@type': 'Organization', name: 'QuantEthic' },
    });
  });

  it('redirects a slug that is not in normal form', async () => {
    load.mockResolvedValueOnce({ status: 'ok', data: { ...MURABAHA_POST, ...SUKUK_CARD } as never });
    renderArticle('/knowledge/Sukuk%20vs%20Conventional%20%20Bonds');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sukuk vs Conventional Bonds' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/knowledge/sukuk-vs-conventional-bonds'));
    expect(load).toHaveBeenCalledWith(
      expect.anything(),
      'sukuk-vs-conventional-bonds',
      'en',
      expect.any(AbortSignal),
    );
  });

  it('goes to the canonical slug of a post found by its title', async () => {
    renderArticle('/knowledge/what-is-mura');
    expect(await screen.findByRole('heading', { level: 1, name: 'What Is Murabaha?' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/knowledge/what-is-murabaha'));
  });

  it("is titled 'Knowledge Hub' while the article loads", async () => {
    load.mockReturnValueOnce(new Promise(() => {}));
    renderArticle();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading article...');
    await waitFor(() => expect(document.title).toBe('Knowledge Hub | QuantEthic'));
  });

  it("shows 'Error' and \"This article isn't available.\" when nothing is found", async () => {
    load.mockResolvedValueOnce({ status: 'empty' });
    renderArticle('/knowledge/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText("This article isn't available.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Knowledge Hub' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
    await waitFor(() => expect(document.title).toBe('Error | QuantEthic'));
    expect(meta('robots')).toBe('noindex, nofollow');
  });

  it("shows 'Error' with the message and Try Again when the content service fails", async () => {
    load.mockResolvedValueOnce({
      status: 'error',
      error: new Error('Request error while attempting to reach'),
    });
    const { user } = renderArticle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText(/couldn't load this article right now/)).toBeInTheDocument();
    expect(screen.getByText('Request error while attempting to reach')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'What Is Murabaha?' })).toBeInTheDocument();
  });

  it('renders a hostile post without crashing and without live script URLs', async () => {
    load.mockResolvedValueOnce({
      status: 'ok',
      data: {
        _id: 'hostile',
        title: 42,
        slug: { current: 'what-is-murabaha' },
        tags: 'x',
        author: { name: ['x'] },
        featuredImage: { asset: 'x', alt: 3 },
        downloads: [{ asset: { url: 'javascript:alert(1)' } }],
        body: hostileBody(),
      } as never,
    });
    const { container } = renderArticle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Untitled article' })).toBeInTheDocument();
    expect(await screen.findByText('A paragraph that appears twice.')).toBeInTheDocument();
    for (const element of container.querySelectorAll('[href], [src]')) {
      expect(element.getAttribute('href') ?? element.getAttribute('src')).toMatch(
        /^(https?:\/\/|mailto:|\/(?!\/))/,
      );
    }
    expect(screen.queryByRole('region', { name: 'Downloads' })).toBeNull();
  });
});
