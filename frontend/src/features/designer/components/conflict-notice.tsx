import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ElementView } from '../model/designer.types';
import { describeItem, type PendingItem } from '../pending/pending-changes';

/**
 * The element moved on under the author's pending changes (another author saved): nothing is lost. The author
 * re-applies the list on the latest version or reverts it; afterwards, what could not be re-applied is listed.
 */
export function ConflictNotice({
  element,
  latestVersion,
  conflicts,
  busy,
  onReapply,
  onRevert,
  onDismiss,
}: {
  element: ElementView;
  latestVersion?: number;
  conflicts: readonly PendingItem[];
  busy: boolean;
  onReapply(): void;
  onRevert(): void;
  onDismiss(): void;
}) {
  if (latestVersion !== undefined) {
    return (
      <Box role="alert" mx="6" mt="4" p="4" borderRadius="md" bg="orange.50" borderWidth="1px" borderColor="orange.300">
        <Text fontWeight="semibold">
          This {element.kind} was saved by someone else since you opened it (it is at version {latestVersion} now).
        </Text>
        <Text fontSize="sm" mt="1">
          Your changes are kept. Apply them again on the latest version: changes to what the other author did not touch
          apply as they are, the rest are listed for you to redo.
        </Text>
        <HStack mt="3">
          <Button size="sm" bg="app.widget" color="app.widgetText" loading={busy} onClick={onReapply}>
            Apply my changes to the latest version
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onRevert}>
            Discard my changes
          </Button>
        </HStack>
      </Box>
    );
  }
  if (conflicts.length === 0) return null;
  return (
    <Box role="status" mx="6" mt="4" p="4" borderRadius="md" bg="orange.50" borderWidth="1px" borderColor="orange.300">
      <Text fontWeight="semibold">
        {conflicts.length === 1 ? 'One change' : `${conflicts.length} changes`} could not be applied: the other author
        changed the same thing. Redo {conflicts.length === 1 ? 'it' : 'them'} if still needed:
      </Text>
      <Stack as="ul" mt="2" gap="1" pl="5" fontSize="sm">
        {conflicts.map((item, index) => (
          <li key={index}>{describeItem(item, element)}</li>
        ))}
      </Stack>
      <Button size="xs" variant="outline" mt="3" onClick={onDismiss}>
        Dismiss
      </Button>
    </Box>
  );
}
