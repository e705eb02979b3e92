import { Stack, Text } from '@chakra-ui/react';

/** The records catalogue's message in place of the list (no records, nothing matches, not loaded), with actions. */
export function EmptyState({ title, detail, children }: { title: string; detail: string; children?: React.ReactNode }) {
  return (
    <Stack
      align="center"
      justify="center"
      textAlign="center"
      gap="3"
      h="full"
      minH="260px"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p="8"
      role="status"
    >
      <Text fontSize="lg" fontWeight="semibold">
        {title}
      </Text>
      <Text color="gray.600" maxW="md">
        {detail}
      </Text>
      {children}
    </Stack>
  );
}
