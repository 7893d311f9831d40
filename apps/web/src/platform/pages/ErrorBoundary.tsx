import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeError, type ServerErrorInfo } from './serverError.ts';
import { ServerErrorContent } from './ServerErrorPage.tsx';

interface State {
  error: ServerErrorInfo | null;
}

/** Render errors show the 500 page in place of the routed content (spec 1 §8). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: describeError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Erro de renderização', error, info.componentStack);
    this.setState((s) =>
      s.error
        ? { error: { ...s.error, details: `${s.error.details}\n\nComponentes:${info.componentStack ?? ''}` } }
        : s,
    );
  }

  override render() {
    if (this.state.error) return <ServerErrorContent error={this.state.error} />;
    return this.props.children;
  }
}
