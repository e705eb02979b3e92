import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { ModalShell } from '../../../../components/ui/modal-shell';
import { importProgressActor } from '../../api/import-progress';
import { wrotePosition } from '../../api/read-position';
import { recordsKeys } from '../../api/records.keys';
import { importWizardMachine } from '../../machines/import-wizard.machine';
import { prepareImportActor } from '../../machines/prepare-import';
import { ImportSummaryView } from './import-summary';
import { ImportProgressBar } from './import-progress-bar';

/**
 * 002 §4 Import wizard (modal 610): choose one .csv or .json file, Upload (disabled with no file or while
 * importing, §5), a progress bar driven by the server's events, then the summary (total, succeeded, failed and
 * why each failed row failed). An error event stops the progress where it was (§8). Closing resets the wizard
 * and reloads the list.
 */
export function ImportDialog({ tenancy, catalog, onClose }: { tenancy: string; catalog: string; onClose(): void }) {
  const titleId = useId();
  const inputId = useId();
  const client = useQueryClient();
  const machine = useMemo(
    () => importWizardMachine.provide({ actors: { prepare: prepareImportActor, progress: importProgressActor } }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { tenancy, catalog } });
  const { context } = snapshot;
  const uploading = snapshot.matches('uploading');
  const importing = snapshot.matches('importing');
  const stopped = snapshot.matches('stopped');
  const done = snapshot.matches('summary');

  useEffect(() => {
    if (!done) return;
    wrotePosition(tenancy, context.position ?? undefined);
    void client.invalidateQueries({ queryKey: recordsKeys.lists(tenancy, catalog) });
  }, [done, context.position, client, tenancy, catalog]);

  const close = useCallback(() => {
    send({ type: 'CLOSE' });
    void client.invalidateQueries({ queryKey: recordsKeys.lists(tenancy, catalog) });
    onClose();
  }, [send, client, tenancy, catalog, onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <ModalShell labelledBy={titleId} width="610px" maxW="full" borderRadius="md" p="6">
      <Heading as="h2" size="md" id={titleId} mb="4">
        Import JSON or CSV
      </Heading>
      {done ? (
        <ImportSummaryView
          total={context.total}
          succeeded={context.succeeded}
          failed={context.failed}
          failures={context.failures}
          unknownColumns={context.unknownColumns}
        />
      ) : (
        <Stack gap="4">
          <Text fontSize="sm" color="gray.600">
            One .csv file (its first row naming the variables) or one .json file (an object, or an array of objects, of
            values by variable name). Each row becomes a record; a row with a value that does not fit its variable is
            not imported, and the summary says why.
          </Text>
          <Stack gap="1">
            <chakra.label htmlFor={inputId} fontWeight="semibold" fontSize="sm">
              File to import
            </chakra.label>
            <chakra.input
              id={inputId}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              disabled={uploading || importing || stopped}
              onChange={(event) => send({ type: 'CHOOSE', file: event.currentTarget.files?.[0] ?? null })}
              fontSize="sm"
              p="2"
              borderWidth="1px"
              borderColor="gray.300"
              borderRadius="md"
              _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
            />
          </Stack>
          {(uploading || importing || stopped) && (
            <ImportProgressBar
              phase={uploading ? 'Uploading the file…' : stopped ? 'The import stopped.' : 'Importing…'}
              total={context.total}
              done={context.succeeded + context.failed}
              succeeded={context.succeeded}
              failed={context.failed}
              stopped={stopped}
            />
          )}
          {context.error && (
            <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="md" p="3">
              <Text color="red.700" fontSize="sm">
                {context.error}
              </Text>
            </Box>
          )}
        </Stack>
      )}
      <HStack justify="flex-end" mt="6">
        {done || stopped ? (
          <Button bg="app.widget" color="app.widgetText" onClick={close}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button
              bg="app.widget"
              color="app.widgetText"
              loading={uploading || importing}
              disabled={!context.file || uploading || importing}
              onClick={() => send({ type: 'UPLOAD' })}
            >
              Upload
            </Button>
          </>
        )}
      </HStack>
    </ModalShell>
  );
}
