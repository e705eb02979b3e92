import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { ModalShell } from '../../../../components/ui/modal-shell';
import { serverSaid } from '../../../../lib/http/http-error';
import { useAuthorNames } from '../../api/list-authors.api';
import { useDeletedElements } from '../../api/list-deleted.api';
import { useRestoreElement } from '../../api/restore-element.api';
import type { DeletedElement } from '../../model/history.types';
import { authorName, formatTime } from '../../model/history-rows';

export const NO_DELETED_ELEMENTS = 'There are no deleted elements.';

/**
 * The Deleted elements dialog (beyond the seeds): every deleted element with who deleted it and when, newest
 * first; Restore brings one back with its whole history. When a live element has taken its name the server
 * refuses, and its message shows here, by that element.
 */
export function DeletedElementsDialog({
  tenancy,
  onClose,
  onRestored,
}: {
  tenancy: string;
  onClose(): void;
  onRestored(element: { _id: string; name: string; kind: string }): void;
}) {
  const titleId = useId();
  const deleted = useDeletedElements(tenancy);
  const authors = useAuthorNames(tenancy);
  const restore = useRestoreElement(tenancy);
  const [refusal, setRefusal] = useState<{ elementId: string; message: string }>();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const onRestore = (element: DeletedElement) => {
    setRefusal(undefined);
    restore.mutate(
      { kind: element.kind, elementId: element._id },
      {
        onSuccess: () => onRestored({ _id: element._id, name: element.name, kind: element.kind }),
        onError: (error) =>
          setRefusal({ elementId: element._id, message: serverSaid(error) ?? 'The element could not be restored.' }),
      },
    );
  };
  const rows = [...(deleted.data ?? [])].sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
  const locale = document.documentElement.lang || undefined;

  return (
    <ModalShell labelledBy={titleId} width="600px" maxW="full" maxH="90vh" overflowY="auto" borderRadius="md" p="6">
      <Heading as="h2" size="md" id={titleId} mb="4">
        Deleted elements
      </Heading>
      {deleted.isPending ? (
        <HStack>
          <Spinner size="sm" />
          <Text>Loading...</Text>
        </HStack>
      ) : deleted.error ? (
        <HStack role="alert">
          <Text>Error: {deleted.error.message}</Text>
          <Button size="xs" variant="outline" onClick={() => void deleted.refetch()}>
            Retry
          </Button>
        </HStack>
      ) : rows.length === 0 ? (
        <Text>{NO_DELETED_ELEMENTS}</Text>
      ) : (
        <Stack as="ul" gap="0" m="0" p="0" aria-labelledby={titleId}>
          {rows.map((element) => (
            <Box
              as="li"
              key={element._id}
              listStyleType="none"
              py="2"
              borderBottomWidth="1px"
              borderColor="gray.200"
              data-testid="deleted-element"
              aria-label={element.name}
            >
              <HStack gap="3" align="start">
                <Box flex="1" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {element.name}{' '}
                    <Text as="span" fontWeight="normal" fontSize="sm" color="gray.600">
                      ({element.kind})
                    </Text>
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    Deleted by {authorName(element.deletedBy, authors.data)} ·{' '}
                    <time dateTime={element.deletedAt}>{formatTime(element.deletedAt, locale)}</time>
                  </Text>
                  {refusal?.elementId === element._id && (
                    <Text role="alert" color="red.600" fontSize="sm" mt="1">
                      {refusal.message}
                    </Text>
                  )}
                </Box>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Restore ${element.name}`}
                  loading={restore.isPending && restore.variables?.elementId === element._id}
                  disabled={restore.isPending}
                  onClick={() => onRestore(element)}
                >
                  Restore
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      <HStack justify="flex-end" mt="6">
        <Button bg="app.widget" color="app.widgetText" onClick={onClose}>
          Close
        </Button>
      </HStack>
    </ModalShell>
  );
}
