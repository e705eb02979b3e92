import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { AnswerConflict } from '../../model/interview-pending';

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '(no answer)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * Someone else saved the same answer meanwhile (INTERVIEW §7): ours stays in the field; the person keeps it or takes
 * theirs.
 */
export function ConflictNotices({
  conflicts,
  promptOf,
  onKeepMine,
  onUseTheirs,
}: {
  conflicts: readonly (AnswerConflict & { by: string })[];
  promptOf(name: string): string;
  onKeepMine(name: string): void;
  onUseTheirs(name: string): void;
}) {
  if (conflicts.length === 0) return null;
  return (
    <Stack gap="3" mb="6" data-testid="conflict-notices">
      {conflicts.map((conflict) => (
        <Box
          key={conflict.name}
          role="status"
          borderLeftWidth="4px"
          borderColor="orange.500"
          bg="orange.50"
          borderRadius="md"
          px="4"
          py="3"
        >
          <Text fontWeight="semibold">
            {conflict.by} changed “{promptOf(conflict.name)}” while you were answering.
          </Text>
          <Text fontSize="sm" color="gray.700" mt="1">
            Yours: {shown(conflict.mine)} · Theirs: {shown(conflict.theirs)}
          </Text>
          <HStack gap="2" mt="3">
            <Button size="sm" bg="app.widget" color="app.widgetText" onClick={() => onKeepMine(conflict.name)}>
              Keep mine
            </Button>
            <Button size="sm" variant="outline" onClick={() => onUseTheirs(conflict.name)}>
              Use theirs
            </Button>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
