import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestProps, recordEvents, renderWithProps, typeVisitorInfo } from '../../../testing/render';
import { RegisterInfo } from './register-info';

beforeEach(() => localStorage.clear());

describe("'Form Submitted' analytics for the visitor's registrations", () => {
  it("/contact 'Register Your Info' reports an enquiry registration, without the details", async () => {
    const props = createTestProps();
    const analytics = recordEvents(props, 'analytics');
    renderWithProps(<RegisterInfo />, props);
    await typeVisitorInfo(userEvent.setup(), 'Save My Info');
    expect(await screen.findByText(/Your info is saved/)).toBeInTheDocument();
    expect(analytics).toEqual([{ name: 'Form Submitted', properties: { form: 'enquiry' } }]);
  });

  it('reports nothing when the form is not valid', async () => {
    const props = createTestProps();
    const analytics = recordEvents(props, 'analytics');
    renderWithProps(<RegisterInfo />, props);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save My Info' }));
    expect(analytics).toEqual([]);
  });
});
