import { saveVisitorInfo } from '@quantethic/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProps, recordEvents, renderAt, withLayout } from '../../testing/render';
import { useRegistrationGate } from './use-registration-gate';

const INFO = { name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0000' };

/** A lesson with one progress action behind the gate. */
function Lesson({ onProgress }: { onProgress: () => void }) {
  const { guard, modal } = useRegistrationGate('Takaful Fundamentals');
  return (
    <main>
      <button type="button" onClick={() => guard(onProgress)}>
        Mark Complete
      </button>
      {modal}
    </main>
  );
}

/** The tab window.open hands back when the browser lets it open (only `opener` is used). */
const openedTab = () => ({ opener: window as Window | null, closed: false }) as unknown as Window;

withLayout();
beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

async function registerThroughGate() {
  const props = createTestProps();
  const toasts = recordEvents(props, 'toast');
  const analytics = recordEvents(props, 'analytics');
  const onProgress = vi.fn();
  renderAt('/courses/takaful-fundamentals/learn', <Lesson onProgress={onProgress} />, props);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
  const dialog = screen.getByRole('dialog', { name: 'Register to Track Your Progress' });
  await user.type(within(dialog).getByLabelText('Name'), INFO.name);
  await user.type(within(dialog).getByLabelText('Email'), INFO.email);
  await user.type(within(dialog).getByLabelText('Phone'), INFO.phone);
  await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));
  expect(within(dialog).getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
  expect(onProgress).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(1500));
  return { user, toasts, analytics, onProgress };
}

const SIGNUP = {
  name: INFO.name,
  email: INFO.email,
  phone: INFO.phone,
  course: 'Takaful Fundamentals',
  answer: 'yes',
  // The page's edition, so the form service answers in its language.
  lang: 'en',
};

describe('useRegistrationGate', () => {
  it("reports 'Form Submitted' (course-signup) with the course, never the visitor's details", async () => {
    vi.spyOn(window, 'open').mockReturnValue(openedTab());
    const { analytics } = await registerThroughGate();
    expect(analytics).toEqual([
      { name: 'Form Submitted', properties: { form: 'course-signup', course: 'Takaful Fundamentals' } },
    ]);
  });

  it('runs the action at once for a registered visitor', async () => {
    saveVisitorInfo(INFO);
    const onProgress = vi.fn();
    renderAt('/courses/takaful-fundamentals/learn', <Lesson onProgress={onProgress} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(onProgress).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the info, records the progress, then opens the prefilled sign-up form in a new tab', async () => {
    const tab = openedTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const { toasts, onProgress } = await registerThroughGate();
    expect(onProgress).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledOnce();
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(Object.fromEntries(new URL(String(url)).searchParams)).toEqual(SIGNUP);
    expect(target).toBe('_blank');
    expect(features ?? '').not.toMatch(/noopener/);
    expect(tab.opener).toBeNull();
    expect(toasts).toEqual([{ kind: 'success', message: 'Info saved! Redirecting to form...' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the browser blocks the tab: a toast and a focused link to the prefilled form; progress and info kept', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, toasts, onProgress } = await registerThroughGate();
    expect(onProgress).toHaveBeenCalledOnce();
    expect(toasts).toEqual([
      { kind: 'success', message: 'Info saved! Redirecting to form...' },
      {
        kind: 'error',
        message: 'Your browser blocked the new tab. Use “Open the sign-up form” to open it yourself.',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Register to Track Your Progress' })).not.toBeInTheDocument();
    const notice = screen.getByRole('dialog', { name: 'Your browser blocked the new tab' });
    const link = within(notice).getByRole('link', { name: /^Open the sign-up form/ });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(Object.fromEntries(new URL(link.getAttribute('href') ?? '').searchParams)).toEqual(SIGNUP);
    expect(localStorage.getItem('userName')).toBe(INFO.name);
    expect(localStorage.getItem('userPhone')).toBe(INFO.phone);
    expect(window.location.pathname).toBe('/courses/takaful-fundamentals/learn');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toHaveFocus();
  });

  it('says so when the sign-up form is not configured, and still records the progress', async () => {
    const open = vi.spyOn(window, 'open');
    const props = createTestProps();
    props.config.forms.courseSignup = '';
    const toasts = recordEvents(props, 'toast');
    const onProgress = vi.fn();
    renderAt('/courses/takaful-fundamentals/learn', <Lesson onProgress={onProgress} />, props);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Register to Track Your Progress' });
    await user.type(within(dialog).getByLabelText('Name'), INFO.name);
    await user.type(within(dialog).getByLabelText('Email'), INFO.email);
    await user.type(within(dialog).getByLabelText('Phone'), INFO.phone);
    await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(open).not.toHaveBeenCalled();
    expect(onProgress).toHaveBeenCalledOnce();
    expect(toasts.at(-1)).toEqual({
      kind: 'error',
      message: 'The course sign-up form is not available right now.',
    });
  });
});
