import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { ModalShell } from '../../../../components/ui/modal-shell';
import { serverSaid } from '../../../../lib/http/http-error';
import { DELETED_PAGE_SIZE, useDeletedRecords } from '../../api/list-deleted-records.api';
import { useUndeleteRecord } from '../../api/undelete-record.api';
import { formatTime } from '../../model/record-history-entries';
import type { DeletedRecord } from '../../model/record-history-types';
import type { OpenedRecord } from '../../model/record.types';

export const NO_DELETED_RECORDS = 'There are no deleted records in this catalog.';

/** Who deleted a record: their name, "Unknown user" for a removed user, "System" for no person. */
const deleterName = (record: DeletedRecord) => record.deletedBy ?? (record.deletedByID ? 'Unknown user' : 'System');

/**
 * The Deleted records dialog (issue 14, beyond the seeds): the catalog's deleted records, most recently deleted
 * first, with who deleted them and when; Undelete brings one back with all its versions and it leaves this list.
 */
export function DeletedRecordsDialog({
  tenancy,
  catalog,
  onClose,
  onRestored,
}: {
  tenancy: string;
  /** The catalog's name (or id). */
  catalog: string;
  onClose(): void;
  /** After an undelete: the record, back in the lists. */
  onRestored?(record: OpenedRecord): void;
}) {
  const titleId = useId();
  const [count, setCount] = useState(DELETED_PAGE_SIZE);
  const deleted = useDeletedRecords(tenancy, catalog, count);
  const undelete = useUndeleteRecord(tenancy, catalog);
  const [refusal, setRefusal] = useState<{ recordId: string; message: string }>();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const onUndelete = (record: DeletedRecord) => {
    setRefusal(undefined);
    undelete.mutate(record._id, {
      onSuccess: (restored) => onRestored?.(restored),
      onError: (error) =>
        setRefusal({ recordId: record._id, message: serverSaid(error) ?? 'The record could not be undeleted.' }),
    });
  };
  const rows = deleted.data?.rows ?? [];
  const locale = document.documentElement.lang || undefined;

  return (
    <ModalShell
      labelledBy={titleId}
      width="610px"
      maxW="full"
      maxH="90vh"
      display="flex"
      flexDirection="column"
      borderRadius="md"
      p="6"
    >
      <Heading as="h2" size="md" id={titleId} mb="1" flexShrink={0}>
        Deleted records
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="4" flexShrink={0}>
        Most recently deleted first. An undeleted record comes back with all its versions.
      </Text>
      <Box overflowY="auto" flex="1" minH="0">
        {deleted.isPending ? (
          <HStack py="2">
            <Spinner size="sm" />
            <Text>Loading...</Text>
          </HStack>
        ) : deleted.error ? (
          <HStack role="alert" py="2">
            <Text>Error: {deleted.error.message}</Text>
            <Button size="xs" variant="outline" onClick={() => void deleted.refetch()}>
              Retry
            </Button>
          </HStack>
        ) : rows.length === 0 ? (
          <Text py="2">{NO_DELETED_RECORDS}</Text>
        ) : (
          <Stack as="ul" gap="0" m="0" p="0" aria-labelledby={titleId}>
            {rows.map((record) => (
              <Box
                as="li"
                key={record._id}
                listStyleType="none"
                py="2.5"
                borderBottomWidth="1px"
                borderColor="gray.200"
                data-testid="deleted-record"
                aria-label={record.name}
              >
                <HStack gap="3" align="center">
                  <Box flex="1" minW="0">
                    <Text fontWeight="semibold" truncate>
                      {record.name || 'Untitled record'}
                    </Text>
                    <Text fontSize="sm" color="gray.600">
                      Deleted by {deleterName(record)} ·{' '}
                      <time dateTime={record.deletedAt}>{formatTime(record.deletedAt, locale)}</time>
                    </Text>
                    {refusal?.recordId === record._id && (
                      <Text role="alert" color="red.600" fontSize="sm" mt="1">
                        {refusal.message}
                      </Text>
                    )}
                  </Box>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Undelete ${record.name}`}
                    loading={undelete.isPending && undelete.variables === record._id}
                    disabled={undelete.isPending}
                    onClick={() => onUndelete(record)}
                  >
                    Undelete
                  </Button>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
        {deleted.data?.hasMore && (
          <Button
            size="sm"
            variant="ghost"
            mt="2"
            loading={deleted.isFetching}
            onClick={() => setCount((shown) => shown + DELETED_PAGE_SIZE)}
          >
            Show more
          </Button>
        )}
      </Box>
      <HStack justify="flex-end" mt="5" flexShrink={0}>
        <Button bg="app.widget" color="app.widgetText" onClick={onClose}>
          Close
        </Button>
      </HStack>
    </ModalShell>
  );
}
