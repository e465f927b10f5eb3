import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState, LoadingState } from './status';

describe('LoadingState', () => {
  it('is a status announced with its default label', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows a custom label', () => {
    render(<LoadingState label="Loading courses..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
  });
});

describe('ErrorState', () => {
  it('is an alert with a heading and a message', () => {
    render(<ErrorState title="Could not load courses" message="Check your connection." />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Could not load courses' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Check your connection.');
  });

  it("has a 'Try Again' button that calls onRetry", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState title="Could not load courses" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('uses a custom retry label', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState title="Could not load courses" onRetry={onRetry} retryLabel="Reload courses" />);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload courses' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows no retry button without onRetry', () => {
    render(<ErrorState title="Course not found" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders extra content', () => {
    render(
      <ErrorState title="Course not found">
        <a href="/courses">Browse courses</a>
      </ErrorState>,
    );
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });
});
