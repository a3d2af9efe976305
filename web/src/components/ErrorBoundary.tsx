import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  fallback: (error: Error) => ReactNode;
  /** When it changes (the failed part's data loaded anew), a failed boundary renders its children again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The `resetKey` last rendered (the error happened under it when `error` is set). */
  renderedKey: unknown;
}

/** Shows `fallback` instead of children that failed to render (for example a failed query). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null, renderedKey: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey === state.renderedKey) return null;
    return state.error ? { error: null, renderedKey: props.resetKey } : { renderedKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
