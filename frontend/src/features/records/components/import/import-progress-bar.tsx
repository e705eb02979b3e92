import { Box, HStack, Stack, Text } from '@chakra-ui/react';

const count = (value: number) => value.toLocaleString('en-US');

/** The import's progress: rows done of the total, as a bar and in words (announced to screen readers). */
export function ImportProgressBar({
  phase,
  total,
  done,
  succeeded,
  failed,
  stopped,
}: {
  phase: string;
  total: number;
  done: number;
  succeeded: number;
  failed: number;
  stopped: boolean;
}) {
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <Stack gap="2">
      <HStack justify="space-between" fontSize="sm">
        <Text fontWeight="semibold">{phase}</Text>
        <Text color="gray.600" aria-live="polite">
          {total > 0 ? `${count(done)} of ${count(total)} rows` : ''}
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="3"
        bg="gray.100"
        borderRadius="full"
        overflow="hidden"
      >
        <Box
          h="full"
          w={`${percent}%`}
          bg={stopped ? 'red.400' : 'app.accent'}
          borderRadius="full"
          transition="width 0.2s ease-out"
        />
      </Box>
      <HStack gap="4" fontSize="sm" color="gray.600">
        <Text>Succeeded: {count(succeeded)}</Text>
        <Text>Failed: {count(failed)}</Text>
      </HStack>
    </Stack>
  );
}
