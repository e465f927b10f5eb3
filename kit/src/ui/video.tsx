import { Modal, parseVideoUrl } from '@quantethic/shared';

export interface VideoEmbedProps {
  url: string | null | undefined;
  title: string;
  /** Start playing at once (the video modal). Vimeo always starts muted (SPEC §5). */
  autoplay?: boolean;
  className?: string;
}

/**
 * A YouTube or Vimeo player (related videos off; Vimeo muted autoplay). Any other URL shows
 * 'Unsupported video URL: …' or 'Invalid YouTube URL: …' instead of an embed — never an error.
 */
export function VideoEmbed({ url, title, autoplay = false, className = '' }: VideoEmbedProps) {
  const parsed = parseVideoUrl(url);
  if (!parsed.ok) {
    return (
      <p className={`qe-video__error ${className}`.trim()} role="note">
        {parsed.error}
      </p>
    );
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
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      hideTitle
      variant="fullscreen"
      closeLabel="Close video"
    >
      <VideoEmbed url={url} title={title} autoplay className="qe-video--modal" />
    </Modal>
  );
}
