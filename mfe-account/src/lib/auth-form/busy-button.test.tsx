import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('submits, saying its label', () => {
    render(<BusyButton busy={false} label="Log In" busyLabel="Logging In…" />);
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('is disabled and says so while busy', () => {
    render(<BusyButton busy label="Log In" busyLabel="Logging In…" />);
    expect(screen.getByRole('button', { name: 'Logging In…' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
  });
});
