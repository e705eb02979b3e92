import { Box, Text } from '@chakra-ui/react';

/** The record is locked by another user (002 §4, the seed's words): the interview is read-only. */
export function LockNotice({ name }: { name: string }) {
  return (
    <Box
      role="status"
      data-testid="lock-notice"
      borderLeftWidth="4px"
      borderColor="app.accent"
      bg="gray.50"
      borderRadius="md"
      px="4"
      py="3"
      mb="6"
    >
      <Text fontWeight="semibold">
        User &apos;{name}&apos; is currently working on this record. It will be available when they are finished.
      </Text>
      <Text fontSize="sm" color="gray.700" mt="1">
        You can read the answers; they cannot be changed until then.
      </Text>
    </Box>
  );
}
