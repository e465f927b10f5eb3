import {
  type Bus,
  type BusEvents,
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  RemotePropsProvider,
} from '@quantethic/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { arabicProps } from '../testing/arabic';
import { kitUiMessages } from './messages';
import { openInNewTab, useNewTab } from './new-tab';

const FORM = 'https://forms.example/course-signup?name=Aisha%20Rahman&course=Takaful';

/** A stand-in for the tab the browser opened: only `opener` and `closed` are read or written. */
const openedTab = () => ({ opener: window as Window | null, closed: false }) as unknown as Window;

describe('openInNewTab', () => {
  it("opens the URL in a new tab without the 'noopener' feature (which would always return null)", () => {
    const tab = openedTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    expect(openInNewTab(FORM)).toBe(true);
    expect(open).toHaveBeenCalledExactlyOnceWith(FORM, '_blank');
  });

  it('cuts the new tab off from this page at once', () => {
    const tab = openedTab();
    vi.spyOn(window, 'open').mockReturnValue(tab);
    openInNewTab(FORM);
    expect(tab.opener).toBeNull();
  });

  it('reports a tab the browser blocked (window.open returned null)', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openInNewTab(FORM)).toBe(false);
  });

  it('reports a tab that was closed as soon as it opened (a blocking extension)', () => {
    vi.spyOn(window, 'open').mockReturnValue({ opener: window, closed: true } as unknown as Window);
    expect(openInNewTab(FORM)).toBe(false);
  });

  it('reports a browser that throws instead of opening (sandboxed frames)', () => {
    vi.spyOn(window, 'open').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    expect(openInNewTab(FORM)).toBe(false);
  });

  it('never navigates this page away', () => {
    const before = window.location.href;
    vi.spyOn(window, 'open').mockReturnValue(null);
    openInNewTab(FORM);
    expect(window.location.href).toBe(before);
  });
});

function Harness({ url = FORM, label = 'Open the sign-up form' }: { url?: string; label?: string }) {
  const tab = useNewTab();
  return (
    <main>
      <label>
        Notes
        <input defaultValue="" />
      </label>
      <button type="button" onClick={() => tab.open(url, label)}>
        Sign up
      </button>
      <p>{tab.blocked ? 'blocked' : 'not blocked'}</p>
      {tab.prompt}
    </main>
  );
}

function setup() {
  const bus: Bus = createBus();
  const toasts: BusEvents['toast'][] = [];
  bus.on('toast', (toast) => toasts.push(toast));
  const user = userEvent.setup();
  render(
    <RemotePropsProvider
      value={{
        contractVersion: '1.0.0',
        basePath: '/',
        bus,
        auth: createUnavailableAuthPort(),
        config: DEFAULT_SITE_CONFIG,
      }}
    >
      <Harness />
    </RemotePropsProvider>,
  );
  return { user, toasts };
}

describe('useNewTab', () => {
  it('opens the tab and shows nothing else when the browser allows it', async () => {
    const tab = openedTab();
    vi.spyOn(window, 'open').mockReturnValue(tab);
    const { user, toasts } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(window.open).toHaveBeenCalledExactlyOnceWith(FORM, '_blank');
    expect(tab.opener).toBeNull();
    expect(toasts).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('not blocked')).toBeInTheDocument();
  });

  it('when the tab is blocked: a toast, and a dialog whose link (focused) opens the form', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, toasts } = setup();
    await user.type(screen.getByLabelText('Notes'), 'kept');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(toasts).toEqual([
      {
        kind: 'error',
        message: 'Your browser blocked the new tab. Use “Open the sign-up form” to open it yourself.',
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Your browser blocked the new tab' });
    const link = within(dialog).getByRole('link', { name: /^Open the sign-up form/ });
    expect(link).toHaveAttribute('href', FORM);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(link).toHaveAccessibleName(/^Open the sign-up form ?\(opens in a new tab\)$/);
    expect(link).toHaveFocus();
    expect(screen.getByText('blocked')).toBeInTheDocument();
    // Nothing on the page is lost.
    expect(screen.getByLabelText('Notes')).toHaveValue('kept');
  });

  it('keeps the link until the visitor closes the dialog, then gives the focus back', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Sign up' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Your browser blocked the new tab' });
    // Following the link is the visitor's own click (a real link), so the dialog stays: a blocker
    // that stopped this one too would otherwise leave them with nothing.
    within(dialog)
      .getByRole('link', { name: /^Open the sign-up form/ })
      .addEventListener('click', (event) => event.preventDefault());
    await user.click(within(dialog).getByRole('link', { name: /^Open the sign-up form/ }));
    expect(screen.getByRole('dialog', { name: 'Your browser blocked the new tab' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('not blocked')).toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('a later attempt that opens clears the notice', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    open.mockReturnValue(openedTab());
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('useNewTab on an Arabic page (RemoteProps.locale)', () => {
  it('renders at once, downloads its texts meanwhile, and says in Arabic that the tab was blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const bus: Bus = createBus();
    const toasts: BusEvents['toast'][] = [];
    bus.on('toast', (toast) => toasts.push(toast));
    const user = userEvent.setup();
    render(
      <RemotePropsProvider value={arabicProps({ bus })}>
        <Harness label="افتح نموذج التسجيل" />
      </RemotePropsProvider>,
    );
    // Nothing waits for the texts of a notice the visitor may never see…
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    // …but they are on their way, and there when it is shown.
    await vi.waitFor(() => expect(kitUiMessages.has('ar')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(toasts).toEqual([
      {
        kind: 'error',
        message: 'منع متصفحك فتح علامة التبويب الجديدة. استخدم «افتح نموذج التسجيل» لفتحها بنفسك.',
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'منع متصفحك فتح علامة التبويب الجديدة' });
    expect(dialog).toHaveTextContent(
      'لم يضِع شيء مما أدخلته. افتح الصفحة بنفسك من هذا الرابط، وستُفتح في علامة تبويب جديدة.',
    );
    const link = within(dialog).getByRole('link', { name: /^افتح نموذج التسجيل/ });
    expect(link).toHaveAccessibleName(/^افتح نموذج التسجيل ?\(يُفتح في علامة تبويب جديدة\)$/);
    expect(link).toHaveFocus();
  });
});
