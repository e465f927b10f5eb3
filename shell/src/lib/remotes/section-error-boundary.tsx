import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** When this changes while the boundary shows its fallback, it tries rendering again. */
  resetKey: string;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
  errorKey: string;
}

/** Catches a section's load or render failure so the rest of the page keeps working. */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorKey: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.errorKey && state.errorKey !== props.resetKey)
      return { error: null, errorKey: '' };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ errorKey: this.props.resetKey });
    if (error.name !== 'RemoteLoadError')
      console.error('[shell] a section failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
