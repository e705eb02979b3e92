import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { ModalShell } from '../../../../components/ui/modal-shell';
import { useClearDuplicates } from '../../api/clear-duplicates.api';
import { useMatchDuplicates, type DuplicatesMatch } from '../../api/duplicates-match.api';

/** 002 §8, verbatim. */
export const duplicatesFound = (key: string, count: number) =>
  count === 0 ? `No products were found matching by "${key}"` : `${count} records were found matching by "${key}"`;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * 002 §4 Duplicates wizard (modal 610): a key (a variable's name), Search, then the result; Clear deletes every
 * record of a group but the oldest, all or nothing. Search and Clear are disabled while the key is empty (§5).
 */
export function DuplicatesDialog({ tenancy, catalog, onClose }: { tenancy: string; catalog: string; onClose(): void }) {
  const titleId = useId();
  const inputId = useId();
  const [key, setKey] = useState('');
  const [found, setFound] = useState<{ key: string; match: DuplicatesMatch } | null>(null);
  const [cleared, setCleared] = useState<number | null>(null);
  const matching = useMatchDuplicates(tenancy, catalog);
  const clearing = useClearDuplicates(tenancy, catalog);
  const trimmed = key.trim();
  const busy = matching.isPending || clearing.isPending;
  const error = matching.error ?? clearing.error;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const search = () => {
    if (!trimmed) return;
    setCleared(null);
    clearing.reset();
    matching.mutate(trimmed, { onSuccess: (match) => setFound({ key: trimmed, match }) });
  };
  const clear = () => {
    if (!trimmed) return;
    matching.reset();
    clearing.mutate(trimmed, {
      onSuccess: (deleted) => {
        setCleared(deleted);
        setFound({ key: trimmed, match: { count: 0, duplicates: 0 } });
      },
    });
  };

  return (
    <ModalShell labelledBy={titleId} width="610px" maxW="full" borderRadius="md" p="6">
      <Heading as="h2" size="md" id={titleId} mb="4">
        Clear duplicates
      </Heading>
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Stack gap="4">
          <Text fontSize="sm" color="gray.600">
            Records are duplicates when they have the same value of the key variable. Clear keeps the oldest record of
            each group and deletes the others (they can be undeleted).
          </Text>
          <Stack gap="1">
            <chakra.label htmlFor={inputId} fontWeight="semibold" fontSize="sm">
              Key (variable name)
            </chakra.label>
            <HStack>
              <chakra.input
                id={inputId}
                value={key}
                autoFocus
                autoComplete="off"
                onChange={(event) => setKey(event.currentTarget.value)}
                flex="1"
                h="10"
                px="3"
                borderWidth="1px"
                borderColor="gray.300"
                borderRadius="md"
                _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' }}
              />
              <Button type="submit" variant="outline" disabled={!trimmed || busy} loading={matching.isPending}>
                Search
              </Button>
            </HStack>
          </Stack>
          {found && !error && (
            <Box role="status" bg="gray.50" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3">
              <Text fontSize="sm">
                {cleared !== null
                  ? `${cleared} duplicate records were deleted.`
                  : duplicatesFound(found.key, found.match.count)}
              </Text>
            </Box>
          )}
          {error && (
            <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="md" p="3">
              <Text color="red.700" fontSize="sm">
                {message(error)}
              </Text>
            </Box>
          )}
        </Stack>
        <HStack justify="flex-end" mt="6">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button
            bg="app.widget"
            color="app.widgetText"
            disabled={!trimmed || busy}
            loading={clearing.isPending}
            onClick={clear}
          >
            Clear
          </Button>
        </HStack>
      </chakra.form>
    </ModalShell>
  );
}
