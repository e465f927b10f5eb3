import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { saveVisitorInfo } from '@quantethic/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPostBySlug } from '../../lib/api/get-post';
import { ARCHIVE_CARD, MURABAHA_CARD, MURABAHA_POST, manyCards, SUKUK_CARD } from '../../testing/fixtures';
import { fileDetails, renderAt } from '../../testing/render';
import { getPosts } from './api/get-posts';
import { HubPage } from './hub-page';

vi.mock('./api/get-posts', () => ({ getPosts: vi.fn() }));
vi.mock('../../lib/api/get-post', () => ({ getPostBySlug: vi.fn() }));

const posts = vi.mocked(getPosts);
const post = vi.mocked(getPostBySlug);

beforeEach(() => {
  posts.mockResolvedValue({ status: 'ok', data: [MURABAHA_CARD, SUKUK_CARD, ARCHIVE_CARD] as never });
  post.mockResolvedValue({ status: 'ok', data: MURABAHA_POST as never });
});

const cards = () => screen.getAllByRole('article');
const card = (title: string) => screen.getByRole('link', { name: title }).closest('article') as HTMLElement;

describe('HubPage', () => {
  it('shows a loading state, then every post as a card', async () => {
    renderAt(<HubPage />, { path: '/knowledge' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...');
    expect(await screen.findByRole('link', { name: 'What Is Murabaha?' })).toHaveAttribute(
      'href',
      '/knowledge/what-is-murabaha',
    );
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Knowledge Hub | QuantEthic'));
  });

  it('has one canonical URL whatever the tag filter, and links its RSS feed', async () => {
    renderAt(<HubPage />, { path: '/knowledge?tag=Risk' });
    await screen.findByRole('link', { name: 'What Is Murabaha?' });
    await waitFor(() =>
      expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
        'https://quantethic.example/knowledge',
      ),
    );
    const feed = document.head.querySelector<HTMLLinkElement>(
      'link[rel="alternate"][type="application/rss+xml"]',
    );
    expect(feed?.type).toBe('application/rss+xml');
    expect(feed?.title).toBe('QuantEthic Knowledge Hub');
    expect(feed?.href).toBe('https://quantethic.example/knowledge/feed.xml');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(
      /^Articles, explainers and worked examples/,
    );
  });

  it('shows the image (or the default one), date (or Unknown Date), title, summary and tags', async () => {
    renderAt(<HubPage />, { path: '/knowledge' });
    await screen.findByRole('link', { name: 'What Is Murabaha?' });
    const murabaha = card('What Is Murabaha?');
    expect(within(murabaha).getByText('12 February 2024')).toHaveAttribute('dateTime', '2024-02-12');
    expect(murabaha).toHaveTextContent('5 min read');
    expect(murabaha).toHaveTextContent('The cost-plus sale behind most Islamic financing');
    expect(
      within(within(murabaha).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Islamic Finance', 'Risk']);
    expect(murabaha.querySelector('img')?.getAttribute('src')).toMatch(/^http:\/\/content\.test\/images\//);
    const archive = card('From the Archive: Islamic Microfinance Field Notes');
    expect(archive).toHaveTextContent('Unknown Date');
    expect(archive.querySelector('img')).toHaveAttribute('src', DEFAULT_IMAGES.socialImage);
  });

  it("filters by tag: 'All' plus every tag, kept in the URL", async () => {
    const { user } = renderAt(<HubPage />, { path: '/knowledge' });
    const filter = await screen.findByRole('group', { name: 'Filter articles by tag' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.firstChild?.textContent),
    ).toEqual(['All', 'Ethical Investing', 'Islamic Finance', 'Risk', 'Sukuk']);
    expect(within(filter).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filter).getByRole('button', { name: /^Sukuk/ }));
    expect(window.location.search).toBe('?tag=Sukuk');
    expect(within(filter).getByRole('button', { name: /^Sukuk/ })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 1 article')).toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: /^All/ }));
    expect(window.location.search).toBe('');
    expect(cards()).toHaveLength(3);
  });

  it('reads the tag from the URL (any case)', async () => {
    renderAt(<HubPage />, { path: '/knowledge?tag=islamic%20finance' });
    await screen.findByRole('link', { name: 'What Is Murabaha?' });
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^Islamic Finance/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when a tag has no posts, with a way back to all', async () => {
    const { user } = renderAt(<HubPage />, { path: '/knowledge?tag=Takaful' });
    expect(await screen.findByText('No posts found for "Takaful".')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(cards()).toHaveLength(3);
  });

  it('opens a modal preview that fetches the full post; Escape closes it and focus returns', async () => {
    const { user } = renderAt(<HubPage />, { path: '/knowledge' });
    const link = await screen.findByRole('link', { name: 'What Is Murabaha?' });
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'What Is Murabaha?' });
    expect(post).toHaveBeenCalledWith(expect.anything(), 'what-is-murabaha', 'en', expect.any(AbortSignal));
    expect(
      await within(dialog).findByText('Murabaha is a sale at cost plus a disclosed profit.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Amina Hassan' })).toHaveAttribute(
      'href',
      '/team/amina-hassan',
    );
    expect(
      within(dialog).getByText(fileDetails('murabaha-pricing-worksheet.pdf · 2 KB')),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read the full article' })).toHaveAttribute(
      'href',
      '/knowledge/what-is-murabaha',
    );
    expect(window.location.pathname).toBe('/knowledge');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
  });

  it('closes the modal on a backdrop click', async () => {
    const { user } = renderAt(<HubPage />, { path: '/knowledge' });
    await user.click(await screen.findByRole('link', { name: 'What Is Murabaha?' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Error Loading Article' when the post cannot be loaded, with a retry", async () => {
    post.mockResolvedValueOnce({ status: 'error', error: new Error('down') });
    const { user } = renderAt(<HubPage />, { path: '/knowledge' });
    await user.click(await screen.findByRole('link', { name: 'What Is Murabaha?' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Error Loading Article' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("We couldn't load this article. It may have been moved or deleted.");
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(
      await within(dialog).findByText('Murabaha is a sale at cost plus a disclosed profit.'),
    ).toBeInTheDocument();
  });

  it("shows 'Article not found' when nothing comes back", async () => {
    post.mockResolvedValueOnce({ status: 'empty' });
    const { user } = renderAt(<HubPage />, { path: '/knowledge' });
    await user.click(await screen.findByRole('link', { name: 'What Is Murabaha?' }));
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
  });

  it('navigates instead of opening the modal when the slug needs normalising', async () => {
    const { user } = renderAt(<HubPage />, { path: '/knowledge' });
    const link = await screen.findByRole('link', { name: 'Sukuk vs Conventional Bonds' });
    expect(link).toHaveAttribute('href', '/knowledge/sukuk-vs-conventional-bonds');
    await user.click(link);
    expect(window.location.pathname).toBe('/knowledge/sukuk-vs-conventional-bonds');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a dozen cards at a time, moving focus to the first new one', async () => {
    posts.mockResolvedValue({ status: 'ok', data: manyCards(30) as never });
    const { user } = renderAt(<HubPage />, { path: '/knowledge' });
    await screen.findByRole('link', { name: 'Generated article 0' });
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 30 articles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more articles' }));
    expect(cards()).toHaveLength(24);
    expect(screen.getByRole('link', { name: 'Generated article 12' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show more articles' }));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more articles' })).toBeNull();
  });

  it('starts again from the first page when the tag changes', async () => {
    posts.mockResolvedValue({
      status: 'ok',
      data: [
        ...manyCards(20, 'Risk'),
        ...manyCards(20, 'ESG').map((c, i) => ({ ...c, _id: `esg-${i}`, title: `ESG ${i}` })),
      ] as never,
    });
    const { user } = renderAt(<HubPage />, { path: '/knowledge' });
    await user.click(await screen.findByRole('button', { name: 'Show more articles' }));
    expect(cards()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: /^ESG/ }));
    expect(cards()).toHaveLength(12);
  });

  it('shows an error with Try Again when the posts cannot be loaded', async () => {
    posts.mockResolvedValueOnce({ status: 'error', error: new Error('down') });
    const { user } = renderAt(<HubPage />, { path: '/knowledge' });
    expect(
      await screen.findByRole('heading', { name: 'Failed to load knowledge articles' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'What Is Murabaha?' })).toBeInTheDocument();
  });

  it('says when nothing has been published', async () => {
    posts.mockResolvedValueOnce({ status: 'empty' });
    renderAt(<HubPage />, { path: '/knowledge' });
    expect(await screen.findByText(/No articles have been published yet/)).toBeInTheDocument();
  });

  it('survives hostile posts', async () => {
    const { hostilePosts } = await import('../../testing/hostile-content');
    posts.mockResolvedValueOnce({ status: 'ok', data: hostilePosts() as never });
    renderAt(<HubPage />, { path: '/knowledge' });
    expect(await screen.findAllByRole('article')).toHaveLength(9);
  });
});

describe('HubPage download warning', () => {
  it('invites visitors without saved info to save it, in place', async () => {
    const { user } = renderAt(<HubPage />, { path: '/knowledge' });
    await screen.findByRole('link', { name: 'What Is Murabaha?' });
    expect(screen.getByText(/Save your contact info before you download/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save my contact info' }));
    // The dialog says it is loading until the form's code is there.
    await screen.findByLabelText('Name');
    const dialog = screen.getByRole('dialog', { name: 'Save your contact info' });
    await user.type(within(dialog).getByLabelText('Name'), 'Aisha');
    await user.type(within(dialog).getByLabelText('Email'), 'aisha@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '+44 20 7946 0000');
    await user.click(within(dialog).getByRole('button', { name: 'Save my info' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/your contact info is saved in this browser/)).toHaveFocus();
    expect(localStorage.getItem('userEmail')).toBe('aisha@example.com');
  });

  it('is not shown once the visitor has saved their info', async () => {
    saveVisitorInfo({ name: 'Aisha', email: 'aisha@example.com', phone: '+44 20 7946 0000' });
    renderAt(<HubPage />, { path: '/knowledge' });
    await screen.findByRole('link', { name: 'What Is Murabaha?' });
    expect(screen.queryByRole('button', { name: 'Save my contact info' })).toBeNull();
  });
});
