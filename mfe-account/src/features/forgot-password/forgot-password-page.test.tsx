import { AuthError } from '@quantethic/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../lib/messages';
import { fakeAuth, renderWithAuth } from '../../testing/render-with-auth';
import { ForgotPasswordPage } from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('validates the email before sending', async () => {
    const { port } = fakeAuth();
    renderWithAuth(<ForgotPasswordPage />, { auth: port, url: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email.');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format.');
    expect(port.sendPasswordReset).not.toHaveBeenCalled();
  });

  it('shows the same neutral confirmation after sending', async () => {
    const { port } = fakeAuth();
    renderWithAuth(<ForgotPasswordPage />, { auth: port, url: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(port.sendPasswordReset).toHaveBeenCalledWith('someone@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "If an account exists for someone@example.com, we've sent a link to choose a new password.",
    );
  });

  it('explains a failure and keeps the email', async () => {
    const { port } = fakeAuth();
    port.sendPasswordReset.mockRejectedValueOnce(new AuthError('network'));
    renderWithAuth(<ForgotPasswordPage />, { auth: port, url: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText('Email')).toHaveValue('someone@example.com');
  });

  it('confirms in Arabic on an Arabic page, the address in bold where the sentence puts it', async () => {
    await accountMessages.load('ar');
    const { port } = fakeAuth();
    renderWithAuth(<ForgotPasswordPage />, { auth: port, url: '/forgot-password', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'إذا كان هناك حساب مسجّل بالبريد someone@example.com، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة.',
    );
    // Isolated (<bdi>): the address keeps its order next to the Arabic comma after it.
    expect(status.querySelector('bdi > strong')).toHaveTextContent(/^someone@example\.com$/);
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/login');
  });
});
