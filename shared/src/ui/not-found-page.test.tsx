import { BrowserRouter, Route, Routes } from '@quantethic/shared/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
