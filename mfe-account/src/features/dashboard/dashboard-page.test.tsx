import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
