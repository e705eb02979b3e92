import { Box, Button, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What changes when the panel should try again (the element shown): a new one clears the error. */
  resetKey: string;
}

/**
 * 001 §8 "Variable panel boundary shows the error message text": a panel that failed to draw says why, and the rest
 * of the designer (with the author's pending changes) stays usable.
 */
export class PanelErrorBoundary extends Component<Props, { error?: Error; key: string }> {
  state: { error?: Error; key: string } = { key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error?: Error; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box role="alert" p="3" borderRadius="md" bg="red.50" color="red.800" fontSize="sm">
        <Text>{error.message}</Text>
        <Button size="xs" mt="2" variant="outline" onClick={() => this.setState({ error: undefined })}>
          Retry
        </Button>
      </Box>
    );
  }
}
