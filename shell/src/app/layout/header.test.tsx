import {
  type AuthPort,
  type AuthState,
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
} from '@quantethic/shared';
import { BrowserRouter } from '@quantethic/shared/router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Site, SiteProvider } from '../../lib/site-context';
import { ThemeProvider } from '../../lib/theme/theme-context';
import { Header } from './header';

const LINKS = [
  ['About', '/about'],
  ['Courses', '/courses'],
  ['Knowledge', '/knowledge'],
  ['Consulting', '/consulting'],
  ['Contact', '/contact'],
] as const;

/** An AuthPort whose state the test drives; signOut is a spy. */
function createFakeAuth(initial: AuthState) {
  let state = initial;
  const listeners = new Set<(state: AuthState) => void>();
  const port: AuthPort = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: vi.fn(async () => {}),
    signUp: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    sendPasswordReset: vi.fn(async () => {}),
    getIdToken: vi.fn(async () => null),
  };
  const setState = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };
  return { port, setState };
}

const SIGNED_IN: AuthState = { status: 'signed-in', user: { uid: 'u1', email: 'a@example.com' } };
const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };
const CHECKING: AuthState = { status: 'checking', user: null };

function renderHeader(auth: AuthPort = createUnavailableAuthPort()) {
  const bus = createBus();
  const site: Site = { bus, auth, config: Promise.resolve(DEFAULT_SITE_CONFIG) };
  const user = userEvent.setup();
  render(
    <SiteProvider site={site}>
      <BrowserRouter>
        <ThemeProvider bus={bus}>
          <Header />
        </ThemeProvider>
      </BrowserRouter>
    </SiteProvider>,
  );
  return { user };
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const mobileNav = () => screen.queryByRole('navigation', { name: 'Mobile' });

beforeEach(() => {
  window.history.pushState({}, '', '/');
});

describe('Header', () => {
  it('links the brand to the home page', () => {
    renderHeader();
    const brand = screen.getByRole('link', { name: 'QuantEthic' });
    expect(brand).toHaveAttribute('href', '/');
  });

  it('shows the main navigation links in order', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(LINKS);
  });

  it('marks the link of the current section', () => {
    window.history.pushState({}, '', '/courses/intro');
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('navigates when a main link is clicked', async () => {
    const { user } = renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Knowledge' }));
    expect(window.location.pathname).toBe('/knowledge');
  });

  it('links to the same page in the Arabic edition, named in Arabic, and remembers the choice', async () => {
    window.history.pushState({}, '', '/knowledge?tag=zakat#list');
    const { user } = renderHeader();
    const banner = screen.getByRole('banner');
    const arabic = within(banner).getByRole('link', { name: 'العربية' });
    expect(arabic).toHaveAttribute('href', '/ar/knowledge?tag=zakat#list');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('hreflang', 'ar');
    // jsdom does not follow the link; the choice is saved on the click.
    arabic.addEventListener('click', (event) => event.preventDefault());
    await user.click(arabic);
    expect(localStorage.getItem('quantethic-locale')).toBe('ar');
  });

  it('in the Arabic edition, links to the same page in English, and its texts are Arabic', async () => {
    window.history.pushState({}, '', '/ar/about');
    const bus = createBus();
    const site: Site = {
      locale: 'ar',
      bus,
      auth: createUnavailableAuthPort(),
      config: Promise.resolve(DEFAULT_SITE_CONFIG),
    };
    await act(async () => {
      render(
        <SiteProvider site={site}>
          <BrowserRouter basename="/ar">
            <ThemeProvider bus={bus}>
              <Header />
            </ThemeProvider>
          </BrowserRouter>
        </SiteProvider>,
      );
    });
    const nav = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByRole('link', { name: 'الدورات' })).toHaveAttribute('href', '/ar/courses');
    // The Arabic texts arrive after the first render (it waits for them), and the link names the
    // same page once the header is live, a render later: on a busy machine, after the nav shows.
    const english = within(screen.getByRole('banner')).getByRole('link', { name: 'English' });
    await waitFor(() => expect(english).toHaveAttribute('href', '/about'));
  });

  it('offers the dark-mode toggle', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
  });

  describe('auth button', () => {
    it('shows a Login link to /login when signed out', async () => {
      const { user } = renderHeader(createUnavailableAuthPort());
      const login = screen.getByRole('link', { name: 'Login' });
      expect(login).toHaveAttribute('href', '/login');
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
      await user.click(login);
      expect(window.location.pathname).toBe('/login');
    });

    it('shows a Logout button instead when signed in, which signs out', async () => {
      const { port } = createFakeAuth(SIGNED_IN);
      const { user } = renderHeader(port);
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect(port.signOut).toHaveBeenCalledTimes(1);
    });

    it('logs a failed logout without throwing', async () => {
      const failure = new Error('network down');
      const { port } = createFakeAuth(SIGNED_IN);
      vi.mocked(port.signOut).mockRejectedValue(failure);
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = renderHeader(port);

      await user.click(screen.getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Logout failed', failure));
      expect(consoleError.mock.calls[0]?.[0]).toBe('Logout failed');
      // The header is still there and usable.
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    });

    it('shows neither Login nor Logout while the auth state is being checked', () => {
      const { port } = createFakeAuth(CHECKING);
      renderHeader(port);
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    });

    it('follows auth state changes delivered through subscribe', () => {
      const { port, setState } = createFakeAuth(CHECKING);
      renderHeader(port);

      act(() => setState(SIGNED_IN));
      expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

      act(() => setState(SIGNED_OUT));
      expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    });
  });

  describe('mobile menu', () => {
    it('starts closed', () => {
      renderHeader();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(mobileNav()).not.toBeInTheDocument();
    });

    it('opens a mobile navigation with the same links and the auth button', async () => {
      const { user } = renderHeader();
      await user.click(menuButton());

      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      const nav = mobileNav();
      expect(nav).toBeInTheDocument();
      expect(menuButton()).toHaveAttribute('aria-controls', nav?.id);
      const links = within(nav as HTMLElement).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ...LINKS,
        ['Login', '/login'],
        ['العربية', '/ar'],
      ]);
    });

    it('closes after one of its links is followed', async () => {
      const { user } = renderHeader();
      await user.click(menuButton());
      await user.click(within(mobileNav() as HTMLElement).getByRole('link', { name: 'Consulting' }));

      expect(window.location.pathname).toBe('/consulting');
      expect(mobileNav()).not.toBeInTheDocument();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on any route change, e.g. a link outside the menu', async () => {
      const { user } = renderHeader();
      await user.click(menuButton());
      const main = screen.getByRole('navigation', { name: 'Main' });
      await user.click(within(main).getByRole('link', { name: 'About' }));

      expect(window.location.pathname).toBe('/about');
      expect(mobileNav()).not.toBeInTheDocument();
    });

    it('closes on Escape', async () => {
      const { user } = renderHeader();
      await user.click(menuButton());
      expect(mobileNav()).toBeInTheDocument();

      await user.keyboard('{Escape}');
      expect(mobileNav()).not.toBeInTheDocument();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when the menu button is clicked again', async () => {
      const { user } = renderHeader();
      await user.click(menuButton());
      await user.click(menuButton());
      expect(mobileNav()).not.toBeInTheDocument();
    });
  });
});
