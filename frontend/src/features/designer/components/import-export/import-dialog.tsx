import { Box, Button, chakra, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { ModalShell } from '../../../../components/ui/modal-shell';
import { discardImport } from '../../api/discard-import.api';
import { useImportTypes, type ImportLogic } from '../../api/import-types.api';
import { uploadImport } from '../../api/upload-import.api';
import { RadioGroupField, type Choice } from '../../../../components/ui/form-fields';
import { importMachine, type ImportEvent } from './import.machine';

/** 001 §2: the conflict preference; replacing all elements only with the `dev` add-on. */
export const importChoices = (addons: readonly string[]): Choice<ImportLogic>[] => [
  { value: 'existing', label: 'Keep the existing element' },
  { value: 'imported', label: 'Use the imported element' },
  ...(addons.includes('dev') ? [{ value: 'restore' as const, label: 'Replace all elements' }] : []),
];

const percent = (progress: number) => `${Math.round(progress * 100)}%`;

/**
 * 001 §2 "Import model dialog" (width 500): a drop area for one .json or .zip file, its upload with progress and
 * a way to stop it, the conflict preference, Ok (enabled once the upload is complete) and Cancel (which deletes
 * the uploaded file). A failed import leaves the controls enabled and shows the server's message. The flow is
 * `importMachine`; this component gives it the server calls.
 */
export function ImportDialog({
  tenancy,
  addons,
  onClose,
  onImported,
}: {
  tenancy: string;
  addons: readonly string[];
  onClose(): void;
  onImported(): void;
}) {
  const titleId = useId();
  const inputId = useId();
  const importing = useImportTypes(tenancy);
  const importAsync = useRef(importing.mutateAsync);
  importAsync.current = importing.mutateAsync;
  const machine = useMemo(
    () =>
      importMachine.provide({
        actors: {
          upload: fromCallback<ImportEvent, { file: { name: string } }>(({ input, sendBack }) => {
            const controller = new AbortController();
            uploadImport(tenancy, input.file as File, {
              signal: controller.signal,
              onProgress: ({ loaded, total }) => sendBack({ type: 'PROGRESS', loaded, total }),
            }).then(
              (upload) => sendBack({ type: 'UPLOADED', upload }),
              (error: unknown) => {
                if (controller.signal.aborted) return;
                const message = error instanceof Error ? error.message : 'The file could not be uploaded.';
                sendBack({ type: 'UPLOAD_FAILED', message });
              },
            );
            return () => controller.abort();
          }),
          discard: fromPromise<void, { url: string }>(({ input }) => discardImport(tenancy, input.url)),
          importFile: fromPromise(({ input }: { input: { url: string; logic: ImportLogic } }) =>
            importAsync.current(input),
          ),
        },
      }),
    [tenancy],
  );
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const finished = snapshot.status === 'done' ? (snapshot.value as string) : undefined;
  useEffect(() => {
    if (finished === 'done') onImported();
    else if (finished === 'closed') onClose();
  }, [finished, onImported, onClose]);

  const uploading = snapshot.matches('uploading') || snapshot.matches('replacing');
  const busy = snapshot.matches('importing') || snapshot.matches('discarding');
  const canOk = snapshot.matches('uploaded') || snapshot.matches('failed');
  const [dragging, setDragging] = useState(false);
  const choose = (files: FileList | null) => {
    if (files && files.length > 0) send({ type: 'CHOOSE', files: Array.from(files) });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) send({ type: 'CANCEL' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, send]);

  const dropDisabled = uploading || busy;
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!dropDisabled) choose(event.dataTransfer.files);
  };

  return (
    <ModalShell labelledBy={titleId} width="500px" maxW="full" borderRadius="md" p="6">
      <Heading as="h2" size="md" id={titleId} mb="4">
        Import element
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canOk) send({ type: 'OK' });
        }}
      >
        <Stack gap="4">
          <chakra.label
            htmlFor={inputId}
            data-testid="import-drop-area"
            display="flex"
            flexDirection="column"
            alignItems="center"
            justifyContent="center"
            gap="1"
            minH="120px"
            px="4"
            py="6"
            textAlign="center"
            borderWidth="2px"
            borderStyle="dashed"
            borderRadius="md"
            borderColor={dragging ? 'app.accent' : 'gray.400'}
            bg={dragging ? 'blackAlpha.50' : 'transparent'}
            cursor={dropDisabled ? 'not-allowed' : 'pointer'}
            opacity={dropDisabled ? 0.6 : 1}
            _focusWithin={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
            onDragOver={(event) => {
              event.preventDefault();
              if (!dropDisabled) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <Text fontWeight="semibold">
              {context.file && !snapshot.matches('idle') ? context.file.name : 'Drop a .json or .zip file here'}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {context.file && !snapshot.matches('idle')
                ? 'Drop or choose another file to replace it'
                : 'or click to choose one'}
            </Text>
            <chakra.input
              id={inputId}
              type="file"
              accept=".json,.zip,application/json,application/zip"
              disabled={dropDisabled}
              // Visually hidden but focusable: the label around it is the drop area people see.
              position="absolute"
              w="1px"
              h="1px"
              opacity={0}
              overflow="hidden"
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
            />
          </chakra.label>

          {uploading && (
            <Box>
              <HStack justify="space-between" fontSize="sm" mb="1">
                <Text>
                  Uploading {context.file?.name}… {percent(context.progress)}
                </Text>
                <Button size="xs" variant="outline" onClick={() => send({ type: 'ABORT' })}>
                  Cancel upload
                </Button>
              </HStack>
              <Box
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(context.progress * 100)}
                h="2"
                bg="gray.200"
                borderRadius="full"
                overflow="hidden"
              >
                <Box h="full" w={percent(context.progress)} bg="app.accent" transition="width 0.2s" />
              </Box>
            </Box>
          )}
          {canOk && (
            <Text fontSize="sm" color="gray.700">
              {context.file?.name} is uploaded.
            </Text>
          )}

          <RadioGroupField<ImportLogic>
            label="When an element of the same name exists"
            value={context.logic}
            choices={importChoices(addons)}
            onChange={(logic) => send({ type: 'SET_LOGIC', logic })}
            disabled={busy}
            direction="column"
          />

          {context.error && (
            <Flex
              role="alert"
              bg="red.50"
              color="red.700"
              borderWidth="1px"
              borderColor="red.200"
              borderRadius="md"
              p="3"
            >
              <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                {context.error}
              </Text>
            </Flex>
          )}
        </Stack>
        <HStack justify="flex-end" mt="6">
          <Button variant="outline" onClick={() => send({ type: 'CANCEL' })} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            bg="app.widget"
            color="app.widgetText"
            disabled={!canOk}
            loading={snapshot.matches('importing')}
          >
            Ok
          </Button>
        </HStack>
      </form>
    </ModalShell>
  );
}
