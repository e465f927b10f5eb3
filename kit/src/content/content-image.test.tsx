import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteProps,
  RemotePropsProvider,
} from '@quantethic/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContentImage } from './content-image';

const FALLBACK = '/assets/course-thumbnail.svg';
const IMAGE = { asset: { _ref: 'image-abc123-800x600-jpg' } };
const OTHER_IMAGE = { asset: { _ref: 'image-def456-1200x900-png' } };

function remoteProps(apiHost: string | null): RemoteProps {
  return {
    contractVersion: '1.0.0',
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: {
      ...DEFAULT_SITE_CONFIG,
      content: { ...DEFAULT_SITE_CONFIG.content, projectId: 'p', dataset: 'd', apiHost },
    },
  };
}

const CDN_PROPS = remoteProps(null);
const LOCAL_API_PROPS = remoteProps('http://localhost:3333');

/** Content served by Sanity's CDN (no apiHost). */
function Cdn({ children }: { children: ReactNode }) {
  return <RemotePropsProvider value={CDN_PROPS}>{children}</RemotePropsProvider>;
}

/** Content served by the local content API (apiHost set). */
function LocalApi({ children }: { children: ReactNode }) {
  return <RemotePropsProvider value={LOCAL_API_PROPS}>{children}</RemotePropsProvider>;
}

/** The srcset as [url, descriptor] pairs. */
function srcSet(img: HTMLElement): [URL, string][] {
  return (img.getAttribute('srcset') ?? '')
    .split(', ')
    .filter(Boolean)
    .map((entry) => {
      const [url, descriptor] = entry.split(' ');
      return [new URL(url as string), descriptor as string];
    });
}

describe('ContentImage', () => {
  it('builds src, srcset and sizes on the Sanity CDN when no apiHost is set', () => {
    render(
      <ContentImage
        image={IMAGE}
        fallback={FALLBACK}
        alt="Sukuk market"
        widths={[400, 800, 1200]}
        sizes="(min-width: 60rem) 50vw, 100vw"
      />,
      { wrapper: Cdn },
    );
    const img = screen.getByRole('img', { name: 'Sukuk market' });
    const src = new URL(img.getAttribute('src') as string);
    expect(src.origin).toBe('https://cdn.sanity.io');
    expect(src.pathname).toBe('/images/p/d/abc123-800x600.jpg');
    expect(src.searchParams.get('w')).toBe('800');
    expect(src.searchParams.get('auto')).toBe('format');

    const entries = srcSet(img);
    expect(entries.map(([, descriptor]) => descriptor)).toEqual(['400w', '800w', '1200w']);
    for (const [url, descriptor] of entries) {
      expect(url.origin).toBe('https://cdn.sanity.io');
      expect(url.pathname).toBe('/images/p/d/abc123-800x600.jpg');
      expect(`${url.searchParams.get('w')}w`).toBe(descriptor);
    }
    expect(img).toHaveAttribute('sizes', '(min-width: 60rem) 50vw, 100vw');
  });

  it('uses default widths and sizes', () => {
    render(<ContentImage image={IMAGE} fallback={FALLBACK} alt="Chart" />, { wrapper: Cdn });
    const img = screen.getByRole('img', { name: 'Chart' });
    expect(srcSet(img).map(([, descriptor]) => descriptor)).toEqual(['320w', '640w', '960w', '1280w']);
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('serves images from the configured apiHost', () => {
    render(<ContentImage image={IMAGE} fallback={FALLBACK} alt="Local" />, {
      wrapper: LocalApi,
    });
    const img = screen.getByRole('img', { name: 'Local' });
    const src = new URL(img.getAttribute('src') as string);
    expect(src.origin).toBe('http://localhost:3333');
    expect(src.pathname).toBe('/images/p/d/abc123-800x600.jpg');
    for (const [url] of srcSet(img)) expect(url.origin).toBe('http://localhost:3333');
    expect(img.getAttribute('srcset')).not.toContain('cdn.sanity.io');
  });

  it('takes its intrinsic width and height from the asset id (no layout shift)', () => {
    render(<ContentImage image={IMAGE} fallback={FALLBACK} alt="Sized" />, { wrapper: Cdn });
    const img = screen.getByRole('img', { name: 'Sized' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
  });

  it('lets explicit width and height win', () => {
    render(<ContentImage image={IMAGE} fallback={FALLBACK} alt="Sized" width={40} height={30} />, {
      wrapper: Cdn,
    });
    const img = screen.getByRole('img', { name: 'Sized' });
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '30');
  });

  it("prefers the image's own alt text over the prop", () => {
    render(
      <ContentImage
        image={{ ...IMAGE, alt: '  Growth of Islamic banking  ' }}
        fallback={FALLBACK}
        alt="Generic"
      />,
      {
        wrapper: Cdn,
      },
    );
    expect(screen.getByRole('img', { name: 'Growth of Islamic banking' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Generic' })).not.toBeInTheDocument();
  });

  it.each([null, '', '   '])('uses the alt prop when the image alt is %j', (imageAlt) => {
    render(<ContentImage image={{ ...IMAGE, alt: imageAlt }} fallback={FALLBACK} alt="From the page" />, {
      wrapper: Cdn,
    });
    expect(screen.getByRole('img', { name: 'From the page' })).toBeInTheDocument();
  });

  it('uses the alt prop when content gives a non-string alt (hostile content)', () => {
    render(<ContentImage image={{ ...IMAGE, alt: 42 as never }} fallback={FALLBACK} alt="From the page" />, {
      wrapper: Cdn,
    });
    expect(screen.getByRole('img', { name: 'From the page' })).toBeInTheDocument();
  });

  it('marks a decorative image with an empty alt', () => {
    const { container } = render(<ContentImage image={IMAGE} fallback={FALLBACK} alt="" />, { wrapper: Cdn });
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('loads lazily and decodes asynchronously by default, eagerly when asked', () => {
    const { rerender } = render(<ContentImage image={IMAGE} fallback={FALLBACK} alt="Hero" />, {
      wrapper: Cdn,
    });
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    rerender(<ContentImage image={IMAGE} fallback={FALLBACK} alt="Hero" loading="eager" />);
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('passes other img attributes through', () => {
    render(<ContentImage image={IMAGE} fallback={FALLBACK} alt="Styled" className="qe-card__image" />, {
      wrapper: Cdn,
    });
    expect(screen.getByRole('img', { name: 'Styled' })).toHaveClass('qe-card__image');
  });

  it('uses a plain http(s) URL as is, without srcset', () => {
    render(
      <ContentImage image={{ url: 'https://images.example.com/a.png' }} fallback={FALLBACK} alt="Plain" />,
      {
        wrapper: Cdn,
      },
    );
    const img = screen.getByRole('img', { name: 'Plain' });
    expect(img).toHaveAttribute('src', 'https://images.example.com/a.png');
    expect(img).not.toHaveAttribute('srcset');
  });

  it.each([
    ['no image', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['a malformed asset ref', { asset: { _ref: 'not-an-asset' } }],
    ['a javascript: URL', { url: 'javascript:alert(1)' }],
    ['a data: URL', { asset: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } }],
  ])('shows the fallback for %s, without srcset or sizes', (_label, image) => {
    render(<ContentImage image={image} fallback={FALLBACK} alt="Missing" />, { wrapper: Cdn });
    const img = screen.getByRole('img', { name: 'Missing' });
    expect(img).toHaveAttribute('src', FALLBACK);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).not.toHaveAttribute('width');
  });

  it('switches to the fallback when the image fails to load, and calls onError', () => {
    const onError = vi.fn();
    render(<ContentImage image={IMAGE} fallback={FALLBACK} alt="Broken" onError={onError} />, {
      wrapper: Cdn,
    });
    const img = screen.getByRole('img', { name: 'Broken' });
    expect(img.getAttribute('src')).toContain('cdn.sanity.io');

    fireEvent.error(img);
    expect(img).toHaveAttribute('src', FALLBACK);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(onError).toHaveBeenCalledOnce();

    // A broken fallback does not loop.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', FALLBACK);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('gives a new image a new chance after a failure', () => {
    const { rerender } = render(<ContentImage image={IMAGE} fallback={FALLBACK} alt="Card" />, {
      wrapper: Cdn,
    });
    const img = screen.getByRole('img', { name: 'Card' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', FALLBACK);

    rerender(<ContentImage image={OTHER_IMAGE} fallback={FALLBACK} alt="Card" />);
    const src = new URL(img.getAttribute('src') as string);
    expect(src.pathname).toBe('/images/p/d/def456-1200x900.png');
    expect(img.getAttribute('srcset')).toContain('def456-1200x900.png');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
  });

  it('keeps the fallback when re-rendered with the same broken image', () => {
    const { rerender } = render(<ContentImage image={IMAGE} fallback={FALLBACK} alt="Card" />, {
      wrapper: Cdn,
    });
    const img = screen.getByRole('img', { name: 'Card' });
    fireEvent.error(img);
    rerender(<ContentImage image={{ ...IMAGE }} fallback={FALLBACK} alt="Card" />);
    expect(img).toHaveAttribute('src', FALLBACK);
  });
});
