import { VideoEmbed } from '@quantethic/kit/ui';
import { Modal } from '@quantethic/shared';
import { type FocusEvent, useRef } from 'react';

export interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
  url: string | null | undefined;
  title: string;
}

/**
 * The video modal (SPEC §2): a full-screen overlay with a close button that embeds the video —
 * the kit's VideoModal, plus a focus guard after the player. Keyboard focus inside a
 * cross-origin player never reaches the page's key handlers, so without the guard a Tab out
 * of the player would leave the dialog; the guard sends it back to the close button (and a
 * Shift+Tab from the close button on to the player).
 */
export function VideoDialog({ open, onClose, url, title }: VideoDialogProps) {
  const guard = useRef<HTMLSpanElement>(null);
  const onGuardFocus = (event: FocusEvent<HTMLSpanElement>) => {
    const dialog = guard.current?.closest('[role="dialog"]');
    const close = dialog?.querySelector<HTMLElement>('.qe-modal__close');
    const player = dialog?.querySelector<HTMLElement>('iframe');
    if (event.relatedTarget === close && player) player.focus();
    else close?.focus();
  };
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
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a focus guard that moves focus back into the dialog. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the focus guard must be reachable by Tab. */}
      <span ref={guard} tabIndex={0} className="qe-visually-hidden" onFocus={onGuardFocus} />
    </Modal>
  );
}
