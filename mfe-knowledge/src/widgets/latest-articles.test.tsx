import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLatestPosts } from '../features/latest/api/get-latest-posts';
import { knowledgeMessages } from '../lib/messages';
import { ARCHIVE_CARD, MURABAHA_CARD, SUKUK_CARD } from '../testing/fixtures';
import { renderAt, testProps } from '../testing/render';
import LatestArticlesWidget, { contractVersion } from './latest-articles';

vi.mock('../features/latest/api/get-latest-posts', () => ({ getLatestPosts: vi.fn() }));

const latest = vi.mocked(getLatestPosts);

function renderWidget() {
  const props = testProps();
  return renderAt(<LatestArticlesWidget {...props} />, { props });
}

const LONG_SUMMARY =
  'Historical, parametric and Monte Carlo VaR computed on the same data in Python, and why they disagree in the tail — with the code, the output and a chart of the results.';

beforeEach(() => {
  latest.mockResolvedValue({
    status: 'ok',
    data: [
      { ...MURABAHA_CARD, summary: LONG_SUMMARY },
      SUKUK_CARD,
      ARCHIVE_CARD,
      { ...ARCHIVE_CARD, _id: 'x' },
    ] as never,
  });
});

describe('LatestArticlesWidget (home: Knowledge Hub)', () => {
  it('exports the contract version', () => {
    expect(contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("shows 'Loading articles...', then the three newest articles", async () => {
    renderWidget();
    expect(screen.getByRole('heading', { level: 2, name: 'Knowledge Hub' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...');
    const list = await screen.findByRole('list', { name: '' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'What Is Murabaha?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What Is Murabaha?' })).toHaveAttribute(
      'href',
      '/knowledge/what-is-murabaha',
    );
    expect(screen.getByRole('link', { name: 'Visit the Knowledge Hub' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
  });

  it('cuts summaries at 140 characters with an ellipsis', async () => {
    renderWidget();
    const summary = await screen.findByText(/^Historical, parametric/);
    const text = summary.textContent ?? '';
    expect(text.endsWith('…')).toBe(true);
    expect(text.slice(0, -1)).toBe(LONG_SUMMARY.slice(0, 140).trimEnd());
  });

  it("shows 'Failed to load knowledge articles' with 'Try Again', which reloads the section", async () => {
    latest.mockResolvedValueOnce({ status: 'error', error: new Error('down') });
    const { user } = renderWidget();
    expect(await screen.findByText('Failed to load knowledge articles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'What Is Murabaha?' })).toBeInTheDocument();
    expect(latest).toHaveBeenCalledTimes(2);
  });

  it('says when nothing has been published yet', async () => {
    latest.mockResolvedValueOnce({ status: 'empty' });
    renderWidget();
    expect(await screen.findByText('No knowledge articles have been published yet.')).toBeInTheDocument();
  });

  it('asks for the latest posts in the page language; on an Arabic page an English post\'s card is marked lang="en"', async () => {
    await knowledgeMessages.load('ar');
    latest.mockResolvedValueOnce({
      status: 'ok',
      data: [
        { ...MURABAHA_CARD, _id: 'ar-post', language: 'ar', title: 'ما المرابحة؟' },
        SUKUK_CARD,
      ] as never,
    });
    const props = { ...testProps(), locale: 'ar' as const };
    renderAt(<LatestArticlesWidget {...props} />, { props });
    const translated = (await screen.findByRole('link', { name: 'ما المرابحة؟' })).closest('article');
    expect(latest).toHaveBeenCalledWith(expect.anything(), 'ar', expect.any(AbortSignal));
    expect(translated).not.toHaveAttribute('lang');
    const english = screen.getByRole('link', { name: 'Sukuk vs Conventional Bonds' }).closest('article');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
  });

  it('asks for them in English on an English page', async () => {
    renderWidget();
    await screen.findByRole('link', { name: 'What Is Murabaha?' });
    expect(latest).toHaveBeenCalledWith(expect.anything(), 'en', expect.any(AbortSignal));
    expect(screen.getByRole('link', { name: 'What Is Murabaha?' }).closest('article')).not.toHaveAttribute(
      'lang',
    );
  });
});
