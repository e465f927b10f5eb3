import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthNotice } from './auth-notice';

describe('AuthNotice', () => {
  it('announces an error at once', () => {
    render(
      <AuthNotice tone="error">
        <p>This reset link has expired. Request a new one.</p>
      </AuthNotice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link has expired.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reports a success politely', () => {
    render(
      <AuthNotice tone="success">
        <p>Your password has been changed.</p>
      </AuthNotice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
