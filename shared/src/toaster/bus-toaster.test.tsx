import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../bus/create-bus';
import { BusToaster, TOAST_DURATIONS, TOAST_LIMIT } from './bus-toaster';

beforeEach(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about prefers-reduced-motion.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
});

afterEach(() => {
  // react-hot-toast keeps its toasts in a module-level store: start every test empty.
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

function setup() {
  const bus = createBus();
  render(<BusToaster bus={bus} />);
  return bus;
}

describe('BusToaster', () => {
  it('renders nothing until the first toast', () => {
    const { container } = render(<BusToaster bus={createBus()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a blank toast emitted on the bus', async () => {
    const bus = setup();
    act(() => bus.emit('toast', { kind: 'blank', message: 'Welcome back' }));
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
  });

  it.each(['success', 'error'] as const)('shows a %s toast', async (kind) => {
    const bus = setup();
    act(() => bus.emit('toast', { kind, message: `It was a ${kind}` }));
    const message = await screen.findByText(`It was a ${kind}`);
    expect(message).toBeInTheDocument();
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  it('shows toasts emitted one after another', async () => {
    const bus = setup();
    act(() => bus.emit('toast', { kind: 'success', message: 'Progress saved' }));
    expect(await screen.findByText('Progress saved')).toBeInTheDocument();
    act(() => bus.emit('toast', { kind: 'error', message: 'Could not save your email' }));
    expect(await screen.findByText('Could not save your email')).toBeInTheDocument();
    expect(screen.getByText('Progress saved')).toBeInTheDocument();
  });

  it('a toast with a known id replaces that toast', async () => {
    const bus = setup();
    act(() => bus.emit('toast', { kind: 'loading', message: 'Saving...', id: 'save' }));
    expect(await screen.findByText('Saving...')).toBeInTheDocument();
    act(() => bus.emit('toast', { kind: 'success', message: 'Saved', id: 'save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
  });

  it('does not show an invalid toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = setup();
    act(() => bus.emit('toast', { kind: 'warning', message: 'Invalid kind' } as never));
    act(() => bus.emit('toast', { kind: 'blank', message: 'Valid toast' }));
    expect(await screen.findByText('Valid toast')).toBeInTheDocument();
    expect(screen.queryByText('Invalid kind')).not.toBeInTheDocument();
  });

  it(`shows at most ${TOAST_LIMIT} toasts (SPEC: 'at most 20'), the newest first`, async () => {
    expect(TOAST_LIMIT).toBe(20);
    const bus = setup();
    act(() => {
      for (let i = 1; i <= 25; i += 1) bus.emit('toast', { kind: 'blank', message: `Toast number ${i}` });
    });
    expect(await screen.findByText('Toast number 25')).toBeInTheDocument();
    expect(screen.getAllByText(/^Toast number \d+$/)).toHaveLength(20);
    expect(screen.getByText('Toast number 6')).toBeInTheDocument();
    expect(screen.queryByText('Toast number 5')).not.toBeInTheDocument();
  });

  it("'toast:dismiss' with an id removes that toast only", async () => {
    const bus = setup();
    act(() => {
      bus.emit('toast', { kind: 'blank', message: 'Keep me', id: 'keep' });
      bus.emit('toast', { kind: 'loading', message: 'Uploading...', id: 'upload' });
    });
    expect(await screen.findByText('Uploading...')).toBeInTheDocument();

    act(() => bus.emit('toast:dismiss', { id: 'upload' }));
    await waitFor(() => expect(screen.queryByText('Uploading...')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });

  it("'toast:dismiss' without an id removes every toast", async () => {
    const bus = setup();
    act(() => {
      bus.emit('toast', { kind: 'blank', message: 'First' });
      bus.emit('toast', { kind: 'error', message: 'Second' });
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();

    act(() => bus.emit('toast:dismiss', {}));
    await waitFor(
      () => {
        expect(screen.queryByText('First')).not.toBeInTheDocument();
        expect(screen.queryByText('Second')).not.toBeInTheDocument();
      },
      { timeout: 3000 },
    );
  });

  it('stops listening when unmounted', async () => {
    const bus = createBus();
    const { unmount } = render(<BusToaster bus={bus} />);
    act(() => bus.emit('toast', { kind: 'blank', message: 'Before unmount' }));
    expect(await screen.findByText('Before unmount')).toBeInTheDocument();
    unmount();
    act(() => bus.emit('toast', { kind: 'blank', message: 'After unmount' }));

    const otherBus = createBus();
    render(<BusToaster bus={otherBus} />);
    act(() => otherBus.emit('toast', { kind: 'blank', message: 'On the new page' }));
    expect(await screen.findByText('On the new page')).toBeInTheDocument();
    expect(screen.queryByText('After unmount')).not.toBeInTheDocument();
  });

  it('uses the SPEC durations', () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
    });
  });
});
