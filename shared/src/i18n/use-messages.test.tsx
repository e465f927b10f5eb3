import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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
});
