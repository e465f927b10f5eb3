import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('announces the message', () => {
    render(<FormAlert message="Please fill in all fields." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(screen.getByRole('alert')).not.toHaveAttribute('id');
  });

  it('carries the id a form points at', () => {
    render(<FormAlert id="login-error" message="Incorrect password." />);
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'login-error');
  });

  it.each([null, ''])('shows nothing for %j', (message) => {
    const { container } = render(<FormAlert id="x" message={message} />);
    expect(container).toBeEmptyDOMElement();
  });
});
