// Test helpers (never imported by app code): the props the shell passes, the events a page
// emits on the bus, the visitor's details and a way to type them.
import {
  type BusEventName,
  type BusEvents,
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteProps,
  RemotePropsProvider,
  type SiteConfig,
} from '@quantethic/shared';
import { BrowserRouter } from '@quantethic/shared/router';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { type CompanyMessageKey, type CompanyT, companyMessages } from '../lib/messages';

export const VISITOR = { name: 'Daniel Koh', email: 'daniel@example.com', phone: '+65 6123 4567' };

/** `t` in English: what lib functions that build texts are given on an English page. */
export const english: CompanyT = (key, values) => companyMessages.t('en', key, values);

/** The English text of a message key (e.g. a validation problem), null for none. */
export const englishOf = (key: CompanyMessageKey | null | undefined) => (key ? english(key) : null);

export function createTestProps(forms: Partial<SiteConfig['forms']> = {}): RemoteProps {
  return {
    contractVersion: '1.0.0',
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: { ...DEFAULT_SITE_CONFIG, forms: { ...DEFAULT_SITE_CONFIG.forms, ...forms } },
  };
}

/** Every event of one kind emitted on the bus. */
export function recordEvents<K extends BusEventName>(props: RemoteProps, type: K): BusEvents[K][] {
  const events: BusEvents[K][] = [];
  props.bus.on(type, (payload) => events.push(payload));
  return events;
}

/** Renders inside a router at `url` (jsdom's location) with the remote's props. */
export function renderWithProps(ui: ReactElement, props: RemoteProps = createTestProps(), url = '/') {
  window.history.replaceState(null, '', url);
  return render(
    <BrowserRouter>
      <RemotePropsProvider value={props}>{ui}</RemotePropsProvider>
    </BrowserRouter>,
  );
}

/** Types the visitor's name, email and phone into the form on screen and submits it. */
export async function typeVisitorInfo(user: UserEvent, submit: string) {
  await user.type(screen.getByLabelText('Name'), VISITOR.name);
  await user.type(screen.getByLabelText('Email'), VISITOR.email);
  await user.type(screen.getByLabelText('Phone'), VISITOR.phone);
  await user.click(screen.getByRole('button', { name: submit }));
}
