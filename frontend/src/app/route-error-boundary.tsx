import { Component, type ReactNode } from 'react';
import { FullPageError } from '../components/ui/full-page-error';

interface Props {
  children: ReactNode;
  onRetry(): void;
}

/** A route whose code failed to load (or threw while rendering) shows 'Error: {message}' and a Retry button. */
export class RouteErrorBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <FullPageError message={error.message} onRetry={this.props.onRetry} />;
  }
}
