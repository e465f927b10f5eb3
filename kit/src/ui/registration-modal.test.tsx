import {
  type Bus,
  type BusEvents,
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteProps,
  RemotePropsProvider,
} from '@quantethic/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arabicProps } from '../testing/arabic';
import { kitUiMessages } from './messages';
import { REDIRECT_DELAY_MS, RegistrationModal, type RegistrationModalProps } from './registration-modal';

const INFO = { name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0000' };

// user-event (through Testing Library's async wrapper) needs time to move on its own, so the
// fake clock also follows real time; the exact-delay test below uses fireEvent and a still clock.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(overrides: Partial<RegistrationModalProps> = {}) {
  const bus: Bus = createBus();
  const events: { [K in keyof BusEvents]?: BusEvents[K][] } = {};
  const record = <K extends keyof BusEvents>(name: K) =>
    bus.on(name, (payload) => {
      const list = (events[name] ?? []) as BusEvents[K][];
      list.push(payload);
      events[name] = list as never;
    });
  record('toast');
  record('visitor:changed');

  const props: RemoteProps = {
    contractVersion: '1.0.0',
    basePath: '/',
    bus,
    auth: createUnavailableAuthPort(),
    config: DEFAULT_SITE_CONFIG,
  };
  const onClose = vi.fn();
  const onRegistered = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(
    <RemotePropsProvider value={props}>
      <RegistrationModal
        open
        onClose={onClose}
        title="Register for this course"
        intro="We will send you the course details."
        submitLabel="Save and continue"
        onRegistered={onRegistered}
        {...overrides}
      />
    </RemotePropsProvider>,
  );
  return { bus, events, onClose, onRegistered, user, ...view };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), INFO.name);
  await user.type(screen.getByLabelText('Email'), INFO.email);
  await user.type(screen.getByLabelText('Phone'), INFO.phone);
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
}

describe('RegistrationModal', () => {
  it('opens a dialog with its title, intro and the visitor form', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Register for this course' });
    expect(dialog).toHaveTextContent('We will send you the course details.');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  });

  it('renders nothing when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the info, announces it, and shows "Redirecting..." while waiting', async () => {
    const { user, events, onClose, onRegistered } = setup();
    await fillAndSubmit(user);

    expect(localStorage.getItem('userName')).toBe(INFO.name);
    expect(localStorage.getItem('userEmail')).toBe(INFO.email);
    expect(localStorage.getItem('userPhone')).toBe(INFO.phone);
    expect(events['visitor:changed']).toEqual([{ registered: true }]);
    expect(events.toast).toEqual([{ kind: 'success', message: 'Info saved! Redirecting to form...' }]);
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('uses a custom toast message', async () => {
    const { user, events } = setup({ toastMessage: 'Booking saved!' });
    await fillAndSubmit(user);
    expect(events.toast).toEqual([{ kind: 'success', message: 'Booking saved!' }]);
  });

  it('closes and calls onRegistered with the info after exactly 1500 ms', () => {
    expect(REDIRECT_DELAY_MS).toBe(1500);
    vi.useRealTimers();
    vi.useFakeTimers(); // a still clock: only advanceTimersByTime moves it
    const { onClose, onRegistered } = setup();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: INFO.name } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: INFO.email } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: INFO.phone } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(1_499));
    expect(onRegistered).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onRegistered).toHaveBeenCalledExactlyOnceWith(INFO);
    // The form is usable again if the dialog stays open.
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  });

  it('redirects after the delay when filled in with the keyboard', async () => {
    const { user, onClose, onRegistered } = setup();
    await fillAndSubmit(user);
    expect(onRegistered).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onRegistered).toHaveBeenCalledExactlyOnceWith(INFO);
  });

  it('cannot be dismissed with Escape while redirecting', async () => {
    const { user, onClose } = setup();
    await fillAndSubmit(user);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can be dismissed with Escape before submitting', async () => {
    const { user, onClose } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('does not save or announce anything when the form is invalid', async () => {
    const { user, events, onRegistered } = setup();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(events.toast).toBeUndefined();
    expect(events['visitor:changed']).toBeUndefined();
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows an error toast and does nothing else when the browser refuses to store the info', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { user, events, onClose, onRegistered } = setup();
    await fillAndSubmit(user);

    expect(events.toast).toEqual([
      { kind: 'error', message: 'Your details could not be saved in this browser.' },
    ]);
    expect(events['visitor:changed']).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue(INFO.name);

    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
    expect(onClose).not.toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('cancels the redirect when it is unmounted before the delay', async () => {
    const { user, onClose, onRegistered, unmount } = setup();
    await fillAndSubmit(user);
    unmount();
    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS * 2));
    expect(onRegistered).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('RegistrationModal on an Arabic page (RemoteProps.locale)', () => {
  async function setupArabic() {
    const bus: Bus = createBus();
    const toasts: BusEvents['toast'][] = [];
    bus.on('toast', (toast) => toasts.push(toast));
    const props: RemoteProps = arabicProps({ bus });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // The Arabic texts arrive inside an awaited act: only there does React resume a render waiting for them.
    await act(async () => {
      render(
        <RemotePropsProvider value={props}>
          <RegistrationModal
            open
            onClose={() => {}}
            title="سجّل في هذه الدورة"
            submitLabel="احفظ وتابع"
            onRegistered={() => {}}
          />
        </RemotePropsProvider>,
      );
      await kitUiMessages.ready('ar');
    });
    return { user, toasts };
  }

  async function fillInArabic(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('الاسم'), INFO.name);
    await user.type(screen.getByLabelText('البريد الإلكتروني'), INFO.email);
    await user.type(screen.getByLabelText('الهاتف'), INFO.phone);
    await user.click(screen.getByRole('button', { name: 'احفظ وتابع' }));
  }

  it("says in Arabic that the info is saved, and 'Redirecting...' while waiting", async () => {
    const { user, toasts } = await setupArabic();
    expect(await screen.findByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    await fillInArabic(user);
    expect(toasts).toEqual([{ kind: 'success', message: 'تم حفظ بياناتك! جارٍ تحويلك إلى النموذج...' }]);
    expect(screen.getByRole('button', { name: 'جارٍ التحويل...' })).toBeDisabled();
  });

  it('says in Arabic when the browser refuses to store the info', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, toasts } = await setupArabic();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await fillInArabic(user);
    expect(toasts).toEqual([{ kind: 'error', message: 'تعذّر حفظ بياناتك في هذا المتصفح.' }]);
  });
});
