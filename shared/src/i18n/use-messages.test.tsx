import { act, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from './fixtures/messages/en.json';
import type { Locale } from './locale';
import { createMessages, type PackageMessages } from './messages';
import { useMessages } from './use-messages';

type Key = keyof typeof en;

function Word({ messages, locale }: { messages: PackageMessages<Key>; locale: Locale }) {
  const t = useMessages(messages, locale);
  return <p>{t('only.english')}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A component with a hook after its texts: mounted while they are missing, it suspends first. */
function Later({ messages }: { messages: PackageMessages<Key> }) {
  const t = useMessages(messages, 'ar');
  const [word] = useState(() => t('only.english'));
  return <p>{word}</p>;
}

describe('useMessages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the Arabic catalogue instead of showing English meanwhile (no flash of English)', async () => {
    const arrival = deferred<{ default: Record<Key, string> }>();
    const messages = createMessages<Key>({ en, load: { ar: () => arrival.promise } });
    // Rendered in an awaited act: React resumes a render that suspended in one only when it is.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Word messages={messages} locale="ar" />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText("Shari'ah")).not.toBeInTheDocument();
    const arabic = (await import('./fixtures/messages/ar.json')).default as Record<Key, string>;
    await act(async () => arrival.resolve({ default: arabic }));
    expect(await screen.findByText('الشريعة')).toBeInTheDocument();
  });

  it('shows English when the Arabic catalogue cannot be downloaded, and says so once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const messages = createMessages<Key>({ en, load: { ar: () => Promise.reject(new Error('offline')) } });
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Word messages={messages} locale="ar" />
          <Word messages={messages} locale="ar" />
        </Suspense>,
      );
    });
    expect(await screen.findAllByText("Shari'ah")).toHaveLength(2);
    expect(error.mock.calls.filter(([message]) => String(message).includes('[messages]'))).toHaveLength(1);
  });

  it('renders English at once, without waiting', () => {
    const messages = createMessages<Key>({ en, load: { ar: () => new Promise(() => {}) } });
    render(<Word messages={messages} locale="en" />);
    expect(screen.getByText("Shari'ah")).toBeInTheDocument();
  });

  it('is replayed without error when a render that suspended on its texts resumes', async () => {
    // A component that mounts in a transition inside a boundary already on screen: React keeps
    // the screen, waits for the catalogue and replays the suspended render with its hooks. A
    // use() skipped on that replay is an error (in production: 'Update hook called on initial
    // render'; in development, React says so on the console).
    const problems: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args.join(' ')));
    const arabic = (await import('./fixtures/messages/ar.json')).default as Record<Key, string>;
    const messages = createMessages<Key>({
      en,
      load: { ar: () => new Promise((resolve) => setTimeout(() => resolve({ default: arabic }), 1)) },
    });
    const container = document.createElement('div');
    const root = createRoot(container, { onRecoverableError: (error) => problems.push(error) });
    const view = (show: boolean) => (
      <Suspense fallback={<p>waiting</p>}>
        <p>page</p>
        {show ? <Later messages={messages} /> : null}
      </Suspense>
    );
    await act(async () => root.render(view(false)));
    await act(async () => {
      startTransition(() => root.render(view(true)));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.textContent).toBe('pageالشريعة');
    expect(problems).toEqual([]);
    act(() => root.unmount());
  });
});
