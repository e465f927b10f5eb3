import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthCard } from './auth-card';

describe('AuthCard', () => {
  it('gives the page its one heading, above what it holds', () => {
    render(
      <AuthCard title="Welcome Back">
        <p>Log in to continue learning.</p>
      </AuthCard>,
    );
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(heading.nextElementSibling).toHaveTextContent('Log in to continue learning.');
  });
});
