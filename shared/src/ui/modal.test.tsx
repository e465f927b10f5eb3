import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUnavailableAuthPort } from '../auth/static-auth-port';
import { createBus } from '../bus/create-bus';
import { DEFAULT_SITE_CONFIG } from '../contracts/config';
import type { RemoteProps } from '../contracts/remote';
import { RemotePropsProvider } from '../remote/remote-context';
import { Modal } from './modal';

// jsdom does no layout, so offsetParent is always null there. The modal uses it to skip hidden
// elements when trapping focus: give every element that is not inside [hidden] a parent, as a
// browser would.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.closest('[hidden]') ? null : this.parentElement;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

function Form({ hiddenExtra = false }: { hiddenExtra?: boolean }) {
  return (
    <form>
      <label>
        Email
        <input type="email" />
      </label>
      <button type="submit">Subscribe</button>
      {hiddenExtra ? (
        <div hidden>
          <button type="button">Hidden action</button>
        </div>
      ) : null}
    </form>
  );
}

/** A modal that asks for the email field to take focus first. */
function WithInitialFocus() {
  const email = useRef<HTMLInputElement>(null);
  return (
    <Modal open title="Newsletter" onClose={() => {}} initialFocus={email}>
      <label>
        Email
        <input ref={email} type="email" />
      </label>
    </Modal>
  );
}

/** A page with a button that opens the modal, as a user would use it. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open newsletter
      </button>
      <Modal
        open={open}
        title="Newsletter"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <Form />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders a modal dialog named by its title', () => {
    render(
      <Modal open title="Newsletter" onClose={() => {}}>
        <p>Monthly notes on ethical finance.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Newsletter' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Monthly notes on ethical finance.');
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
  });

  it('keeps the accessible name when the title is visually hidden', () => {
    render(
      <Modal open hideTitle title="Video player" onClose={() => {}}>
        <p>Player</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Video player' })).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} title="Newsletter" onClose={() => {}}>
        <p>Monthly notes</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Monthly notes')).not.toBeInTheDocument();
  });

  it('calls onClose on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Newsletter" onClose={onClose}>
        <Form />
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('calls onClose on a mousedown on the backdrop, but not inside the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Newsletter" onClose={onClose}>
        <p>Monthly notes</p>
        <Form />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByText('Monthly notes'));
    await user.click(dialog);
    await user.click(screen.getByLabelText('Email'));
    expect(onClose).not.toHaveBeenCalled();

    await user.pointer({ keys: '[MouseLeft>]', target: dialog.parentElement as HTMLElement });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("calls onClose from its close button (accessible name 'Close')", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Newsletter" onClose={onClose}>
        <Form />
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('uses a custom close label', () => {
    render(
      <Modal open title="Newsletter" closeLabel="Close newsletter" onClose={() => {}}>
        <Form />
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close newsletter' })).toBeInTheDocument();
  });

  it('moves focus to the first focusable element when it opens', () => {
    render(
      <Modal open title="Newsletter" onClose={() => {}}>
        <Form />
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('moves focus to initialFocus when given', () => {
    render(<WithInitialFocus />);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('traps focus: Tab from the last element wraps to the first, Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Modal open title="Newsletter" onClose={() => {}}>
          <Form hiddenExtra />
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByLabelText('Email');
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });

    expect(close).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(subscribe).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(subscribe).toHaveFocus();
    await user.tab({ shift: true });
    expect(email).toHaveFocus();
  });

  it('sends focus that leaves a cross-origin frame back into the dialog (the focus guards)', () => {
    render(
      <Modal open title="Video" onClose={() => {}}>
        <iframe title="Player" src="about:blank" />
      </Modal>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const player = screen.getByTitle('Player');
    const [start, end] = document.querySelectorAll<HTMLElement>('[data-focus-guard]');
    // Tab out of the player (the page never sees the key) lands on the end guard…
    if (end) fireEvent.focus(end);
    expect(close).toHaveFocus();
    // …and Shift+Tab from the close button on the start guard.
    if (start) fireEvent.focus(start);
    expect(player).toHaveFocus();
  });

  it('gives focus back to the element that opened it when it closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open newsletter' });

    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Newsletter' })).toBeInTheDocument();
    expect(opener).not.toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back when re-rendered with open=false', () => {
    const { rerender } = render(
      <>
        <button type="button">Open</button>
        <Modal open={false} title="Newsletter" onClose={() => {}}>
          <Form />
        </Modal>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    const ui = (open: boolean) => (
      <>
        <button type="button">Open</button>
        <Modal open={open} title="Newsletter" onClose={() => {}}>
          <Form />
        </Modal>
      </>
    );
    rerender(ui(true));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    rerender(ui(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks page scrolling while open and restores it on close', () => {
    const ui = (open: boolean) => (
      <Modal open={open} title="Newsletter" onClose={() => {}}>
        <Form />
      </Modal>
    );
    document.body.style.overflow = 'auto';
    const { rerender } = render(ui(true));
    expect(document.body.style.overflow).toBe('hidden');
    rerender(ui(false));
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });
});

describe('Modal on an Arabic page (RemoteProps.locale)', () => {
  it('opens at once, and names its close button in Arabic as soon as the texts are there', async () => {
    const arabic: RemoteProps = {
      contractVersion: '1.4.0',
      basePath: '/',
      bus: createBus(),
      auth: createUnavailableAuthPort(),
      config: DEFAULT_SITE_CONFIG,
      locale: 'ar',
    };
    render(
      <RemotePropsProvider value={arabic}>
        <Modal open title="النشرة البريدية" onClose={() => {}}>
          <p>اشترك</p>
        </Modal>
      </RemotePropsProvider>,
    );
    // An opening dialog never waits for a label: it is there on the click that opened it.
    expect(screen.getByRole('dialog', { name: 'النشرة البريدية' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('keeps a close label it is given', () => {
    render(
      <RemotePropsProvider value={{ ...createBusProps(), locale: 'ar' }}>
        <Modal open title="فيديو" closeLabel="إغلاق الفيديو" onClose={() => {}}>
          <p>…</p>
        </Modal>
      </RemotePropsProvider>,
    );
    expect(screen.getByRole('button', { name: 'إغلاق الفيديو' })).toBeInTheDocument();
  });
});

function createBusProps(): RemoteProps {
  return {
    contractVersion: '1.4.0',
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: DEFAULT_SITE_CONFIG,
  };
}
