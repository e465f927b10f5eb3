import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../lib/messages';
import { fakeAuth, renderWithAuth } from '../../testing/render-with-auth';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it('checks the session first', () => {
    const { port } = fakeAuth('checking');
    renderWithAuth(<DashboardPage />, { auth: port, url: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
  });

  it('sends signed-out visitors to log in, with a way back', () => {
    const { port } = fakeAuth('signed-out');
    renderWithAuth(<DashboardPage />, { auth: port, url: '/dashboard' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=/dashboard');
  });

  it('welcomes a signed-in user with their email and session time', async () => {
    const { port } = fakeAuth('signed-in', 'learner@example.com');
    renderWithAuth(<DashboardPage />, { auth: port, url: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('You are logged in')).toBeInTheDocument();
    expect(screen.getByText('learner@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Session token issued')).toBeInTheDocument();
  });

  it("shows when the session token was issued as a date and time in the page's locale (decision 0015)", async () => {
    const issuedAt = Date.UTC(2026, 10, 22, 9, 30);
    // The visitor's own time zone: the text is written in the browser only, never prerendered.
    const local = (locale: 'en-GB' | 'ar-u-ca-gregory-nu-latn') =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(issuedAt);
    const { port } = fakeAuth('signed-in', 'learner@example.com');
    const { unmount } = renderWithAuth(<DashboardPage />, { auth: port, url: '/dashboard' });
    const english = await screen.findByText(local('en-GB'), { selector: 'time' });
    expect(english).toHaveAttribute('dateTime', '2026-11-22T09:30:00.000Z');
    expect(english.textContent).toMatch(/^2[23] November 2026 at \d\d:\d\d$/);
    unmount();
    await accountMessages.load('ar');
    renderWithAuth(<DashboardPage />, { auth: port, url: '/dashboard', locale: 'ar' });
    const arabic = await screen.findByText(local('ar-u-ca-gregory-nu-latn'), { selector: 'time' });
    expect(arabic.textContent).toMatch(/^2[23] نوفمبر 2026 /);
    expect(arabic.textContent).not.toMatch(/[\u0660-\u0669]/);
  });

  it('logs out to the login page', async () => {
    const { port } = fakeAuth('signed-in');
    renderWithAuth(<DashboardPage />, { auth: port, url: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(port.signOut).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('goes to login when logging out fails, and logs "Logout failed"', async () => {
    const { port } = fakeAuth('signed-in');
    port.signOut.mockRejectedValueOnce(new Error('network'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithAuth(<DashboardPage />, { auth: port, url: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(error).toHaveBeenCalledWith('Logout failed', expect.any(Error));
  });
});
