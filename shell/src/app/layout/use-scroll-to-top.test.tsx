import { BrowserRouter, Link } from '@quantethic/shared/router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top';

function Page() {
  useScrollToTop();
  return (
    <nav>
      <Link to="/about">About</Link>
      <Link to="/about#team">Team</Link>
      <Link to="/contact#form">Contact form</Link>
      <Link to="/">Home</Link>
    </nav>
  );
}

function renderPage() {
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
  return { user };
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.history.pushState({}, '', '/');
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

afterEach(() => {
  // Unmount while the stubs are still in place: the effect cleanup cancels its idle callback.
  cleanup();
  vi.unstubAllGlobals();
});

describe('useScrollToTop', () => {
  it('does not scroll on the first render', () => {
    renderPage();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top when the path changes', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'About' }));

    expect(window.location.pathname).toBe('/about');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    vi.stubGlobal('matchMedia', matchMedia);
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'About' }));

    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('does not scroll for an in-page anchor on the same page', async () => {
    window.history.pushState({}, '', '/about');
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Team' }));

    expect(window.location.hash).toBe('#team');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll to the top when a new page is opened at an anchor', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Contact form' }));

    expect(window.location.pathname).toBe('/contact');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('falls back to a short timeout where requestIdleCallback is missing', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'About' }));

    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
  });
});
