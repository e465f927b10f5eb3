import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestProps, recordEvents, renderWithProps, typeVisitorInfo } from '../../../testing/render';
import { InfoFormSection } from './info-form-section';

beforeEach(() => localStorage.clear());

describe("'Form Submitted' analytics for the visitor's registrations", () => {
  it('/consulting registration reports a booking registration, without the details', async () => {
    const props = createTestProps();
    const analytics = recordEvents(props, 'analytics');
    renderWithProps(<InfoFormSection page={{ _id: 'consulting' }} />, props);
    await typeVisitorInfo(userEvent.setup(), 'Save My Info');
    expect(await screen.findByText(/Your details are saved/)).toBeInTheDocument();
    expect(analytics).toEqual([{ name: 'Form Submitted', properties: { form: 'booking' } }]);
  });
});
