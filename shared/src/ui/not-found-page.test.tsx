import { BrowserRouter, Route, Routes } from '@quantethic/shared/router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createUnavailableAuthPort } from '../auth/static-auth-port';
import { createBus } from '../bus/create-bus';
import { DEFAULT_SITE_CONFIG } from '../contracts/config';
import type { RemoteProps } from '../contracts/remote';
import { RemotePropsProvider } from '../remote/remote-context';
import { sharedUiMessages } from './messages';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    for (const meta of document.head.querySelectorAll('meta')) meta.remove();
  });

  it("shows 'Page Not Found' and a link home", () => {
    render(
      <BrowserRouter>
        <NotFoundPage />
      </BrowserRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('titles the page and keeps it out of search engines', () => {
    render(
      <BrowserRouter>
        <NotFoundPage />
      </BrowserRouter>,
    );
    expect(document.title).toBe('Page Not Found | QuantEthic');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('the link takes the visitor to the home page', async () => {
    const user = userEvent.setup();
    window.history.pushState(null, '', '/no/such/page');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});

describe('NotFoundPage on an Arabic page (RemoteProps.locale)', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta')) meta.remove();
  });

  it('says in Arabic that the page was not found, with a link home', async () => {
    const arabic: RemoteProps = {
      contractVersion: '1.4.0',
      basePath: '/',
      bus: createBus(),
      auth: createUnavailableAuthPort(),
      config: DEFAULT_SITE_CONFIG,
      locale: 'ar',
    };
    // The Arabic texts arrive inside an awaited act: only there does React resume a render waiting for them.
    await act(async () => {
      render(
        <RemotePropsProvider value={arabic}>
          <BrowserRouter>
            <NotFoundPage />
          </BrowserRouter>
        </RemotePropsProvider>,
      );
      await sharedUiMessages.ready('ar');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByText('الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('الصفحة غير موجودة | QuantEthic');
  });
});
