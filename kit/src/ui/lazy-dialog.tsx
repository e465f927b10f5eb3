import { ErrorState, LoadingState, Modal } from '@quantethic/shared';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { kitUiMessages, useKitUiMessages, useKitUiMessagesLater } from './messages';

/**
 * What a dialog whose code could not be downloaded says (inside a dialog of the same name), in
 * English; on a page in another locale it says the same in that locale (kit/ui's catalogue).
 */
export const LAZY_DIALOG_FAILED = {
  title: kitUiMessages.t('en', 'lazyDialog.failedTitle'),
  message: kitUiMessages.t('en', 'lazyDialog.failedMessage'),
};

/**
 * Shows `failed` instead of its children when they throw, e.g. a `React.lazy` part of the page
 * whose code could not be downloaded: that part says so and the rest of the section stays (without
 * it, the error reaches the section's boundary and the whole section is replaced).
 */
export class LoadFailureBoundary extends Component<
  { children: ReactNode; failed: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[kit] a part of the page could not be loaded:', error);
  }

  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

/** The dialog a lazy dialog shows when its code could not be downloaded, in the page's locale. */
function LoadFailedDialog({
  name,
  onClose,
  onRetry,
}: {
  name: string;
  onClose: () => void;
  onRetry: () => void;
}) {
  const t = useKitUiMessages();
  return (
    <Modal open onClose={onClose} title={name}>
      <ErrorState
        title={t('lazyDialog.failedTitle')}
        message={t('lazyDialog.failedMessage')}
        onRetry={onRetry}
      />
    </Modal>
  );
}

/** The props every dialog has: the page closes it. */
export interface DialogProps {
  onClose: () => void;
}

/**
 * A dialog whose code is downloaded when it is first opened (`React.lazy`), that never takes the
 * page down with it. While its code downloads, a dialog of the same name says it is loading; if
 * the code cannot be downloaded (a dropped connection, a redeploy that removed the file), that
 * dialog says so, with 'Try Again' (which downloads it again) and Close. Without this, the failed
 * import reaches the section's error boundary and the whole section is replaced.
 * `title` names the dialog while it has no code yet: the real dialog's title, so the dialog keeps
 * its name for a screen reader when it appears. Like React.lazy, call it once, at module level.
 */
export function lazyDialog<P extends DialogProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  title: (props: P) => string,
): ComponentType<P> {
  let Dialog = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog, at module level, as React.lazy makes its own.
  function LazyDialog(props: P) {
    const [attempt, setAttempt] = useState(0);
    // The failure's texts, asked for now: only a dialog that fails waits for them.
    useKitUiMessagesLater();
    const name = title(props);
    const retry = () => {
      // React.lazy keeps a failed load: a fresh one asks the network again.
      Dialog = lazy(load);
      setAttempt((count) => count + 1);
    };
    return (
      // On a page in another locale than English, the first dialog may still wait for the texts
      // of its loading view: meanwhile nothing shows (not the section's loading state).
      <Suspense fallback={null}>
        {/* Around the failure too: a failed dialog waiting for its texts says it is loading. */}
        <Suspense
          fallback={
            <Modal open onClose={props.onClose} title={name}>
              <LoadingState />
            </Modal>
          }
        >
          <LoadFailureBoundary
            key={attempt}
            failed={<LoadFailedDialog name={name} onClose={props.onClose} onRetry={retry} />}
          >
            <Dialog {...props} />
          </LoadFailureBoundary>
        </Suspense>
      </Suspense>
    );
  }
  return LazyDialog;
}
