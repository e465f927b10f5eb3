// The consulting page's head when there is no page to show: 'Page Not Found' from the catalogue,
// Arabic on an Arabic page, English as it always was.
import { DEFAULT_SITE_CONFIG, type Locale } from '@quantethic/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestProps, renderWithProps } from '../../testing/render';
import { getConsultingPage } from './api/get-consulting-page';
import { consultingTexts } from './consulting-messages';
import { ConsultingPage } from './consulting-page';

vi.mock('./api/get-consulting-page', () => ({ getConsultingPage: vi.fn() }));

const CONTENT = { ...DEFAULT_SITE_CONFIG.content, projectId: 'test', apiHost: 'http://content.test' };
const props = (locale?: Locale) => ({
  ...createTestProps(),
  config: { ...DEFAULT_SITE_CONFIG, content: CONTENT },
  locale,
});

// As the app has them before the page renders (withTexts).
beforeAll(() => consultingTexts.ready('ar'));

describe('ConsultingPage without a page', () => {
  it.each([
    ['en', 'Page Not Found'],
    ['ar', 'الصفحة غير موجودة'],
  ] as const)('%s: titled %s', async (locale, title) => {
    vi.mocked(getConsultingPage).mockResolvedValue({ status: 'empty' });
    renderWithProps(<ConsultingPage />, props(locale), '/consulting');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | QuantEthic`));
  });
});
