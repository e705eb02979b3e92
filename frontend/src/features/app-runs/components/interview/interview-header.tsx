import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { saveStateText, type SaveStatus } from '../../model/interview-save-state';

/**
 * The interview's header (INTERVIEW §1, §7): the app, the record, what saving is doing ("Saving…", "Saved 14:02",
 * "Not saved, Retry", "Offline: kept on this device") and Save and exit.
 */
export function InterviewHeader({
  appLabel,
  recordName,
  status,
  savedAt,
  error,
  timeZone,
  readOnly,
  exiting,
  exit,
  onRetry,
  onSaveAndExit,
  link,
}: {
  appLabel: string;
  recordName: string | undefined;
  status: SaveStatus;
  savedAt: Date | null;
  error: string | null;
  timeZone?: string;
  readOnly: boolean;
  exiting: boolean;
  /**
   * The way out: back to the catalog (workspace users), the app's exit URL (an external user's **Exit**, INTERVIEW
   * §9), or none (an external user whose app has no exit URL: the portal has nowhere else to go).
   */
  exit: 'catalog' | 'exit-url' | 'none';
  onRetry(): void;
  onSaveAndExit(): void;
  /** The record's link to a query item (an app's 'LINK record TO…'), under the record's name. */
  link?: ReactNode;
}) {
  const text = readOnly ? 'Read only' : saveStateText(status, savedAt, timeZone);
  const tone = status === 'failed' ? 'red.700' : status === 'offline' ? 'orange.800' : 'gray.600';
  return (
    <Flex
      data-testid="interview-header"
      align="center"
      justify="space-between"
      gap="4"
      flexWrap="wrap"
      px={{ base: '4', md: '6' }}
      py="3"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Box minW="0">
        <Text fontWeight="semibold" fontSize="lg" lineHeight="short" truncate>
          {appLabel}
        </Text>
        <Text fontSize="sm" color="gray.600" truncate>
          {recordName?.trim() ? recordName : 'New record'}
        </Text>
        {link}
      </Box>
      <HStack gap="3" flexShrink={0}>
        <HStack role="status" aria-live="polite" data-testid="save-state" data-status={status} gap="2">
          {status === 'offline' && (
            <Box as="span" aria-hidden w="2" h="2" borderRadius="full" bg="orange.500" display="inline-block" />
          )}
          <Box textAlign="right">
            <Text fontSize="sm" color={tone}>
              {text}
            </Text>
            {status === 'failed' && error && (
              <Text fontSize="xs" color="red.700" maxW="20rem" truncate title={error} data-testid="save-error">
                {error}
              </Text>
            )}
          </Box>
        </HStack>
        {status === 'failed' && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
            Retry
          </Button>
        )}
        {exit !== 'none' && (
          <Button size="sm" variant="outline" onClick={onSaveAndExit} loading={exiting}>
            {readOnly || exit === 'exit-url' ? 'Exit' : 'Save and exit'}
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
