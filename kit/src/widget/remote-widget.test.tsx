import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  useLocale,
  useRemoteProps,
} from '@quantethic/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { remoteWidget } from './index';

function Probe() {
  const { config } = useRemoteProps();
  return (
    <p>
      {useLocale()} {config.siteUrl}
    </p>
  );
}

describe('remoteWidget', () => {
  it("gives the widget the shell's props: its locale and its config", () => {
    const Widget = remoteWidget(Probe);
    render(
      <Widget
        contractVersion="1.4.0"
        basePath="/"
        bus={createBus()}
        auth={createUnavailableAuthPort()}
        config={{ ...DEFAULT_SITE_CONFIG, siteUrl: 'https://quantethic.example' }}
        locale="ar"
      />,
    );
    expect(screen.getByText('ar https://quantethic.example')).toBeInTheDocument();
  });
});
