import { Modal, RemotePropsProvider } from '@quantethic/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arabicProps } from '../testing/arabic';
import { type DialogProps, LAZY_DIALOG_FAILED, lazyDialog } from './lazy-dialog';

interface NoteProps extends DialogProps {
  note: string;
}

function NoteDialog({ note, onClose }: NoteProps) {
  return (
    <Modal open onClose={onClose} title={`Note: ${note}`}>
      <p>The note reads {note}.</p>
    </Modal>
  );
}

/** A module load the test settles by hand: each call is one download. */
function manualLoads() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<{ default: typeof NoteDialog }>((resolve, reject) => {
      calls.push({
        resolve: () => resolve({ default: NoteDialog }),
        reject: () => reject(new Error('offline')),
      });
    });
  return { load, calls };
}

function Page({ Dialog }: { Dialog: ComponentType<NoteProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>The page</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open the note
      </button>
      {open ? <Dialog note="first" onClose={() => setOpen(false)} /> : null}
    </main>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyDialog', () => {
  it('says the dialog is loading, under its name, until its code is there', async () => {
    const { load, calls } = manualLoads();
    const Dialog = lazyDialog(load, ({ note }) => `Note: ${note}`);
    render(<Page Dialog={Dialog} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the note' }));

    const loading = screen.getByRole('dialog', { name: 'Note: first' });
    expect(loading).toHaveTextContent('Loading...');
    calls[0]?.resolve();
    expect(await screen.findByText('The note reads first.')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('when the code cannot be downloaded, the dialog says so, the page stays, and Try Again downloads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = manualLoads();
    const Dialog = lazyDialog(load, ({ note }) => `Note: ${note}`);
    render(<Page Dialog={Dialog} />);
    const opener = screen.getByRole('button', { name: 'Open the note' });
    await userEvent.click(opener);
    calls[0]?.reject();

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('dialog', { name: 'Note: first' })).toContainElement(alert);
    expect(alert).toHaveTextContent(LAZY_DIALOG_FAILED.message);
    expect(screen.getByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    expect(await screen.findByText('The note reads first.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('Close on the failed dialog closes it and gives focus back to its opener', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = manualLoads();
    const Dialog = lazyDialog(load, ({ note }) => `Note: ${note}`);
    render(<Page Dialog={Dialog} />);
    const opener = screen.getByRole('button', { name: 'Open the note' });
    await userEvent.click(opener);
    calls[0]?.reject();
    await screen.findByRole('alert');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('lazyDialog on an Arabic page (RemoteProps.locale)', () => {
  it('says in Arabic that the dialog is loading, and that its code could not be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = manualLoads();
    const Dialog = lazyDialog(load, ({ note }) => `Note: ${note}`);
    await act(async () => {
      render(
        <RemotePropsProvider value={arabicProps()}>
          <Page Dialog={Dialog} />
        </RemotePropsProvider>,
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open the note' }));
    const loading = await screen.findByRole('dialog', { name: 'Note: first' });
    expect(await within(loading).findByText('جارٍ التحميل…')).toBeInTheDocument();

    calls[0]?.reject();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'تعذّر فتح هذه النافذة' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('تعذّر علينا تحميل هذا المحتوى الآن. تحقّق من اتصالك وحاول مرة أخرى.');
    expect(screen.getByRole('dialog', { name: 'Note: first' })).toContainElement(alert);
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(calls).toHaveLength(2);
    calls[1]?.resolve();
    expect(await screen.findByText('The note reads first.')).toBeInTheDocument();
  });

  it('keeps the English texts of a failed dialog for the code that reads them', () => {
    expect(LAZY_DIALOG_FAILED).toEqual({
      title: 'This could not be opened',
      message: "We couldn't load this right now. Check your connection and try again.",
    });
  });
});
