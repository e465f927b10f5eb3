import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { knowledgeMessages } from '../../lib/messages';
import { ARCHIVE_CARD, MURABAHA_CARD, manyCards, SUKUK_CARD } from '../../testing/fixtures';
import { renderAt, testProps } from '../../testing/render';
import { getPosts } from './api/get-posts';
import { HubPage } from './hub-page';

vi.mock('./api/get-posts', () => ({ getPosts: vi.fn() }));

const posts = vi.mocked(getPosts);
const arabic = () => ({ ...testProps(), locale: 'ar' as const });

beforeAll(() => knowledgeMessages.load('ar'));

beforeEach(() => {
  posts.mockResolvedValue({ status: 'ok', data: [MURABAHA_CARD, SUKUK_CARD, ARCHIVE_CARD] as never });
});

describe('HubPage in Arabic (RemoteProps.locale)', () => {
  it("shows the hub's own texts in Arabic; the content stays as written", async () => {
    renderAt(<HubPage />, { path: '/knowledge', props: arabic() });
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تحميل المقالات...');
    expect(await screen.findByRole('link', { name: 'What Is Murabaha?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'مركز المعرفة' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'تصفية المقالات حسب الوسم' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^الكل/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ بيانات التواصل' })).toBeInTheDocument();
    expect(screen.queryByText(/Knowledge Hub|Show more|Loading/)).toBeNull();
  });

  it("describes the hub in Arabic in the page's head", async () => {
    renderAt(<HubPage />, { path: '/knowledge', props: arabic() });
    await screen.findByRole('link', { name: 'What Is Murabaha?' });
    const meta = (name: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"], meta[property="${name}"]`)?.content;
    await waitFor(() => expect(document.title).toBe('مركز المعرفة | QuantEthic'));
    const intro = knowledgeMessages.t('ar', 'hub.intro');
    expect(intro).toMatch(/[\u0600-\u06FF]/);
    expect(meta('description')).toBe(intro);
    expect(meta('og:description')).toBe(intro);
  });

  it("writes the cards' dates and reading times in Arabic (decision 0015)", async () => {
    renderAt(<HubPage />, { path: '/knowledge', props: arabic() });
    const title = await screen.findByRole('link', { name: 'What Is Murabaha?' });
    const murabaha = title.closest('article') as HTMLElement;
    expect(within(murabaha).getByText('12 فبراير 2024')).toHaveAttribute('dateTime', '2024-02-12');
    expect(murabaha).toHaveTextContent('5 دقائق للقراءة');
    const archive = screen
      .getByRole('link', { name: 'From the Archive: Islamic Microfinance Field Notes' })
      .closest('article') as HTMLElement;
    expect(archive).toHaveTextContent('تاريخ غير معروف');
    expect(archive).toHaveTextContent('3 دقائق للقراءة');
    expect(screen.queryByText(/Unknown Date|min read/)).toBeNull();
  });

  it("marks the tags of English articles not translated yet as English; the Arabic ones are the page's", async () => {
    const translated = {
      ...SUKUK_CARD,
      _id: 'sukuk__i18n_ar',
      language: 'ar',
      tags: ['صكوك', 'Islamic Finance'],
    };
    posts.mockResolvedValue({ status: 'ok', data: [MURABAHA_CARD, translated] as never });
    renderAt(<HubPage />, { path: '/knowledge', props: arabic() });
    const sukuk = await screen.findByRole('button', { name: /^صكوك/ });
    expect(sukuk.querySelector('[lang]')).toBeNull();
    const risk = screen.getByRole('button', { name: /^Risk/ });
    expect(within(risk).getByText('Risk')).toHaveAttribute('lang', 'en');
    expect(within(risk).getByText('Risk')).toHaveAttribute('dir', 'ltr');
    // A tag an Arabic article has too is the page's language.
    expect(screen.getByRole('button', { name: /^Islamic Finance/ }).querySelector('[lang]')).toBeNull();
  });

  it('counts articles with the Arabic plural forms', async () => {
    const cases: [number, RegExp][] = [
      [1, /^عرض مقالة واحدة$/],
      [2, /^عرض 2 من مقالتين$/],
      [3, /^عرض 3 من 3 مقالات$/],
      [11, /^عرض 11 من 11 مقالة$/],
      [100, /^عرض 12 من 100 مقالة$/],
    ];
    for (const [count, expected] of cases) {
      posts.mockResolvedValue({ status: 'ok', data: manyCards(count) as never });
      const { unmount } = renderAt(<HubPage />, { path: '/knowledge', props: arabic() });
      await screen.findAllByRole('article');
      const status = screen.getAllByRole('status').find((element) => element.textContent?.startsWith('عرض'));
      expect(status?.textContent, `${count} articles`).toMatch(expected);
      unmount();
    }
  });

  it('without a locale (an older shell) the hub is in English', async () => {
    renderAt(<HubPage />, { path: '/knowledge' });
    await screen.findByRole('link', { name: 'What Is Murabaha?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Filter articles by tag' })).getByRole('button', {
        name: /^All/,
      }),
    ).toBeInTheDocument();
  });

  it('asks for the posts in Arabic and marks the cards of English posts (not translated yet) lang="en"', async () => {
    posts.mockResolvedValue({
      status: 'ok',
      data: [
        { ...MURABAHA_CARD, _id: `${MURABAHA_CARD._id}__i18n_ar`, language: 'ar', title: 'ما المرابحة؟' },
        SUKUK_CARD,
      ] as never,
    });
    renderAt(<HubPage />, { path: '/knowledge', props: arabic() });
    const translated = (await screen.findByRole('link', { name: 'ما المرابحة؟' })).closest('article');
    expect(posts).toHaveBeenCalledWith(expect.anything(), 'ar', expect.any(AbortSignal));
    expect(translated).not.toHaveAttribute('lang');
    expect(translated).not.toHaveAttribute('dir');
    const english = screen.getByRole('link', { name: 'Sukuk vs Conventional Bonds' }).closest('article');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
  });
});
