import { Modal, parseVideoUrl } from '@quantethic/shared';
import { useKitUiMessages, useKitUiMessagesLater } from './messages';

export interface VideoEmbedProps {
  url: string | null | undefined;
  title: string;
  /** Start playing at once (the video modal). Vimeo always starts muted (SPEC §5). */
  autoplay?: boolean;
  className?: string;
}

/**
 * What a URL that is not a video says, in the page's locale. parseVideoUrl (shared) says it in
 * English: its two messages are told apart by their start; another one is shown as it is.
 */
function VideoUrlError({
  url,
  error,
  className,
}: {
  url: string | null | undefined;
  error: string;
  className: string;
}) {
  const t = useKitUiMessages();
  const text = typeof url === 'string' ? url : '';
  return (
    <p className={`qe-video__error ${className}`.trim()} role="note">
      {error.startsWith('Invalid YouTube URL:')
        ? t('video.invalidYouTube', { url: text })
        : error.startsWith('Unsupported video URL:')
          ? t('video.unsupported', { url: text })
          : error}
    </p>
  );
}

/**
 * A YouTube or Vimeo player (related videos off; Vimeo muted autoplay). Any other URL shows
 * 'Unsupported video URL: …' or 'Invalid YouTube URL: …' instead of an embed — never an error.
 */
export function VideoEmbed({ url, title, autoplay = false, className = '' }: VideoEmbedProps) {
  const parsed = parseVideoUrl(url);
  if (!parsed.ok) {
    return <VideoUrlError url={url} error={parsed.error} className={className} />;
  }
  const { video } = parsed;
  let src = video.embedUrl;
  if (video.platform === 'youtube' && autoplay) src += '&autoplay=1';
  if (video.platform === 'vimeo' && !autoplay) src = src.replace('autoplay=1&', '');
  return (
    <div className={`qe-video ${className}`.trim()}>
      <iframe
        src={src}
        title={title}
        loading={autoplay ? 'eager' : 'lazy'}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

export interface VideoModalProps {
  open: boolean;
  onClose: () => void;
  url: string | null | undefined;
  title: string;
}

/** The video modal (SPEC §2): a full-screen overlay with a close button that embeds the video. */
export function VideoModal({ open, onClose, url, title }: VideoModalProps) {
  // Rendered closed with the page: its close button's name never holds the page back.
  const t = useKitUiMessagesLater();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      hideTitle
      variant="fullscreen"
      closeLabel={t('video.close')}
    >
      <VideoEmbed url={url} title={title} autoplay className="qe-video--modal" />
    </Modal>
  );
}
