import { Button, Center, Stack, Text } from '@chakra-ui/react';

/** A screen whose data could not be loaded (the request error was toasted): 'Error: {message}' and Retry. */
export function FullPageError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Center minH="100vh" p="6">
      <Stack gap="3" textAlign="center">
        <Text role="alert">{`Error: ${message}`}</Text>
        <Button onClick={onRetry}>Retry</Button>
      </Stack>
    </Center>
  );
}
