import { createBus, createUnavailableAuthPort, DEFAULT_SITE_CONFIG } from '@quantethic/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from '../lib/remotes/remote-loader';
import type { Site } from '../lib/site-context';
import { App } from './app';

vi.mock('../lib/remotes/remote-loader', async () => {
  const actual = await vi.importActual<typeof import('../lib/remotes/remote-loader')>(
    '../lib/remotes/remote-loader',
  );
  return { ...actual, loadRemoteModule: vi.fn(), resetRemote: vi.fn() };
});

const load = vi.mocked(loadRemoteModule);

function renderApp(path: string) {
  window.history.pushState({}, '', path);
  const site: Site = {
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: Promise.resolve(DEFAULT_SITE_CONFIG),
  };
  const user = userEvent.setup();
  render(<App site={site} />);
  return { user, site };
}

beforeEach(() => {
  load.mockReset();
  // Sections stay loading unless a test says otherwise.
  load.mockReturnValue(new Promise(() => {}));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('App routing', () => {
  it('shows the 404 page inside the layout for an unknown path', async () => {
    renderApp('/definitely-missing');

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'QuantEthic' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Theme:/ })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | QuantEthic');
    expect(load).not.toHaveBeenCalled();
  });

  it('treats a path that only starts like a section as unknown', () => {
    renderApp('/coursesx');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('renders the owning remote for a section path', async () => {
    renderApp('/knowledge/some-article');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(load).toHaveBeenCalledWith('knowledge', 'app');
  });

  it('shows an h1 section fallback inside the layout when the remote is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { RemoteLoadError } = await vi.importActual<typeof import('../lib/remotes/remote-loader')>(
      '../lib/remotes/remote-loader',
    );
    load.mockRejectedValue(new RemoteLoadError('account', 'unavailable', 'down'));
    renderApp('/login');

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your account is unavailable right now',
    });
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'QuantEthic' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders the home page at /, loading the home widgets', () => {
    renderApp('/');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Simplified Quantitative Finance and Ethical Modelling',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    // No IntersectionObserver in jsdom: every widget loads at once.
    expect(load.mock.calls).toEqual([
      ['courses', 'featured-course'],
      ['knowledge', 'latest-articles'],
      ['company', 'testimonials'],
      ['company', 'community-signup'],
      ['company', 'contact-form'],
    ]);
  });

  it('moves from the 404 page to a section through the header', async () => {
    const { user } = renderApp('/nowhere');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Courses' }),
    );
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // The section's module is asked for once the page has rendered (an effect).
    await waitFor(() => expect(load).toHaveBeenCalledWith('courses', 'app'));
  });
});
