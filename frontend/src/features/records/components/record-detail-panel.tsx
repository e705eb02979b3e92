import { Box, Button, chakra, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { showRequestError } from '../../../components/ui/toaster-store';
import { useDownloadAttachment } from '../api/download-attachment.api';
import { useDownloadRecordFile } from '../api/download-record-file.api';
import { fetchRecord } from '../api/get-record.api';
import { recordsKeys } from '../api/records.keys';
import { useRecord } from '../api/get-record.api';
import { detailApps, type DetailApp } from '../model/record-apps';
import { lockMessage, lockOf } from '../model/record-lock';
import { valueText } from '../model/value-text';
import type { ModelApp, OpenedRecord, RecordApp, RecordsCatalog } from '../model/record.types';
import { ExternalAccessNotice } from './external-access-notice';
import { RecordHistoryDialog } from './history/record-history-dialog';
import { formatDate, StatusChip } from './status-chip';
import { useStoredFlag } from './use-stored-flag';

const PanelLink = chakra(RouterLink, {
  base: {
    color: 'gray.700',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
    fontSize: 'sm',
    _hover: { color: 'black' },
    _focusVisible: { outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '2px' },
  },
});

/**
 * The chosen record (002 §2.1 right side): its name, the catalog's detail template (or its values), its apps with
 * status, last run and documents (each with Download, and Open documents), attachments, and History. While someone
 * else works on it (the lock rule, 002 §4) its buttons are disabled and a notice names them; opening an app
 * re-fetches the record and checks again.
 */
export function RecordDetailPanel({
  tenancy,
  catalog,
  recordId,
  userId,
  modelApps,
  onOpenApp,
}: {
  tenancy: string;
  catalog: RecordsCatalog;
  recordId: string;
  userId: string;
  modelApps: readonly ModelApp[];
  onOpenApp(recordId: string, appName: string): void;
}) {
  const client = useQueryClient();
  const query = useRecord(tenancy, catalog.name, recordId, userId);
  const [historyOpen, setHistoryOpen] = useState(false);
  const record = query.data;
  if (query.isPending) {
    return (
      <Flex justify="center" py="10">
        <Spinner />
      </Flex>
    );
  }
  if (!record) return <Text color="gray.600">This record could not be read.</Text>;
  const lock = lockOf(record, userId, Date.now());
  const disabled = new Set(
    catalog.appOptions.filter((option) => option.isDisabled && !option.globalTarget).map((option) => option.appName),
  );
  const apps = detailApps(modelApps, record.apps ?? [], disabled);

  /** 002 §4: opening an app first re-fetches the record and re-checks the lock. */
  const open = async (app: DetailApp) => {
    const fresh = await client.fetchQuery({
      queryKey: recordsKeys.item(tenancy, catalog.name, record._id),
      queryFn: ({ signal }) => fetchRecord(tenancy, catalog.name, record._id, signal),
      staleTime: 0,
    });
    const run = fresh.apps?.find((each) => each.name === app.name);
    const now = Date.now();
    const locked = lockOf(fresh, userId, now);
    const appLocked = run
      ? lockOf({ ...run, date: run.lastRun ?? fresh.date }, userId, now)
      : { locked: false as const };
    const by = locked.locked ? locked.by : appLocked.locked ? appLocked.by : undefined;
    if (by) showRequestError(lockMessage(by));
    else onOpenApp(record._id, app.name);
  };

  return (
    <Stack gap="5" data-testid="record-detail">
      <Box>
        <Heading as="h2" size="lg" wordBreak="break-word">
          {record.name || '(no name)'}
        </Heading>
        <HStack mt="2" gap="3" fontSize="sm" color="gray.600" flexWrap="wrap">
          <StatusChip status={record.status} />
          <Text>Last modified {formatDate(record.date)}</Text>
        </HStack>
      </Box>
      {lock.locked && (
        <Box
          role="status"
          bg="orange.50"
          borderWidth="1px"
          borderColor="orange.200"
          color="orange.900"
          p="3"
          borderRadius="md"
          fontSize="sm"
        >
          {lockMessage(lock.by)}
        </Box>
      )}
      <ExternalAccessNotice tenancy={tenancy} catalog={catalog.name} record={record} disabled={lock.locked} />
      <RecordSummary record={record} />
      <HStack>
        <Button size="sm" variant="outline" onClick={() => setHistoryOpen(true)} disabled={lock.locked}>
          History
        </Button>
      </HStack>
      <Section title="APPS" storageKey={`records.panel.apps.${tenancy}`}>
        {apps.length === 0 ? (
          <Text fontSize="sm" color="gray.600">
            This catalog offers no apps.
          </Text>
        ) : (
          <Stack gap="2" as="ul" listStyleType="none" m="0" p="0">
            {apps.map((app) => (
              <Box
                as="li"
                key={app.name}
                p="3"
                borderWidth="1px"
                borderColor="gray.200"
                borderRadius="md"
                data-testid="record-app"
              >
                <Flex align="center" gap="3">
                  <Box flex="1" minW="0">
                    <Text fontWeight="medium" color={app.missing ? 'gray.500' : undefined} truncate>
                      {app.label}
                    </Text>
                    <Text fontSize="xs" color="gray.600">
                      {app.run?.lastRun ? `Last run ${formatDate(app.run.lastRun)}` : 'Not run yet'}
                    </Text>
                  </Box>
                  {app.run?.status && <StatusChip status={app.run.status} />}
                  <Button
                    size="xs"
                    bg="app.widget"
                    color="app.widgetText"
                    disabled={app.missing || lock.locked}
                    aria-label={`Open ${app.label}`}
                    onClick={() => void open(app)}
                  >
                    Open
                  </Button>
                </Flex>
                {app.run && !app.missing && (
                  <AppRunFiles
                    tenancy={tenancy}
                    files={app.run.files ?? []}
                    sendError={app.run.sendError ?? null}
                    documentsHref={`/${tenancy}/${encodeURIComponent(catalog.name)}/${encodeURIComponent(record._id)}/${encodeURIComponent(app.name)}/documents`}
                    appLabel={app.label}
                  />
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="ATTACHMENTS" storageKey={`records.panel.attachments.${tenancy}`}>
        <Attachments tenancy={tenancy} catalog={catalog.name} recordId={record._id} names={record.attachments ?? []} />
      </Section>
      {historyOpen && (
        <RecordHistoryDialog
          tenancy={tenancy}
          catalog={catalog.name}
          record={{ _id: record._id, name: record.name }}
          onClose={() => setHistoryOpen(false)}
          onRestored={(restored) => {
            client.setQueryData(recordsKeys.item(tenancy, catalog.name, restored._id), restored);
            void client.invalidateQueries({ queryKey: recordsKeys.lists(tenancy, catalog.name) });
          }}
        />
      )}
    </Stack>
  );
}

/** The catalog's detail template as rendered by the server, else the record's values listed. */
function RecordSummary({ record }: { record: OpenedRecord }) {
  if (record.detail?.trim()) {
    return (
      <Text whiteSpace="pre-wrap" data-testid="record-detail-template">
        {record.detail}
      </Text>
    );
  }
  const entries = Object.entries(record.values ?? {}).filter(
    ([, value]) => value !== null && value !== undefined && value !== '',
  );
  if (entries.length === 0) return <Text color="gray.600">No values yet.</Text>;
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="minmax(0, 2fr) minmax(0, 3fr)"
      columnGap="3"
      rowGap="1.5"
      fontSize="sm"
    >
      {entries.map(([name, value]) => (
        <Box key={name} display="contents">
          <chakra.dt color="gray.600" truncate>
            {name}
          </chakra.dt>
          <chakra.dd m="0" wordBreak="break-word">
            {valueText(value)}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

/** A part of the panel that opens and closes, its state remembered (002 §2.1). */
function Section({ title, storageKey, children }: { title: string; storageKey: string; children: ReactNode }) {
  const [open, setOpen] = useStoredFlag(storageKey, true);
  return (
    <Box>
      <chakra.button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        display="flex"
        alignItems="center"
        gap="2"
        fontSize="xs"
        fontWeight="semibold"
        letterSpacing="wide"
        color="gray.600"
        mb="2"
        _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', borderRadius: 'sm' }}
      >
        <chakra.span aria-hidden>{open ? '▾' : '▸'}</chakra.span>
        {title}
      </chakra.button>
      {open && children}
    </Box>
  );
}

/** The documents of an app's latest run, each with Download, and the way to its documents page. */
function AppRunFiles({
  tenancy,
  files,
  sendError,
  documentsHref,
  appLabel,
}: {
  tenancy: string;
  files: NonNullable<RecordApp['files']>;
  /** An upload failure of 'Send documents' is visible on the record (issue 16); Send again is on the documents page. */
  sendError: string | null;
  documentsHref: string;
  appLabel: string;
}) {
  const download = useDownloadRecordFile();
  const busy = download.isPending ? download.variables?.url : undefined;
  return (
    <Stack gap="1" mt="2" pt="2" borderTopWidth="1px" borderColor="gray.100" fontSize="sm">
      {files.length > 0 && (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" aria-label={`Documents of ${appLabel}`}>
          {files.map((file) => (
            <Flex as="li" key={file.index} align="center" gap="2">
              <Text flex="1" minW="0" truncate title={file.name}>
                {file.name}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                aria-label={`Download ${file.name}`}
                loading={busy === file.url}
                disabled={busy !== undefined}
                onClick={() => download.mutate({ tenancy, url: file.url, fallbackName: file.name })}
              >
                Download
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      {sendError && (
        <Text color="orange.800" data-testid="record-send-error">
          {sendError}
        </Text>
      )}
      <PanelLink to={documentsHref} alignSelf="flex-start" aria-label={`Open documents of ${appLabel}`}>
        Open documents
      </PanelLink>
    </Stack>
  );
}

/** The record's attachments (its file answers), each with Download, and Download all as one zip when several. */
function Attachments({
  tenancy,
  catalog,
  recordId,
  names,
}: {
  tenancy: string;
  catalog: string;
  recordId: string;
  names: readonly string[];
}) {
  const download = useDownloadAttachment();
  const busy = download.isPending ? download.variables?.name : undefined;
  if (names.length === 0) {
    return (
      <Text fontSize="sm" color="gray.600">
        No attachments.
      </Text>
    );
  }
  return (
    <Stack gap="2" fontSize="sm">
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
        {names.map((name) => (
          <Flex as="li" key={name} align="center" gap="2">
            <Text flex="1" minW="0" truncate title={name}>
              {name}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Download ${name}`}
              loading={busy === name}
              disabled={busy !== undefined}
              onClick={() => download.mutate({ tenancy, catalog, recordId, name })}
            >
              Download
            </Button>
          </Flex>
        ))}
      </Stack>
      {names.length > 1 && (
        <Box>
          <Button
            size="xs"
            variant="outline"
            loading={busy !== undefined && typeof busy !== 'string'}
            disabled={busy !== undefined}
            onClick={() => download.mutate({ tenancy, catalog, recordId, name: { all: true } })}
          >
            Download all
          </Button>
        </Box>
      )}
    </Stack>
  );
}
