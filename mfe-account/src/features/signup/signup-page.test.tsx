import { AuthError, type BusEvents, createBus } from '@quantethic/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithAuth } from '../../testing/render-with-auth';
import { SignupPage } from './signup-page';

async function fill(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignupPage', () => {
  it('asks for both fields', async () => {
    const { port } = fakeAuth();
    renderWithAuth(<SignupPage />, { auth: port, url: '/signup' });
    await fill('learner@example.com', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter email and password.');
  });

  it('needs at least 6 characters', async () => {
    const { port } = fakeAuth();
    renderWithAuth(<SignupPage />, { auth: port, url: '/signup' });
    await fill('learner@example.com', 'abc12');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters.');
    expect(port.signUp).not.toHaveBeenCalled();
  });

  it('creates the account and goes to the dashboard', async () => {
    const { port } = fakeAuth();
    renderWithAuth(<SignupPage />, { auth: port, url: '/signup' });
    await fill('new@example.com', 'abc123');
    expect(port.signUp).toHaveBeenCalledWith('new@example.com', 'abc123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it("emits 'Signed Up' once the account exists, with no personal data, and nothing when sign-up fails", async () => {
    const bus = createBus();
    const events: BusEvents['analytics'][] = [];
    bus.on('analytics', (event) => events.push(event));
    const { port } = fakeAuth();
    port.signUp.mockRejectedValueOnce(new AuthError('email-already-in-use'));
    renderWithAuth(<SignupPage />, { auth: port, url: '/signup', bus });
    await fill('new@example.com', 'abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered.');
    expect(events).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(events).toEqual([{ name: 'Signed Up', properties: {} }]);
  });

  it.each([
    ['email-already-in-use', 'Email is already registered.'],
    ['invalid-email', 'Invalid email format.'],
    ['weak-password', 'Password must be at least 6 characters.'],
    ['unknown', 'Something went wrong. Please try again.'],
  ] as const)('shows %s as "%s"', async (code, message) => {
    const { port } = fakeAuth();
    port.signUp.mockRejectedValueOnce(new AuthError(code));
    renderWithAuth(<SignupPage />, { auth: port, url: '/signup' });
    await fill('taken@example.com', 'abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends signed-in visitors onward', () => {
    const { port } = fakeAuth('signed-in');
    renderWithAuth(<SignupPage />, { auth: port, url: '/signup' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });
});
