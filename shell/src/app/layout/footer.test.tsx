import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type SiteConfig,
} from '@quantethic/shared';
import { BrowserRouter } from '@quantethic/shared/router';
import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteProvider } from '../../lib/site-context';
import { Footer } from './footer';

async function renderFooter(config: SiteConfig = DEFAULT_SITE_CONFIG) {
  const loaded = Promise.resolve(config);
  render(
    <SiteProvider site={{ bus: createBus(), auth: createUnavailableAuthPort(), config: loaded }}>
      <BrowserRouter>
        <Footer />
      </BrowserRouter>
    </SiteProvider>,
  );
  // Let the config promise settle and the footer re-render with it.
  await act(async () => {
    await loaded;
  });
}

const withLinks = (links: SiteConfig['links']): SiteConfig => ({ ...DEFAULT_SITE_CONFIG, links });

beforeEach(() => {
  window.history.pushState({}, '', '/');
});

describe('Footer', () => {
  it('links to the main sections', async () => {
    await renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Courses', '/courses'],
      ['Knowledge', '/knowledge'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  it('shows the external profiles from the runtime config, opening in a new tab', async () => {
    await renderFooter(
      withLinks({
        github: 'https://github.com/quantethic',
        twitter: 'https://twitter.com/quantethic',
        youtube: 'https://youtube.com/@quantethic',
      }),
    );

    const expected = [
      [/GitHub/, 'https://github.com/quantethic'],
      [/Twitter/, 'https://twitter.com/quantethic'],
      [/YouTube/, 'https://youtube.com/@quantethic'],
    ] as const;
    for (const [name, href] of expected) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    }
  });

  it('does not render links that are null in the config', async () => {
    await renderFooter(withLinks({ github: 'https://github.com/quantethic', twitter: null, youtube: null }));
    expect(screen.getByRole('link', { name: /GitHub/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Twitter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /YouTube/ })).not.toBeInTheDocument();
  });

  it('renders no external links with the default config', async () => {
    await renderFooter();
    for (const name of [/GitHub/, /Twitter/, /YouTube/]) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it("has the 'Why QuantEthic?' call to action linking to /about", async () => {
    await renderFooter();
    expect(screen.getByRole('heading', { name: 'Why QuantEthic?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn About Us' })).toHaveAttribute('href', '/about');
  });

  it('shows the copyright with the current year', async () => {
    await renderFooter();
    const year = new Date().getFullYear();
    const copyright = screen.getByText(
      (_, element) => element?.tagName === 'P' && /©/.test(element.textContent ?? ''),
    );
    expect(copyright).toHaveTextContent(String(year));
    expect(copyright).toHaveTextContent('QuantEthic');
  });
});
