// The about page's head when its content gives none: the catalogue's title and description,
// Arabic on an Arabic page, English as it always was; 'Page Not Found' without a page.
import { DEFAULT_SITE_CONFIG, type Locale } from '@quantethic/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestProps, renderWithProps } from '../../testing/render';
import { aboutTexts } from './about-messages';
import { AboutPage } from './about-page';
import { getAboutPage } from './api/get-about-page';

vi.mock('./api/get-about-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/get-about-page')>()),
  getAboutPage: vi.fn(),
}));

const CONTENT = { ...DEFAULT_SITE_CONFIG.content, projectId: 'test', apiHost: 'http://content.test' };
const props = (locale?: Locale) => ({
  ...createTestProps(),
  config: { ...DEFAULT_SITE_CONFIG, content: CONTENT },
  locale,
});
const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.getAttribute('content');

// As the app has them before the page renders (withTexts).
beforeAll(() => aboutTexts.ready('ar'));

describe('AboutPage: head without its own', () => {
  it.each([
    ['en', 'About', 'Who we are and why QuantEthic teaches ethical, quantitative finance.'],
    ['ar', 'من نحن', 'من نحن، ولماذا تعلّم QuantEthic التمويل الأخلاقي والكمّي.'],
  ] as const)('%s: titled %s', async (locale, title, text) => {
    vi.mocked(getAboutPage).mockResolvedValue({
      status: 'ok',
      data: { _id: 'about', language: locale } as never,
    });
    renderWithProps(<AboutPage />, props(locale), '/about');
    await waitFor(() => expect(document.title).toBe(`${title} | QuantEthic`));
    expect(description()).toBe(text);
  });

  it.each([
    ['en', 'Page Not Found'],
    ['ar', 'الصفحة غير موجودة'],
  ] as const)('%s: without a page, %s', async (locale, title) => {
    vi.mocked(getAboutPage).mockResolvedValue({ status: 'empty' });
    renderWithProps(<AboutPage />, props(locale), '/about');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | QuantEthic`));
  });
});
