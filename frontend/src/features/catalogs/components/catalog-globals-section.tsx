import { Box, Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useExportGlobal } from '../api/export-global.api';
import { useImportGlobal } from '../api/import-global.api';
import { useItemTypes } from '../api/list-item-types.api';
import { useGlobals } from '../api/list-globals.api';
import { useRemoveGlobal } from '../api/remove-global.api';
import { useRestoreGlobal } from '../api/restore-global.api';
import { formatVersionDate } from '../model/app-options';
import type { AppOption, ModelProperty } from '../model/catalog.types';
import {
  GLOBAL_FILE_ACCEPT,
  globalAppName,
  globalFileProblem,
  globalInfoHow,
  type GlobalInfo,
} from '../model/catalog-globals';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What happened last on one global's row: shown under it until the next action; `undo` after a removal. */
type RowNotice = { kind: 'error' | 'done'; text: string; undo?: () => void };

function GlobalRow({
  global,
  modelName,
  info,
  busy,
  notice,
  onExport,
  onImport,
  onRemove,
}: {
  global: ModelProperty;
  modelName: string | undefined;
  info: GlobalInfo | undefined;
  busy: 'export' | 'import' | 'undo' | null;
  notice: RowNotice | undefined;
  onExport(): void;
  onImport(files: File[]): void;
  onRemove(): void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box as="li" py="3" borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: 0 }}>
      <Flex gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minW="0">
          <Flex gap="2" align="baseline" wrap="wrap">
            <Text fontWeight="semibold" fontSize="sm">
              {global.name}
            </Text>
            {modelName && (
              <Text fontSize="xs" color="gray.600">
                model {modelName}
              </Text>
            )}
          </Flex>
          {info ? (
            <Text fontSize="xs" color="gray.700" mt="0.5">
              <chakra.span color="green.700" fontWeight="medium">
                {globalInfoHow(info.how)}
              </chakra.span>{' '}
              {formatVersionDate(info.date)}
              {info.by ? ` by ${info.by}` : ''} · {Object.keys(info.values).length} values · version {info.version}
            </Text>
          ) : (
            <Text fontSize="xs" color="gray.600" mt="0.5">
              No data imported yet
            </Text>
          )}
        </Box>
        <HStack gap="2" flexShrink={0}>
          <Button
            size="xs"
            variant="outline"
            disabled={!info || busy !== null}
            loading={busy === 'export'}
            aria-label={`Export ${global.name}`}
            onClick={onExport}
          >
            Export
          </Button>
          <Button
            size="xs"
            bg="app.widget"
            color="app.widgetText"
            disabled={busy !== null}
            loading={busy === 'import'}
            aria-label={`Import ${global.name}`}
            onClick={() => picker.current?.click()}
          >
            Import
          </Button>
          <Button
            size="xs"
            variant="ghost"
            color="red.700"
            disabled={!info || busy !== null}
            aria-label={`Remove ${global.name}`}
            onClick={onRemove}
          >
            Remove
          </Button>
          <chakra.input
            ref={picker}
            type="file"
            accept={GLOBAL_FILE_ACCEPT}
            display="none"
            aria-label={`JSON file for ${global.name}`}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              // Cleared, so choosing the same file again (after fixing it) is a change too.
              event.currentTarget.value = '';
              onImport(files);
            }}
          />
        </HStack>
      </Flex>
      {notice && (
        <Flex
          mt="2"
          px="2"
          py="1.5"
          gap="3"
          align="center"
          borderRadius="sm"
          bg={notice.kind === 'error' ? 'red.50' : 'green.50'}
          color={notice.kind === 'error' ? 'red.800' : 'green.800'}
        >
          <Text role={notice.kind === 'error' ? 'alert' : 'status'} fontSize="xs" flex="1">
            {notice.text}
          </Text>
          {notice.undo && (
            <Button
              size="xs"
              variant="outline"
              bg="white"
              loading={busy === 'undo'}
              disabled={busy !== null}
              onClick={notice.undo}
            >
              Undo
            </Button>
          )}
        </Flex>
      )}
    </Box>
  );
}

/**
 * 002 §2.2 'GLOBAL INFO ON THIS CATALOG': one row per global of the catalog's model — its model, whether the
 * catalog has info for it and since when, by whom — with Export (a JSON download named after the global), Import
 * (one JSON file, 002 §5) and Remove (asked first). Unlike the seed's app, a failure is said on the row, never
 * swallowed (docs/decisions.md §18).
 */
export function CatalogGlobalsSection({
  tenancy,
  catalogId,
  globals,
  appOptions,
}: {
  tenancy: string;
  catalogId: string;
  globals: readonly ModelProperty[];
  appOptions: readonly AppOption[];
}) {
  const listed = useGlobals(tenancy, catalogId);
  const types = useItemTypes(tenancy);
  const exporting = useExportGlobal(tenancy, catalogId);
  const importing = useImportGlobal(tenancy, catalogId);
  const removing = useRemoveGlobal(tenancy, catalogId);
  const restoring = useRestoreGlobal(tenancy, catalogId);
  const [busy, setBusy] = useState<{ name: string; action: 'export' | 'import' | 'undo' } | null>(null);
  const [notices, setNotices] = useState<Record<string, RowNotice>>({});
  const [confirming, setConfirming] = useState<string | null>(null);

  const say = (name: string, notice: RowNotice | undefined) =>
    setNotices((current) => {
      const { [name]: _previous, ...others } = current;
      return notice ? { ...others, [name]: notice } : others;
    });
  const modelNameOf = (global: ModelProperty) =>
    types.data?.find((type) => type._id === global.typeDef || type.name === global.typeDef)?.name ?? global.typeName;

  const run = async (name: string, action: 'export' | 'import' | 'undo', work: () => Promise<string | undefined>) => {
    setBusy({ name, action });
    say(name, undefined);
    try {
      const done = await work();
      if (done) say(name, { kind: 'done', text: done });
    } catch (error) {
      const what = { export: 'Export', import: 'Import', undo: 'Undo' }[action];
      say(name, { kind: 'error', text: `${what} failed: ${errorText(error)}` });
    } finally {
      setBusy(null);
    }
  };

  const importFiles = (global: ModelProperty, files: File[]) => {
    const problem = globalFileProblem(files);
    if (problem) return say(global.name, { kind: 'error', text: problem });
    const [file] = files;
    void run(global.name, 'import', async () => {
      await importing.mutateAsync({ elementName: global.name, appName: globalAppName(appOptions, global.name), file });
      return `${file.name} imported.`;
    });
  };

  if (listed.isPending) {
    return (
      <Text fontSize="sm" color="gray.600">
        Loading...
      </Text>
    );
  }
  if (listed.isError) {
    return (
      <Text fontSize="sm" color="red.700" role="alert">
        The global info of this catalog could not be read: {listed.error.message}{' '}
        <chakra.button type="button" textDecoration="underline" onClick={() => void listed.refetch()}>
          Retry
        </chakra.button>
      </Text>
    );
  }

  return (
    <>
      <Text fontSize="xs" color="gray.600" mb="2">
        One set of values per global, read by every record&apos;s apps on this catalog. Import takes one JSON file (an
        object of values by variable name).
      </Text>
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Global info on this catalog">
        {globals.map((global) => (
          <GlobalRow
            key={global._id}
            global={global}
            modelName={modelNameOf(global)}
            info={listed.data[global.name]}
            busy={busy?.name === global.name ? busy.action : null}
            notice={notices[global.name]}
            onExport={() =>
              void run(global.name, 'export', async () => {
                await exporting.mutateAsync(global.name);
                return undefined;
              })
            }
            onImport={(files) => importFiles(global, files)}
            onRemove={() => {
              say(global.name, undefined);
              setConfirming(global.name);
            }}
          />
        ))}
      </Stack>
      {confirming !== null && (
        <ConfirmDialog
          title="Remove global info"
          message="Are you sure you want to remove this catalog's global info for this global? Its apps will no longer read these values."
          subject={confirming}
          confirmLabel="Remove"
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            const name = confirming;
            try {
              const { undo } = await removing.mutateAsync({
                elementName: name,
                appName: globalAppName(appOptions, name),
              });
              const undoRemoval = () =>
                void run(name, 'undo', async () => {
                  await restoring.mutateAsync({ elementName: name, historyId: undo });
                  return 'The removed global info is back.';
                });
              say(name, { kind: 'done', text: 'Global info removed.', undo: undoRemoval });
            } catch (error) {
              say(name, { kind: 'error', text: `Remove failed: ${errorText(error)}` });
            }
            setConfirming(null);
          }}
        />
      )}
    </>
  );
}
