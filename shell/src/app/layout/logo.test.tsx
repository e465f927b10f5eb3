import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it('shows the logo image', () => {
    const { container } = render(<Logo />);
    const image = container.querySelector('img');
    expect(image).toBeInTheDocument();
    expect(image).toHaveAttribute('src', '/logo.svg');
    // Decorative: the brand link carries the name.
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByText('QE')).not.toBeInTheDocument();
  });

  it('falls back to the initials when the image fails to load', () => {
    const { container } = render(<Logo />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);

    expect(screen.getByText('QE')).toBeInTheDocument();
    expect(container.querySelector('img')).not.toBeInTheDocument();
  });
});
