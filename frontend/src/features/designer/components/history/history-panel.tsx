import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useAuthorNames } from '../../api/list-authors.api';
import { useVersionPages } from '../../api/list-versions.api';
import type { ElementView } from '../../model/designer.types';
import type { VersionRow } from '../../model/history.types';
import { authorName, compareDefaults, formatTime, summaryText } from '../../model/history-rows';
import { ActionMenu } from '../../../../components/ui/action-menu';
import { CompareDialog } from './compare-view';
import { LabelVersionDialog } from './label-version-dialog';
import { RevertDialog } from './revert-dialog';

export const PENDING_BLOCKS_REVERT = 'Save or revert your pending changes before reverting to an earlier version.';

type Open =
  | { dialog: 'label'; row: VersionRow }
  | { dialog: 'compare'; version: number; from: number; to: number }
  | { dialog: 'revert'; version: number }
  | undefined;

/** The workspace's locale, as the branding set it on the page (001 §3 Settings: locale). */
const pageLocale = () => document.documentElement.lang || undefined;

function VersionItem({
  row,
  latest,
  author,
  canRevert,
  onOpen,
}: {
  row: VersionRow;
  latest: number;
  author: string;
  canRevert: boolean;
  onOpen(open: Open): void;
}) {
  const isLatest = row.version === latest;
  return (
    <Box
      as="li"
      listStyleType="none"
      px="2"
      py="2"
      borderBottomWidth="1px"
      borderColor="gray.200"
      data-testid="version-row"
      aria-label={`Version ${row.version}`}
    >
      <HStack align="start" gap="2">
        <Box flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">Version {row.version}</Text>
            {row.label && (
              <Text
                as="span"
                fontSize="xs"
                fontWeight="medium"
                px="2"
                borderRadius="full"
                bg="app.widget"
                color="app.widgetText"
                data-testid="version-label"
              >
                {row.label}
              </Text>
            )}
          </HStack>
          <Text fontSize="xs" color="gray.600">
            {author} · <time dateTime={row.at}>{formatTime(row.at, pageLocale())}</time>
          </Text>
          {row.revertedTo !== undefined && (
            <Text fontSize="sm" fontStyle="italic">
              reverted to version {row.revertedTo}
            </Text>
          )}
          <Text fontSize="sm" data-testid="version-summary">
            {summaryText(row)}
          </Text>
        </Box>
        <ActionMenu
          label={`Actions for version ${row.version}`}
          actions={[
            { label: 'Label', onSelect: () => onOpen({ dialog: 'label', row }) },
            {
              label: 'Compare',
              onSelect: () =>
                onOpen({ dialog: 'compare', version: row.version, ...compareDefaults(row.version, latest) }),
              disabled: latest < 2,
            },
            {
              label: 'Revert to this version',
              onSelect: () => onOpen({ dialog: 'revert', version: row.version }),
              // The latest version is the element as it is: there is nothing to bring back.
              disabled: !canRevert || isLatest,
            },
          ]}
        />
      </HStack>
    </Box>
  );
}

/**
 * The History panel of an element (beyond the seeds): every saved version, newest first, a page at a time, with
 * who saved it, when, what changed and its label; each can be labelled, compared with another, or brought back.
 */
export function HistoryPanel({
  tenancy,
  element,
  hasPendingChanges,
}: {
  tenancy: string;
  /** The element as saved (not with pending changes). */
  element: ElementView;
  hasPendingChanges: boolean;
}) {
  // Pages asked for, per element: another element starts again at its first page.
  const [shown, setShown] = useState({ elementId: element._id, pages: 1 });
  const pages = shown.elementId === element._id ? shown.pages : 1;
  const history = useVersionPages(tenancy, element.kind, element._id, pages);
  const authors = useAuthorNames(tenancy);
  const [open, setOpen] = useState<Open>(undefined);
  const [reverted, setReverted] = useState<{ elementId: string; version: number; revertedTo: number }>();
  const latest = Math.max(history.total, element.version);
  const labels = new Map(history.rows.filter((row) => row.label).map((row) => [row.version, row.label as string]));
  const panel = useRef<HTMLElement>(null);
  /** Closes a row's dialog and gives focus back to that row's menu button (the menu item that opened it is gone). */
  const close = () => {
    const version = open?.dialog === 'label' ? open.row.version : open?.version;
    setOpen(undefined);
    if (version !== undefined)
      requestAnimationFrame(() =>
        panel.current?.querySelector<HTMLElement>(`[aria-label="Actions for version ${version}"]`)?.focus(),
      );
  };

  return (
    // The details panel around it shows the "History" heading.
    <Box as="section" ref={panel} aria-label="History" data-testid="history-panel">
      {hasPendingChanges && (
        <Text fontSize="sm" color="gray.700" mb="2">
          {PENDING_BLOCKS_REVERT}
        </Text>
      )}
      <Box role="status" aria-live="polite" fontSize="sm" mb={reverted ? '2' : '0'}>
        {reverted?.elementId === element._id &&
          `Version ${reverted.version} brings version ${reverted.revertedTo} back.`}
      </Box>
      {history.isPending && history.rows.length === 0 ? (
        <HStack py="2">
          <Spinner size="sm" />
          <Text>Loading...</Text>
        </HStack>
      ) : history.error && history.rows.length === 0 ? (
        <Stack gap="2" role="alert">
          <Text>Error: {history.error.message}</Text>
          <Button size="xs" variant="outline" alignSelf="start" onClick={history.refetch}>
            Retry
          </Button>
        </Stack>
      ) : (
        <>
          <Stack as="ol" gap="0" m="0" p="0" aria-label="Versions">
            {history.rows.map((row) => (
              <VersionItem
                key={row.version}
                row={row}
                latest={latest}
                author={authorName(row.userId, authors.data)}
                canRevert={!hasPendingChanges}
                onOpen={setOpen}
              />
            ))}
          </Stack>
          {history.error && (
            <HStack mt="2" role="alert">
              <Text fontSize="sm">Error: {history.error.message}</Text>
              <Button size="xs" variant="outline" onClick={history.refetch}>
                Retry
              </Button>
            </HStack>
          )}
          {history.rows.length < history.total && (
            <Button
              size="sm"
              variant="outline"
              mt="2"
              loading={history.isFetching}
              onClick={() => setShown({ elementId: element._id, pages: pages + 1 })}
            >
              Show more
            </Button>
          )}
        </>
      )}
      {open?.dialog === 'label' && (
        <LabelVersionDialog tenancy={tenancy} element={element} row={open.row} onClose={close} />
      )}
      {open?.dialog === 'compare' && (
        <CompareDialog
          tenancy={tenancy}
          element={element}
          latest={latest}
          initial={{ from: open.from, to: open.to }}
          labels={labels}
          onClose={close}
        />
      )}
      {open?.dialog === 'revert' && (
        <RevertDialog
          tenancy={tenancy}
          element={element}
          latest={latest}
          version={open.version}
          onClose={close}
          onReverted={(result) => {
            setReverted({ elementId: element._id, ...result });
            close();
          }}
        />
      )}
    </Box>
  );
}
