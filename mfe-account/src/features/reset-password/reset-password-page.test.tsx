import { AuthError } from '@quantethic/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithAuth } from '../../testing/render-with-auth';
import { ResetPasswordPage } from './reset-password-page';

describe('ResetPasswordPage', () => {
  it('explains an incomplete link', async () => {
    const { port } = fakeAuth();
    renderWithAuth(<ResetPasswordPage />, { auth: port, url: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it.each([
    ['expired-action-code', 'This reset link has expired.'],
    ['invalid-action-code', 'This reset link is invalid or has already been used.'],
  ] as const)('explains a %s link', async (code, message) => {
    const { port } = fakeAuth();
    port.verifyPasswordResetCode.mockRejectedValueOnce(new AuthError(code));
    renderWithAuth(<ResetPasswordPage />, { auth: port, url: '/reset-password?oobCode=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sets the new password after checking both entries', async () => {
    const { port } = fakeAuth('signed-out', 'learner@example.com');
    renderWithAuth(<ResetPasswordPage />, {
      auth: port,
      url: '/reset-password?mode=resetPassword&oobCode=abc',
    });
    expect(await screen.findByText('learner@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters.');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'longer-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match.');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'longer-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(port.confirmPasswordReset).toHaveBeenCalledWith('abc', 'longer-secret');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['weak-password', 'Password must be at least 6 characters.'],
    ['expired-action-code', 'This reset link has expired. Request a new one.'],
    ['network', 'Something went wrong. Please try again.'],
  ] as const)('explains a %s refusal on saving and keeps both entries', async (code, message) => {
    const { port } = fakeAuth();
    port.confirmPasswordReset.mockRejectedValueOnce(new AuthError(code));
    renderWithAuth(<ResetPasswordPage />, { auth: port, url: '/reset-password?oobCode=abc' });
    await userEvent.type(await screen.findByLabelText('New password'), 'longer-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'longer-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('New password')).toHaveValue('longer-secret');
    expect(screen.getByLabelText('Confirm new password')).toBeEnabled();
  });
});
