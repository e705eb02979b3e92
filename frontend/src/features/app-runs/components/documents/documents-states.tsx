import { HttpError } from '../../../../lib/http/http-error';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A failed run (contract §4): the template and reason the server names, and **Try again**. */
export function FailedNotice({
  error,
  busy,
  retryError,
  onRetry,
}: {
  error: string | null;
  busy: boolean;
  retryError: string | undefined;
  onRetry(): void;
}) {
  return (
    <Stack
      gap="3"
      bg="red.50"
      borderWidth="1px"
      borderColor="red.200"
      borderRadius="lg"
      px="5"
      py="4"
      data-testid="documents-failed"
    >
      <Text fontWeight="semibold" color="red.900">
        The documents could not be assembled.
      </Text>
      <Text color="red.900" wordBreak="break-word" data-testid="documents-failure-reason">
        {error || 'The assembly stopped without saying why.'}
      </Text>
      <Text fontSize="sm" color="red.900">
        Ask whoever looks after this app to check the template; then try again.
      </Text>
      <Box>
        <Button size="sm" bg="app.widget" color="app.widgetText" minH="9" loading={busy} onClick={onRetry}>
          Try again
        </Button>
      </Box>
      {retryError && (
        <Text fontSize="sm" color="red.800">
          {retryError}
        </Text>
      )}
    </Stack>
  );
}

/** Answers or the model changed since the last run (INTERVIEW §8): the old documents stay, with Assemble again. */
export function OutOfDateNotice({
  busy,
  retryError,
  onAssemble,
}: {
  busy: boolean;
  retryError: string | undefined;
  onAssemble(): void;
}) {
  return (
    <Stack
      gap="2"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      borderRadius="lg"
      px="5"
      py="4"
      data-testid="documents-out-of-date"
    >
      <Flex align="center" gap="3" flexWrap="wrap">
        <Text color="orange.900" fontWeight="semibold">
          Documents are out of date:
        </Text>
        <Button size="sm" bg="app.widget" color="app.widgetText" minH="9" loading={busy} onClick={onAssemble}>
          Assemble again
        </Button>
      </Flex>
      <Text fontSize="sm" color="orange.900">
        The answers or the app changed since these documents were made.
      </Text>
      {retryError && (
        <Text fontSize="sm" color="orange.900">
          {retryError}
        </Text>
      )}
    </Stack>
  );
}

/** The app has not run on this record: the interview is where it starts. */
export function NotRun({ interview }: { interview: string }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      bg="gray.50"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="gray.300"
      borderRadius="lg"
      px="6"
      py="8"
      data-testid="documents-not-run"
    >
      <Text fontWeight="semibold" fontSize="lg">
        Not run
      </Text>
      <Text color="gray.600" maxW="md">
        This app has not made any documents for this record yet. Answer its questions and finish to assemble them.
      </Text>
      <Button asChild size="sm" bg="app.widget" color="app.widgetText" minH="9">
        <RouterLink to={interview}>Open the interview</RouterLink>
      </Button>
    </Stack>
  );
}

/** What a refused Try again says: the server's message (a 422 names the problem, a 409 a newer save). */
export function retryMessage(error: Error): string {
  if (error instanceof HttpError && error.status === 422) {
    return 'Some answers need attention before the documents can be assembled: go back to the interview.';
  }
  if (error instanceof HttpError && error.status === 409) {
    return 'The record changed while this was being sent. Try again.';
  }
  return error.message || 'The documents could not be assembled.';
}
