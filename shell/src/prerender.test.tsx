import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  THEME_STORAGE_KEY,
} from '@quantethic/shared';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { type PRERENDERED_PAGES, renderPage } from './prerender';

// Sections stay in their loading state: this test is about the markup around them.
vi.mock('./features/remotes/remote-loader', () => ({
  loadRemoteModule: () => new Promise(() => {}),
  resetRemote: () => {},
  getRemotesManifest: () => new Promise(() => {}),
  RemoteLoadError: class extends Error {},
}));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function hydrateAt(page: keyof typeof PRERENDERED_PAGES, url: string) {
  const container = document.createElement('div');
  container.innerHTML = renderPage(page);
  document.body.append(container);
  window.history.pushState({}, '', url);
  const recoverable = vi.fn();
  const site = {
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: Promise.resolve(DEFAULT_SITE_CONFIG),
  };
  await act(async () => {
    root = hydrateRoot(container, <App site={site} />, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

describe('prerendered pages hydrate without mismatches', () => {
  it.each([
    ['home', '/'],
    ['section', '/courses'],
    ['section', '/knowledge/what-is-murabaha'],
    ['section', '/login'],
    ['notFound', '/no-such-page'],
  ] as const)('%s page at %s', async (page, url) => {
    const errors = vi.spyOn(console, 'error');
    const { recoverable } = await hydrateAt(page, url);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('reuses the prerendered nodes (nothing is replaced)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderPage('home');
    const heading = container.querySelector('h1');
    document.body.append(container);
    window.history.pushState({}, '', '/');
    await act(async () => {
      root = hydrateRoot(
        container,
        <App
          site={{
            bus: createBus(),
            auth: createUnavailableAuthPort(),
            config: Promise.resolve(DEFAULT_SITE_CONFIG),
          }}
        />,
      );
    });
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('after hydrating, shows what only the browser knows: saved theme, auth state, current section', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    await hydrateAt('section', '/courses/islamic-finance-foundations');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'Main' }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Courses');
    expect(screen.getByRole('banner').querySelector('a[href="/login"]')).toHaveTextContent('Login');
  });
});
