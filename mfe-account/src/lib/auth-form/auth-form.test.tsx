import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthForm, type AuthFormProps } from './auth-form';

function renderForm(props: Partial<AuthFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <AuthForm
      onSubmit={onSubmit}
      error={null}
      busy={false}
      submitLabel="Log In"
      busyLabel="Logging In…"
      {...props}
    >
      <label htmlFor="email">Email</label>
      <input id="email" />
    </AuthForm>,
  );
  const form = view.container.querySelector('form') as HTMLFormElement;
  return { ...view, onSubmit: props.onSubmit ?? onSubmit, form };
}

describe('AuthForm', () => {
  it('hands the submit to the page and keeps the browser from navigating or validating', async () => {
    const { onSubmit, form } = renderForm();
    expect(form).toHaveAttribute('novalidate');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });

  it('shows the error between the fields and the button', () => {
    renderForm({ error: 'Please fill in all fields.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fill in all fields.');
    expect(alert.previousElementSibling).toBe(screen.getByLabelText('Email'));
    expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: 'Log In' }));
  });

  it('is described by its error while it shows, when given an error id', () => {
    const { form, rerender } = renderForm({ errorId: 'login-error' });
    expect(form).not.toHaveAttribute('aria-describedby');
    rerender(
      <AuthForm
        onSubmit={() => {}}
        error="Incorrect password."
        errorId="login-error"
        busy={false}
        submitLabel="Log In"
        busyLabel="Logging In…"
      >
        <input aria-label="Email" />
      </AuthForm>,
    );
    expect(form).toHaveAccessibleDescription('Incorrect password.');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'login-error');
  });

  it('without an error id, the error has no id and describes nothing', () => {
    const { form } = renderForm({ error: 'Please enter email and password.' });
    expect(form).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('alert')).not.toHaveAttribute('id');
  });

  it('disables its button and says so while busy', () => {
    renderForm({ busy: true });
    expect(screen.getByRole('button', { name: 'Logging In…' })).toBeDisabled();
  });
});
