import { Route, Routes } from '@quantethic/shared/router';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPostBySlugOrTitle } from '../../lib/api/get-post';
import { knowledgeMessages } from '../../lib/messages';
import { MURABAHA_POST, SUKUK_CARD } from '../../testing/fixtures';
import { renderAt, testProps } from '../../testing/render';
import { getRelatedPosts } from './api/get-related-posts';
import { ArticlePage } from './article-page';

vi.mock('../../lib/api/get-post', () => ({ getPostBySlugOrTitle: vi.fn() }));
vi.mock('./api/get-related-posts', () => ({ getRelatedPosts: vi.fn() }));

const load = vi.mocked(getPostBySlugOrTitle);
const related = vi.mocked(getRelatedPosts);
const arabic = () => ({ ...testProps(), locale: 'ar' as const });

const ARABIC_POST = {
  ...MURABAHA_POST,
  _id: 'post-what-is-murabaha__i18n_ar',
  language: 'ar',
  title: 'ما المرابحة؟',
  summary: 'بيع التكلفة مع الربح.',
  tags: ['التمويل الإسلامي'],
  body: [
    { ...MURABAHA_POST.body[0], children: [{ _type: 'span', _key: 's1', text: 'المرابحة بيع.', marks: [] }] },
  ],
};
const ARABIC_CARD = { ...SUKUK_CARD, _id: `${SUKUK_CARD._id}__i18n_ar`, language: 'ar', title: 'الصكوك' };

function renderArticle() {
  return renderAt(
    <Routes>
      <Route path="/knowledge/:slug" element={<ArticlePage />} />
    </Routes>,
    { path: '/knowledge/what-is-murabaha', props: arabic() },
  );
}

/** The language an element's text is marked with (null: the page's). */
const langOf = (element: Element | null | undefined) =>
  element?.closest('[lang]')?.getAttribute('lang') ?? null;

beforeAll(() => knowledgeMessages.load('ar'));

beforeEach(() => {
  load.mockResolvedValue({ status: 'ok', data: ARABIC_POST as never });
  related.mockResolvedValue({
    status: 'ok',
    data: [ARABIC_CARD, { ...SUKUK_CARD, _id: 'post-en', language: 'en' }] as never,
  });
});

describe('ArticlePage in Arabic (RemoteProps.locale)', () => {
  it("asks for the article and its related posts in the page's language", async () => {
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'ما المرابحة؟' });
    expect(load).toHaveBeenCalledWith(expect.anything(), 'what-is-murabaha', 'ar', expect.any(AbortSignal));
    await screen.findByRole('link', { name: 'الصكوك' });
    expect(related).toHaveBeenCalledWith(
      expect.anything(),
      { slug: 'what-is-murabaha', tags: ['التمويل الإسلامي'] },
      'ar',
      expect.any(AbortSignal),
    );
  });

  it('shows a translated article as the page language: no lang of its own', async () => {
    renderArticle();
    const title = await screen.findByRole('heading', { level: 1, name: 'ما المرابحة؟' });
    expect(langOf(title)).toBeNull();
    expect(langOf(await screen.findByText('المرابحة بيع.'))).toBeNull();
  });

  it('marks an English article (not translated yet) lang="en" dir="ltr": its title, meta and body, not the page around it', async () => {
    load.mockResolvedValue({ status: 'ok', data: { ...MURABAHA_POST, language: 'en' } as never });
    renderArticle();
    const title = await screen.findByRole('heading', { level: 1, name: 'What Is Murabaha?' });
    expect(langOf(title)).toBe('en');
    expect(title.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(langOf(screen.getByRole('link', { name: 'Amina Hassan' }))).toBe('en');
    const paragraph = await screen.findByText('Murabaha is a sale at cost plus a disclosed profit.');
    expect(langOf(paragraph)).toBe('en');
    expect(paragraph.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    // The page's own texts stay in its language.
    expect(langOf(screen.getByRole('link', { name: 'العودة إلى مركز المعرفة' }))).toBeNull();
  });

  it('marks a related English post\'s card lang="en", not a translated one', async () => {
    renderArticle();
    const section = within(await screen.findByRole('region', { name: 'مقالات ذات صلة' }));
    const english = section.getByRole('link', { name: 'Sukuk vs Conventional Bonds' }).closest('article');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('dir', 'ltr');
    const translated = section.getByRole('link', { name: 'الصكوك' }).closest('article');
    expect(translated).not.toHaveAttribute('lang');
    expect(within(translated as HTMLElement).getByRole('heading', { level: 3 })).not.toHaveAttribute('lang');
  });

  it("names the breadcrumbs of the page's structured data in Arabic", async () => {
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'ما المرابحة؟' });
    const breadcrumbs = async () =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? ''))
        .find((data) => data['@type'] === 'BreadcrumbList');
    await waitFor(async () => expect(await breadcrumbs()).toBeDefined());
    const { itemListElement } = await breadcrumbs();
    expect(itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'الرئيسية',
      'مركز المعرفة',
      'ما المرابحة؟',
    ]);
  });

  it("lists the downloads with their sizes in the page's language", async () => {
    renderArticle();
    const downloads = await screen.findByRole('region', { name: 'الملفات للتنزيل' });
    expect(downloads).toHaveTextContent('murabaha-pricing-worksheet.pdf · 2 كيلوبايت');
    // The file name is isolated from the Arabic around it (its '.pdf' stays where it is written)
    // and left as it is by translators.
    const name = within(downloads).getByText('murabaha-pricing-worksheet.pdf');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('translate', 'no');
  });

  it("is titled in Arabic while the article loads: the hub's name", async () => {
    load.mockReturnValue(new Promise(() => {}));
    renderArticle();
    expect(await screen.findByRole('status')).toHaveTextContent('جارٍ تحميل المقال');
    await waitFor(() => expect(document.title).toBe('مركز المعرفة | QuantEthic'));
  });

  it("an article that is not there: 'Error' in Arabic, in the heading and the page's title", async () => {
    load.mockResolvedValue({ status: 'empty' });
    renderArticle();
    expect(await screen.findByRole('heading', { level: 1, name: 'خطأ' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('خطأ | QuantEthic'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('an article that could not be loaded: the title in Arabic too', async () => {
    load.mockResolvedValue({ status: 'error', error: new Error('down') });
    renderArticle();
    expect(await screen.findByRole('heading', { level: 1, name: 'خطأ' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('خطأ | QuantEthic'));
  });
});
