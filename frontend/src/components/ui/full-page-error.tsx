import { Button } from '@chakra-ui/react';
import { FullPageMessage } from './full-page-message';

/**
 * A screen that could not be shown (its data or its code failed to load; a request error was toasted already):
 * 'Error: {message}' and a Retry button.
 */
export function FullPageError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <FullPageMessage
      detail={
        <Button mt="2" bg="app.widget" color="app.widgetText" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {`Error: ${message}`}
    </FullPageMessage>
  );
}
