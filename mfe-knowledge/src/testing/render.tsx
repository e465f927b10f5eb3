// Test helpers: the providers every component of this remote runs inside.
import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteProps,
  RemotePropsProvider,
} from '@quantethic/shared';
import { BrowserRouter } from '@quantethic/shared/router';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

// Lazy chunks (the rich body) can take a while on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

export function testProps(overrides: Partial<RemoteProps['config']> = {}): RemoteProps {
  return {
    contractVersion: '1.0.0',
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: {
      ...DEFAULT_SITE_CONFIG,
      siteUrl: 'https://quantethic.example',
      content: {
        ...DEFAULT_SITE_CONFIG.content,
        projectId: 'demo',
        dataset: 'production',
        apiHost: 'http://content.test',
      },
      ...overrides,
    },
  };
}

/** Renders inside the remote props and a router, at `path`. */
export function renderAt(
  ui: ReactNode,
  { path = '/', props = testProps() }: { path?: string; props?: RemoteProps } = {},
) {
  window.history.pushState({}, '', path);
  const user = userEvent.setup();
  const result = render(
    <RemotePropsProvider value={props}>
      <BrowserRouter>{ui}</BrowserRouter>
    </RemotePropsProvider>,
  );
  return { ...result, user, props };
}

/** A portable-text paragraph. */
export function paragraph(text: string, extra: Record<string, unknown> = {}) {
  return {
    _type: 'block',
    _key: `p-${text.slice(0, 12)}-${Math.random().toString(36).slice(2, 8)}`,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's', text, marks: [] }],
    ...extra,
  };
}

/** A paragraph whose only text links to `href`. */
export function linkParagraph(label: string, href: unknown) {
  return {
    _type: 'block',
    _key: `l-${label}`,
    style: 'normal',
    markDefs: [{ _type: 'link', _key: 'm1', href }],
    children: [{ _type: 'span', _key: 's', text: label, marks: ['m1'] }],
  };
}

/**
 * A text matcher for a file's details ('term-sheet.pdf · 2 KB'), which are written across
 * elements (the name in its own `<bdi>`): the one span whose whole text it is.
 */
export const fileDetails =
  (details: string) =>
  (_: string, element: Element | null): boolean =>
    element?.tagName === 'SPAN' && element.textContent === details;
