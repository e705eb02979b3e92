import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { InterviewModel } from '@app/templating/interview';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { RadioGroupField } from '../../../../components/ui/form-fields';
import {
  fileProblem,
  previewImport,
  SHOWN_PROBLEM_ROWS,
  type ImportMode,
  type ImportPreview,
} from '../../model/widgets/list-import';
import { SmallButton } from './object-card';

type Step = { preview: ImportPreview } | { message: string } | { confirm: ImportPreview } | null;

/**
 * 'Allow import' on a list of objects: **Import** opens the file chooser (.csv, .json); the file is read here and
 * previewed (rows, which column goes to which question, what is ignored, rows with problems), then **Add N items**
 * after those already listed, or, when the list has some, **Replace the list** (confirmed). Rows with problems are
 * skipped and listed, so nothing that does not fit is stored. Cancel and Escape close the dialog, and focus goes
 * back to Import.
 */
export function ListImportButton({
  id,
  model,
  noun,
  plural,
  current,
  locale,
  disabled,
  onImport,
}: {
  /** The Import button's id (focus returns to it). */
  id: string;
  model: InterviewModel;
  /** "child", "children": what the buttons and messages call the items. */
  noun: string;
  plural: string;
  /** How many items the list has now. */
  current: number;
  locale?: string;
  disabled?: boolean;
  onImport(items: Record<string, unknown>[], mode: ImportMode): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>(null);
  const [mode, setMode] = useState<ImportMode>('add');
  const [done, setDone] = useState('');

  const focusButton = () => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const close = () => {
    setStep(null);
    focusButton();
  };
  const choose = () => {
    if (input.current) input.current.value = '';
    input.current?.click();
  };
  const read = async (file: File) => {
    setDone('');
    setMode('add');
    const refused = fileProblem(file);
    if (refused) return setStep({ message: refused });
    const text = await file.text();
    setStep(previewImport(file, text, model, locale));
  };
  const finish = (preview: ImportPreview, how: ImportMode) => {
    onImport(preview.fitting, how);
    const count = preview.fitting.length;
    const items = `${count} ${count === 1 ? noun : plural}`;
    setDone(
      how === 'add'
        ? `Added ${items} from ${preview.fileName}.`
        : `The list is now the ${items} from ${preview.fileName}.`,
    );
    close();
  };

  const title = `Import ${plural}`;
  return (
    <>
      <SmallButton id={id} disabled={disabled} onClick={choose} size="md" minH="10">
        Import…
      </SmallButton>
      <chakra.input
        ref={input}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        hidden
        tabIndex={-1}
        aria-hidden
        data-list-import-file
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void read(file);
        }}
      />
      <Text as="span" role="status" fontSize="sm" color="green.800" data-list-import-done>
        {done}
      </Text>
      {step && 'message' in step && (
        <DialogFrame
          title={title}
          width="560px"
          sheet
          okLabel="Choose another file"
          onCancel={close}
          onOk={() => {
            setStep(null);
            choose();
          }}
        >
          <Text role="alert" color="red.700" fontWeight="medium" data-list-import-problem>
            {step.message}
          </Text>
          <ImportHint model={model} />
        </DialogFrame>
      )}
      {step && 'preview' in step && (
        <PreviewDialog
          title={title}
          preview={step.preview}
          noun={noun}
          plural={plural}
          current={current}
          mode={mode}
          onMode={setMode}
          onCancel={close}
          onOk={() => (mode === 'add' ? finish(step.preview, 'add') : setStep({ confirm: step.preview }))}
        />
      )}
      {step && 'confirm' in step && (
        <ConfirmDialog
          title="Replace the list"
          message={`Replace the ${current} ${current === 1 ? noun : plural} in the list with the ${step.confirm.fitting.length} from ${step.confirm.fileName}?`}
          subject={`The ${current === 1 ? noun : plural} listed now will be removed.`}
          confirmLabel="Replace the list"
          onCancel={() => setStep({ preview: step.confirm })}
          onConfirm={async () => finish(step.confirm, 'replace')}
        />
      )}
    </>
  );
}

function PreviewDialog({
  title,
  preview,
  noun,
  plural,
  current,
  mode,
  onMode,
  onOk,
  onCancel,
}: {
  title: string;
  preview: ImportPreview;
  noun: string;
  plural: string;
  current: number;
  mode: ImportMode;
  onMode(mode: ImportMode): void;
  onOk(): void;
  onCancel(): void;
}) {
  const rows = preview.rows.length;
  const fit = preview.fitting.length;
  const problems = preview.problemRows.length;
  const items = (count: number) => `${count} ${count === 1 ? noun : plural}`;
  const okLabel = mode === 'replace' ? 'Replace the list' : `Add ${items(fit)}`;
  return (
    <DialogFrame
      title={title}
      width="640px"
      sheet
      okLabel={okLabel}
      okDisabled={fit === 0}
      onOk={onOk}
      onCancel={onCancel}
    >
      <Stack gap="5" maxH={{ md: 'calc(100dvh - 14rem)' }} overflowY={{ md: 'auto' }} px="1" mx="-1">
        <Box data-list-import-summary>
          <Text>
            <chakra.strong>{preview.fileName}</chakra.strong>: {rows} {rows === 1 ? 'row' : 'rows'}.
          </Text>
          <HStack gap="2" mt="2" flexWrap="wrap">
            <Count colour="green" data-list-import-fit>
              ✓ {fit} {fit === 1 ? 'fits' : 'fit'}
            </Count>
            {problems > 0 && (
              <Count colour="red" data-list-import-problems>
                ! {problems} with {problems === 1 ? 'a problem' : 'problems'}: skipped
              </Count>
            )}
          </HStack>
        </Box>

        <Box as="section" aria-labelledby="list-import-columns">
          <Text as="h3" id="list-import-columns" fontWeight="semibold" mb="2">
            Columns
          </Text>
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse" data-list-import-columns>
            <chakra.thead>
              <chakra.tr>
                <Th>In the file</Th>
                <Th>Goes to</Th>
              </chakra.tr>
            </chakra.thead>
            <chakra.tbody>
              {preview.columns.map((match) => (
                <chakra.tr key={match.column} data-ignored={match.ignored ? '' : undefined}>
                  <Td fontWeight="medium">{match.column}</Td>
                  <Td color={match.variable ? 'gray.900' : 'gray.600'}>
                    {match.variable ? (
                      <>
                        <span aria-hidden>→ </span>
                        {match.variable.prompt?.trim() || match.variable.name}
                      </>
                    ) : (
                      <chakra.span fontStyle="italic">Ignored: {match.ignored}</chakra.span>
                    )}
                  </Td>
                </chakra.tr>
              ))}
            </chakra.tbody>
          </chakra.table>
        </Box>

        {problems > 0 && (
          <Box as="section" aria-labelledby="list-import-rows">
            <Text as="h3" id="list-import-rows" fontWeight="semibold" mb="1">
              Rows with problems
            </Text>
            <Text fontSize="sm" color="gray.700" mb="2">
              {fit > 0
                ? `These are not imported. Import the ${items(fit)} that fit, then add these by hand, or correct the file and import it again.`
                : 'No row fits: correct the file and import it again.'}
            </Text>
            <chakra.ul listStyleType="none" m="0" p="0" fontSize="sm" data-list-import-problem-rows>
              {preview.problemRows.slice(0, SHOWN_PROBLEM_ROWS).map((row) => (
                <chakra.li key={row.label} py="1.5" borderTopWidth="1px" borderColor="gray.200">
                  <chakra.strong>{row.label}</chakra.strong>
                  <chakra.span color="red.700">: {row.problems.join(' ')}</chakra.span>
                </chakra.li>
              ))}
            </chakra.ul>
            {problems > SHOWN_PROBLEM_ROWS && (
              <Text fontSize="sm" color="gray.700" mt="1">
                and {problems - SHOWN_PROBLEM_ROWS} more.
              </Text>
            )}
          </Box>
        )}

        {current > 0 && fit > 0 && (
          <RadioGroupField<ImportMode>
            label={`The list has ${items(current)} now`}
            direction="column"
            value={mode}
            onChange={onMode}
            choices={[
              { value: 'add', label: `Add the ${items(fit)} after them` },
              { value: 'replace', label: `Replace them with the ${items(fit)}` },
            ]}
          />
        )}
      </Stack>
    </DialogFrame>
  );
}

/** What a file needs: the questions its columns may name. */
function ImportHint({ model }: { model: InterviewModel }) {
  const names = model.variables
    .filter((variable) => !['object', 'global', 'file'].includes(variable.type ?? 'text'))
    .map((variable) => variable.name);
  return (
    <Text fontSize="sm" color="gray.700" mt="3">
      A CSV file starts with a header row naming the questions{names.length > 0 ? ` (${names.join(', ')})` : ''}, or
      their prompts; a JSON file holds an array of objects by the same names. Lists are separated by “;”. At most 500
      rows and 1 MB.
    </Text>
  );
}

function Count({ colour, children, ...rest }: { colour: 'green' | 'red'; children: React.ReactNode }) {
  return (
    <Text
      as="span"
      fontSize="sm"
      fontWeight="semibold"
      px="2.5"
      py="0.5"
      borderRadius="full"
      bg={`${colour}.100`}
      color={`${colour}.800`}
      {...rest}
    >
      {children}
    </Text>
  );
}

const Th = (props: React.ComponentProps<typeof chakra.th>) => (
  <chakra.th
    textAlign="start"
    fontWeight="semibold"
    color="gray.700"
    py="1.5"
    pr="3"
    borderBottomWidth="1px"
    borderColor="gray.300"
    {...props}
  />
);
const Td = (props: React.ComponentProps<typeof chakra.td>) => (
  <chakra.td py="1.5" pr="3" borderBottomWidth="1px" borderColor="gray.100" verticalAlign="top" {...props} />
);
