import { Button } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { FullPageMessage } from '../components/ui/full-page-message';

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
    return (
      <FullPageMessage
        detail={
          <Button mt="2" bg="app.widget" color="app.widgetText" onClick={this.props.onRetry}>
            Retry
          </Button>
        }
      >
        {`Error: ${error.message}`}
      </FullPageMessage>
    );
  }
}
