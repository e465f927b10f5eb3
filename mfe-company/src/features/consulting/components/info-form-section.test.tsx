import {
  type BusEvents,
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteProps,
  RemotePropsProvider,
} from '@quantethic/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { InfoFormSection } from './info-form-section';

const INFO = { name: 'Daniel Koh', email: 'daniel@example.com', phone: '+65 6123 4567' };

/** Renders with the page's props; returns the analytics events the page emitted. */
function renderWithBus(ui: ReactElement) {
  const props: RemoteProps = {
    contractVersion: '1.0.0',
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: DEFAULT_SITE_CONFIG,
  };
  const analytics: BusEvents['analytics'][] = [];
  props.bus.on('analytics', (event) => analytics.push(event));
  render(<RemotePropsProvider value={props}>{ui}</RemotePropsProvider>);
  return analytics;
}

async function saveInfo(submit: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), INFO.name);
  await user.type(screen.getByLabelText('Email'), INFO.email);
  await user.type(screen.getByLabelText('Phone'), INFO.phone);
  await user.click(screen.getByRole('button', { name: submit }));
}

beforeEach(() => localStorage.clear());

describe("'Form Submitted' analytics for the visitor's registrations", () => {
  it('/consulting registration reports a booking registration, without the details', async () => {
    const analytics = renderWithBus(<InfoFormSection page={{ _id: 'consulting' }} />);
    await saveInfo('Save My Info');
    expect(await screen.findByText(/Your details are saved/)).toBeInTheDocument();
    expect(analytics).toEqual([{ name: 'Form Submitted', properties: { form: 'booking' } }]);
  });
});
