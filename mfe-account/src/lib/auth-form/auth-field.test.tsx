import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthField, type AuthFieldProps, EmailField } from './auth-field';

function Controlled(props: Partial<AuthFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <AuthField
      id="f-password"
      label="Password"
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={setValue}
      disabled={false}
      {...props}
    />
  );
}

describe('AuthField', () => {
  it('is an input named by its label, keeping what is typed', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'secret 1');
    expect(input).toHaveValue('secret 1');
  });

  it('is described by its hint', () => {
    render(<Controlled hint="At least 6 characters." />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.');
    expect(screen.getByText('At least 6 characters.')).toHaveAttribute('id', 'f-password-hint');
  });

  it('has no description without a hint', () => {
    render(<Controlled />);
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-describedby');
  });

  it('takes no input while disabled', async () => {
    render(<Controlled disabled />);
    const input = screen.getByLabelText('Password');
    expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('');
  });
});

describe('EmailField', () => {
  it("is the 'Email' input, typed and autocompleted as an email", () => {
    render(<EmailField id="f-email" value="a@b.co" onChange={() => {}} disabled />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('id', 'f-email');
    expect(input).toHaveValue('a@b.co');
    expect(input).toBeDisabled();
  });
});
