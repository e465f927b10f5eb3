import { NotFoundPage } from '@quantethic/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The root-level error view (SPEC §2): anything the sections did not catch shows the 404 page. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] unhandled error, showing the root error view:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <NotFoundPage /> : this.props.children;
  }
}
