import { Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { ModalShell } from '../../../../components/ui/modal-shell';
import { serverSaid } from '../../../../lib/http/http-error';
import { downloadRecordVersion } from '../../api/download-record-version.api';
import { useRecordHistoryPages } from '../../api/list-record-history.api';
import { useVersionDiff } from '../../api/record-version-diff.api';
import { useRestoreRecordVersion } from '../../api/restore-record-version.api';
import { diffRows, SAME_AS_NOW } from '../../model/record-history-diff';
import { undoPlan, type UndoPlan } from '../../model/record-history-restore';
import type { HistoryEntry } from '../../model/record-history-types';
import type { OpenedRecord } from '../../model/record.types';
import { AsOfView } from './as-of-view';
import { DiffTable } from './diff-table';
import { HistoryList } from './history-list';
import { RestoreVersionDialog } from './restore-version-dialog';

function Loading() {
  return (
    <HStack py="4">
      <Spinner size="sm" />
      <Text>Loading...</Text>
    </HStack>
  );
}

function LoadError({ error, retry }: { error: Error; retry(): void }) {
  return (
    <HStack py="4" role="alert">
      <Text>Error: {error.message}</Text>
      <Button size="xs" variant="outline" onClick={retry}>
        Retry
      </Button>
    </HStack>
  );
}

/** The chosen version against the record now, with Restore this version and Download data. */
function VersionPanel({
  tenancy,
  catalog,
  record,
  entry,
  onRestore,
}: {
  tenancy: string;
  catalog: string;
  record: { _id: string; name: string };
  entry: HistoryEntry;
  onRestore(offered: string[]): void;
}) {
  const diff = useVersionDiff(tenancy, catalog, record._id, entry._id);
  const rows = diffRows(diff.data ?? []);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadRecordVersion(
        tenancy,
        catalog,
        record._id,
        entry._id,
        `${record.name}-version-${entry.version}.json`,
      );
    } catch {
      // The http client has toasted the failure; the button is usable again.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Box as="section" aria-labelledby={`version-${entry._id}`} borderTopWidth="1px" borderColor="gray.300" pt="4">
      <Flex gap="3" align="center" wrap="wrap" mb="3">
        <Heading as="h3" size="sm" id={`version-${entry._id}`} flex="1" minW="0">
          Version {entry.version} compared with now
        </Heading>
        <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
          Download data
        </Button>
        <Button
          size="sm"
          bg="app.widget"
          color="app.widgetText"
          disabled={!diff.data || rows.length === 0}
          onClick={() => onRestore(rows.map((row) => row.name))}
        >
          Restore this version
        </Button>
      </Flex>
      {diff.isPending ? (
        <Loading />
      ) : diff.error ? (
        <LoadError error={diff.error} retry={() => void diff.refetch()} />
      ) : rows.length === 0 ? (
        <Text fontSize="sm" color="gray.700" py="2">
          {SAME_AS_NOW}
        </Text>
      ) : (
        <DiffTable rows={rows} version={entry.version} />
      )}
    </Box>
  );
}

/** What the dialog shows after a restore: what was restored, and Undo until it is used. */
type AfterRestore = { plan: UndoPlan; undone: boolean };

/**
 * The History dialog (002 §2.1 modals, §4 "History: list, then a restore confirmation"; 810 wide, not closed by
 * a click on the mask, §5): every version of the record newest first, paged; a chosen version compared field by
 * field with the record now; Restore this version (all fields or chosen ones) in the Restore confirmation; after
 * a restore, its new version on top and Undo; Download data saves a version's values as JSON;
 * and the record as it stood at any date and time.
 */
export function RecordHistoryDialog({
  tenancy,
  catalog,
  record,
  onClose,
  onRestored,
}: {
  tenancy: string;
  /** The catalog's name (or id). */
  catalog: string;
  record: { _id: string; name: string };
  onClose(): void;
  /** After each restore (and undo): the record as it is now. */
  onRestored?(record: OpenedRecord): void;
}) {
  const titleId = useId();
  const [pages, setPages] = useState(1);
  const history = useRecordHistoryPages(tenancy, catalog, record._id, pages);
  const [selectedId, setSelectedId] = useState<string>();
  const [restoring, setRestoring] = useState<{ entry: HistoryEntry; offered: string[] }>();
  const [after, setAfter] = useState<AfterRestore>();
  const [error, setError] = useState<string>();
  const restore = useRestoreRecordVersion(tenancy, catalog, record._id);
  const selected = history.rows.find((row) => row._id === selectedId);

  // Escape closes the History dialog, unless the Restore confirmation is open over it (Escape closes that first).
  useEffect(() => {
    if (restoring) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, restoring]);

  const confirmRestore = (body: { fields?: string[] }) => {
    if (!restoring) return;
    const newestBefore = history.rows[0]?._id;
    setError(undefined);
    restore.mutate(
      { historyId: restoring.entry._id, body },
      {
        onSuccess: (restored) => {
          if (newestBefore)
            setAfter({ plan: undoPlan(newestBefore, restoring.entry.version, body, restoring.offered), undone: false });
          setRestoring(undefined);
          setSelectedId(undefined);
          onRestored?.(restored);
        },
        onError: (failure) => setError(serverSaid(failure) ?? 'The version could not be restored.'),
      },
    );
  };

  const undo = (plan: UndoPlan) => {
    setError(undefined);
    restore.mutate(
      { historyId: plan.historyId, body: { fields: plan.fields } },
      {
        onSuccess: (restored) => {
          setAfter({ plan, undone: true });
          setSelectedId(undefined);
          onRestored?.(restored);
        },
        onError: (failure) => setError(serverSaid(failure) ?? 'The restore could not be undone.'),
      },
    );
  };

  return (
    <ModalShell
      labelledBy={titleId}
      width="810px"
      maxW="full"
      maxH="90vh"
      display="flex"
      flexDirection="column"
      borderRadius="md"
      p="6"
    >
      <Heading as="h2" size="md" id={titleId} mb="1" flexShrink={0}>
        History
      </Heading>
      <Text fontSize="sm" color="gray.600" mb="4" flexShrink={0} truncate>
        {record.name || 'Untitled record'}: every version, newest first. Choose one to compare it with the record now.
      </Text>

      {after && (
        <HStack
          role="status"
          flexShrink={0}
          bg={after.undone ? 'gray.100' : 'green.50'}
          borderWidth="1px"
          borderColor={after.undone ? 'gray.300' : 'green.300'}
          borderRadius="md"
          px="3"
          py="2"
          mb="3"
          gap="3"
        >
          <Text fontSize="sm" flex="1">
            {after.undone
              ? `The restore of version ${after.plan.restoredVersion} was undone.`
              : `Version ${after.plan.restoredVersion} was restored (${after.plan.fields.join(', ')}).`}
          </Text>
          {!after.undone && (
            <Button size="xs" variant="outline" loading={restore.isPending} onClick={() => undo(after.plan)}>
              Undo
            </Button>
          )}
        </HStack>
      )}
      {error && !restoring && (
        <Text role="alert" color="red.600" fontSize="sm" mb="3" flexShrink={0}>
          {error}
        </Text>
      )}

      <Stack gap="4" overflowY="auto" flex="1" minH="0">
        {history.isPending ? (
          <Loading />
        ) : history.error && history.rows.length === 0 ? (
          <LoadError error={history.error} retry={history.refetch} />
        ) : (
          <Box>
            <Box maxH={selected ? '240px' : undefined} overflowY={selected ? 'auto' : undefined}>
              <HistoryList rows={history.rows} selected={selectedId} onSelect={(entry) => setSelectedId(entry._id)} />
            </Box>
            {history.hasOlder && (
              <Button
                size="sm"
                variant="ghost"
                mt="2"
                loading={history.isFetching}
                onClick={() => setPages((count) => count + 1)}
              >
                Show older versions
              </Button>
            )}
          </Box>
        )}
        {selected && (
          <VersionPanel
            tenancy={tenancy}
            catalog={catalog}
            record={record}
            entry={selected}
            onRestore={(offered) => {
              setError(undefined);
              setRestoring({ entry: selected, offered });
            }}
          />
        )}
        <AsOfView tenancy={tenancy} catalog={catalog} recordId={record._id} />
      </Stack>

      <HStack justify="flex-end" mt="5" flexShrink={0}>
        <Button bg="app.widget" color="app.widgetText" onClick={onClose}>
          Close
        </Button>
      </HStack>

      {restoring && (
        <RestoreVersionDialog
          version={restoring.entry.version}
          offered={restoring.offered}
          busy={restore.isPending}
          error={error}
          onRestore={confirmRestore}
          onCancel={() => {
            setError(undefined);
            setRestoring(undefined);
          }}
        />
      )}
    </ModalShell>
  );
}
