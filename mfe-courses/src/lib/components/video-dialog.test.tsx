import { RemotePropsProvider } from '@quantethic/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestProps } from '../../testing/render';
import { VideoDialog } from './video-dialog';

function renderDialog(url: string) {
  const onClose = vi.fn();
  render(
    <RemotePropsProvider value={createTestProps()}>
      <VideoDialog open onClose={onClose} url={url} title="Takaful: preview video" />
    </RemotePropsProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Takaful: preview video' }), onClose };
}

describe('VideoDialog', () => {
  it('is a full-screen dialog with the player and a close button that has focus first', () => {
    const { dialog } = renderDialog('https://youtu.be/Tk8Fs2Lp5Qa');
    expect(dialog).toHaveClass('qe-modal--fullscreen');
    expect(dialog.querySelector('iframe')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/Tk8Fs2Lp5Qa?rel=0&autoplay=1',
    );
    expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();
  });

  it('sends focus that leaves the player back to the close button, and Shift+Tab from it to the player', () => {
    const { dialog } = renderDialog('https://vimeo.com/594827163');
    const close = screen.getByRole('button', { name: 'Close video' });
    const player = dialog.querySelector('iframe') as HTMLIFrameElement;
    const guard = dialog.querySelector('span[tabindex="0"]') as HTMLElement;
    fireEvent.focus(guard, { relatedTarget: player });
    expect(close).toHaveFocus();
    fireEvent.focus(guard, { relatedTarget: close });
    expect(player).toHaveFocus();
  });

  it('closes with Escape', () => {
    const { onClose } = renderDialog('https://youtu.be/Tk8Fs2Lp5Qa');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('explains an unsupported URL instead of embedding it', () => {
    const { dialog } = renderDialog('https://example.com/video.mp4');
    expect(screen.getByText('Unsupported video URL: https://example.com/video.mp4')).toBeInTheDocument();
    expect(dialog.querySelector('iframe')).toBeNull();
  });
});
