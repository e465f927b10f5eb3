import { BrowserRouter } from '@quantethic/shared/router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary } from './root-error-boundary';

function Broken(): never {
  throw new Error('unexpected');
}

describe('RootErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    render(
      <BrowserRouter>
        <RootErrorBoundary>
          <p>all good</p>
        </RootErrorBoundary>
      </BrowserRouter>,
    );
    expect(screen.getByText('all good')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });

  it('shows the 404 page when a child throws, and logs the error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <BrowserRouter>
        <RootErrorBoundary>
          <p>all good</p>
          <Broken />
        </RootErrorBoundary>
      </BrowserRouter>,
    );

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('all good')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[shell] unhandled error, showing the root error view:',
      expect.objectContaining({ message: 'unexpected' }),
      expect.anything(),
    );
  });
});
