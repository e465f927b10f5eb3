import { type RemoteProps, RemotePropsProvider } from '@quantethic/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { arabicProps } from '../testing/arabic';
import { kitUiMessages } from './messages';
import { VideoEmbed, VideoModal } from './video';

const YOUTUBE_ID = 'dQw4w9WgXcQ';

/** The embed's URL, parsed. */
function embedUrl(title: string): URL {
  const frame = screen.getByTitle(title);
  expect(frame.tagName).toBe('IFRAME');
  return new URL(frame.getAttribute('src') as string);
}

describe('VideoEmbed', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
    `https://youtu.be/${YOUTUBE_ID}`,
    `https://www.youtube.com/shorts/${YOUTUBE_ID}`,
  ])('embeds the YouTube video %s without cookies and without related videos', (url) => {
    render(<VideoEmbed url={url} title="Intro to sukuk" />);
    const src = embedUrl('Intro to sukuk');
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe(`/embed/${YOUTUBE_ID}`);
    expect(src.searchParams.get('rel')).toBe('0');
    expect(src.searchParams.has('autoplay')).toBe(false);
    expect(screen.getByTitle('Intro to sukuk')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTitle('Intro to sukuk').getAttribute('allow')).toContain('fullscreen');
  });

  it('autoplays a YouTube video only when asked', () => {
    render(<VideoEmbed url={`https://youtu.be/${YOUTUBE_ID}?t=90`} title="Lesson" autoplay />);
    const src = embedUrl('Lesson');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('rel')).toBe('0');
    expect(src.searchParams.get('start')).toBe('90');
    expect(screen.getByTitle('Lesson')).toHaveAttribute('loading', 'eager');
  });

  it('embeds a Vimeo video muted, without autoplay by default', () => {
    render(<VideoEmbed url="https://vimeo.com/123456789" title="Vimeo talk" />);
    const src = embedUrl('Vimeo talk');
    expect(src.origin).toBe('https://player.vimeo.com');
    expect(src.pathname).toBe('/video/123456789');
    expect(src.searchParams.get('muted')).toBe('1');
    expect(src.searchParams.has('autoplay')).toBe(false);
  });

  it('autoplays a Vimeo video (muted) when asked, keeping an unlisted hash', () => {
    render(<VideoEmbed url="https://vimeo.com/123456789/abcdef12" title="Private talk" autoplay />);
    const src = embedUrl('Private talk');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('muted')).toBe('1');
    expect(src.searchParams.get('h')).toBe('abcdef12');
  });

  it('drops only the autoplay parameter of a non-autoplay Vimeo embed with a hash', () => {
    render(<VideoEmbed url="https://vimeo.com/123456789/abcdef12" title="Private talk" />);
    const src = embedUrl('Private talk');
    expect(src.searchParams.has('autoplay')).toBe(false);
    expect(src.searchParams.get('muted')).toBe('1');
    expect(src.searchParams.get('h')).toBe('abcdef12');
  });

  it('shows exactly "Invalid YouTube URL: …" for a YouTube link without a valid id', () => {
    const url = 'https://www.youtube.com/watch?v=short';
    const { container } = render(<VideoEmbed url={url} title="Broken" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Invalid YouTube URL: https:\/\/www\.youtube\.com\/watch\?v=short$/,
    );
    expect(screen.getByRole('note').textContent).toBe(`Invalid YouTube URL: ${url}`);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it.each(['https://example.com/video.mp4', 'javascript:alert(1)', 'not a url'])(
    'shows "Unsupported video URL: …" for %j',
    (url) => {
      const { container } = render(<VideoEmbed url={url} title="Other" />);
      expect(screen.getByRole('note').textContent).toBe(`Unsupported video URL: ${url}`);
      expect(container.querySelector('iframe')).toBeNull();
    },
  );

  it.each([null, undefined])('shows "Unsupported video URL: " for a %s url', (url) => {
    const { container } = render(<VideoEmbed url={url} title="Missing" />);
    expect(screen.getByRole('note').textContent).toBe('Unsupported video URL: ');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('passes its class name to the player and to the error', () => {
    const { container, rerender } = render(
      <VideoEmbed url={`https://youtu.be/${YOUTUBE_ID}`} title="Styled" className="extra" />,
    );
    expect(container.firstElementChild).toHaveClass('qe-video', 'extra');
    rerender(<VideoEmbed url="https://example.com" title="Styled" className="extra" />);
    expect(screen.getByRole('note')).toHaveClass('qe-video__error', 'extra');
  });
});

describe('VideoModal', () => {
  it('renders nothing when closed', () => {
    const { container } = render(
      <VideoModal
        open={false}
        onClose={() => {}}
        url={`https://youtu.be/${YOUTUBE_ID}`}
        title="Course trailer"
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('opens a dialog named by the title with an autoplaying embed', () => {
    render(
      <VideoModal open onClose={() => {}} url={`https://youtu.be/${YOUTUBE_ID}`} title="Course trailer" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Course trailer' });
    const frame = within(dialog).getByTitle('Course trailer');
    expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.getAttribute('src') as string);
    expect(src.pathname).toBe(`/embed/${YOUTUBE_ID}`);
    expect(src.searchParams.get('autoplay')).toBe('1');
  });

  it('shows the error message inside the dialog for an unsupported URL', () => {
    render(<VideoModal open onClose={() => {}} url="https://example.com/x" title="Course trailer" />);
    const dialog = screen.getByRole('dialog', { name: 'Course trailer' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Unsupported video URL: https://example.com/x',
    );
  });

  it("calls onClose from its 'Close video' button", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <VideoModal open onClose={onClose} url={`https://youtu.be/${YOUTUBE_ID}`} title="Course trailer" />,
    );
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('calls onClose on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <VideoModal open onClose={onClose} url={`https://youtu.be/${YOUTUBE_ID}`} title="Course trailer" />,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('videos on an Arabic page (RemoteProps.locale)', () => {
  const arabic: RemoteProps = arabicProps();
  // The Arabic texts arrive inside an awaited act: only there does React resume a render waiting for them.
  const renderArabic = (ui: ReactNode) =>
    act(async () => {
      render(<RemotePropsProvider value={arabic}>{ui}</RemotePropsProvider>);
      await kitUiMessages.ready('ar');
    });

  it('says in Arabic that a video URL is not supported, or not a valid YouTube URL', async () => {
    await renderArabic(
      <>
        <VideoEmbed url="https://example.com/x" title="Other" />
        <VideoEmbed url="https://youtu.be/short" title="Broken" />
      </>,
    );
    const [unsupported, invalid] = screen.getAllByRole('note');
    expect(unsupported).toHaveTextContent('رابط فيديو غير مدعوم: https://example.com/x');
    expect(invalid).toHaveTextContent('رابط يوتيوب غير صالح: https://youtu.be/short');
  });

  it("names the video modal's close button in Arabic", async () => {
    const onClose = vi.fn();
    await renderArabic(
      <VideoModal open onClose={onClose} url={`https://youtu.be/${YOUTUBE_ID}`} title="فيديو تعريفي" />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'إغلاق الفيديو' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
