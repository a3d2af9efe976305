import { Component, Suspense, type ReactNode } from 'react';
import buttons from './Button.module.css';
import styles from './SectionBoundary.module.css';

export interface SectionBoundaryProps {
  /**
   * The section's own text when it fails (the spec's default, e.g. 'Failed to fetch products'),
   * or a function choosing it from the error. Never the error's raw message.
   */
  message: string | ((error: Error) => string);
  /** Loads the section again (a fresh network fetch); the boundary resets when `resetKey` changes. */
  onRetry: () => void;
  /** Changes when the section's data is loaded anew (e.g. its query reference): the section renders again. */
  resetKey: unknown;
  /** When given, the children load under a Suspense boundary showing this (inside the error boundary). */
  loading?: ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The `resetKey` last rendered (an error happened under it when `error` is set). */
  failedKey: unknown;
}

/**
 * One section of a page that fails on its own: its text and a "Try again" button take the
 * section's place (the rest of the page stays), instead of the route's error page.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  state: State = { error: null, failedKey: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: SectionBoundaryProps, state: State): Partial<State> | null {
    // Loaded again (retry, or a navigation with new data): show the children again.
    if (state.error && props.resetKey !== state.failedKey) return { error: null, failedKey: props.resetKey };
    if (!state.error && state.failedKey !== props.resetKey) return { failedKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.loading === undefined ? this.props.children : <Suspense fallback={this.props.loading}>{this.props.children}</Suspense>;
    const { message, onRetry } = this.props;
    return (
      <div className={styles.box} role="alert">
        <p className={styles.message}>{typeof message === 'function' ? message(error) : message}</p>
        <button type="button" className={buttons.secondary} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
}
