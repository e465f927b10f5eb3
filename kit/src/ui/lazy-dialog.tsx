import { ErrorState, LoadingState, Modal } from '@quantethic/shared';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/** What a dialog whose code could not be downloaded says (inside a dialog of the same name). */
export const LAZY_DIALOG_FAILED = {
  title: 'This could not be opened',
  message: "We couldn't load this right now. Check your connection and try again.",
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
    const name = title(props);
    const retry = () => {
      // React.lazy keeps a failed load: a fresh one asks the network again.
      Dialog = lazy(load);
      setAttempt((count) => count + 1);
    };
    return (
      <LoadFailureBoundary
        key={attempt}
        failed={
          <Modal open onClose={props.onClose} title={name}>
            <ErrorState
              title={LAZY_DIALOG_FAILED.title}
              message={LAZY_DIALOG_FAILED.message}
              onRetry={retry}
            />
          </Modal>
        }
      >
        <Suspense
          fallback={
            <Modal open onClose={props.onClose} title={name}>
              <LoadingState />
            </Modal>
          }
        >
          <Dialog {...props} />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  return LazyDialog;
}
