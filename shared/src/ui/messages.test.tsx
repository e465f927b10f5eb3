import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUnavailableAuthPort } from '../auth/static-auth-port';
import { createBus } from '../bus/create-bus';
import { DEFAULT_SITE_CONFIG } from '../contracts/config';
import type { RemoteProps } from '../contracts/remote';
import { RemotePropsProvider } from '../remote/remote-context';
import { sharedUiMessages } from './messages';

const props = (locale?: RemoteProps['locale']): RemoteProps => ({
  contractVersion: '1.4.0',
  basePath: '/',
  bus: createBus(),
  auth: createUnavailableAuthPort(),
  config: DEFAULT_SITE_CONFIG,
  locale,
});

describe("shared's UI texts", () => {
  it('are English at once, with the texts as written', () => {
    expect(sharedUiMessages.t('en', 'status.loading')).toBe('Loading...');
    expect(sharedUiMessages.t('en', 'notFound.text')).toBe(
      "The page you are looking for doesn't exist or has been moved.",
    );
  });

  it("a remote's tree on an Arabic page downloads them at once, without waiting for them", async () => {
    const load = vi.spyOn(sharedUiMessages, 'ready');
    render(
      <RemotePropsProvider value={props('en')}>
        <p>English page</p>
      </RemotePropsProvider>,
    );
    expect(load).not.toHaveBeenCalled();
    render(
      <RemotePropsProvider value={props('ar')}>
        <p>صفحة عربية</p>
      </RemotePropsProvider>,
    );
    expect(screen.getByText('صفحة عربية')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('ar');
    await vi.waitFor(() => expect(sharedUiMessages.has('ar')).toBe(true));
    expect(sharedUiMessages.t('ar', 'status.loading')).toBe('جارٍ التحميل…');
  });
});
