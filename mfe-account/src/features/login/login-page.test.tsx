import { AuthError } from '@quantethic/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../lib/messages';
import { fakeAuth, renderWithAuth } from '../../testing/render-with-auth';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('asks for both fields', async () => {
    const { port } = fakeAuth();
    renderWithAuth(<LoginPage />, { auth: port, url: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(port.signIn).not.toHaveBeenCalled();
  });

  it('disables the form while submitting, then goes to the validated redirect', async () => {
    const { port } = fakeAuth();
    let finish: () => void = () => {};
    port.signIn.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithAuth(<LoginPage />, {
      auth: port,
      url: '/login?redirect=%2Fcourses%2Fislamic-finance-foundations',
    });
    await userEvent.type(screen.getByLabelText('Email'), ' learner@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Logging In…' })).toBeDisabled();
    expect(port.signIn).toHaveBeenCalledWith('learner@example.com', 'secret1');
    finish();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/courses/islamic-finance-foundations'),
    );
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '%2F%2Fevil.com'])(
    'ignores the hostile redirect %s and goes to /dashboard',
    async (redirect) => {
      const { port } = fakeAuth();
      renderWithAuth(<LoginPage />, { auth: port, url: `/login?redirect=${encodeURIComponent(redirect)}` });
      await userEvent.type(screen.getByLabelText('Email'), 'learner@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'secret1');
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    },
  );

  it('shows the provider failure as a SPEC message and keeps what was typed', async () => {
    const { port } = fakeAuth();
    port.signIn.mockRejectedValueOnce(new AuthError('wrong-password'));
    renderWithAuth(<LoginPage />, { auth: port, url: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'learner@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password.');
    expect(screen.getByLabelText('Email')).toHaveValue('learner@example.com');
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it('sends signed-in visitors onward', () => {
    const { port } = fakeAuth('signed-in');
    renderWithAuth(<LoginPage />, { auth: port, url: '/login?redirect=%2Fabout' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about$/);
  });

  it('links to sign-up (keeping the redirect) and to the password reset', () => {
    const { port } = fakeAuth();
    renderWithAuth(<LoginPage />, { auth: port, url: '/login?redirect=%2Fdashboard' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fdashboard',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('waits for the Arabic texts, then shows the page in Arabic (never English first)', async () => {
    const { port } = fakeAuth();
    await act(async () => {
      renderWithAuth(<LoginPage />, { auth: port, url: '/login', locale: 'ar' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'مرحبًا بعودتك' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome Back')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeEnabled();
  });

  it('speaks Arabic on an Arabic page: heading, fields, button, links and the SPEC errors', async () => {
    await accountMessages.load('ar');
    const { port } = fakeAuth();
    port.signIn.mockRejectedValueOnce(new AuthError('user-not-found'));
    renderWithAuth(<LoginPage />, { auth: port, url: '/login', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'مرحبًا بعودتك' })).toBeInTheDocument();
    expect(screen.getByText('سجّل الدخول لمواصلة التعلّم.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'هل نسيت كلمة المرور؟' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا' }).parentElement).toHaveTextContent(
      'جديد هنا؟ أنشئ حسابًا',
    );
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(screen.getByRole('alert')).toHaveTextContent('يُرجى ملء جميع الحقول.');
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'learner@example.com');
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('لا يوجد حساب بهذا البريد الإلكتروني.');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveValue('learner@example.com');
  });
});
