import { Box, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { CheckboxField, FieldError, RadioGroupField, type Choice } from '../../../../components/ui/form-fields';
import { canRestore, restoreBody, type RestoreMode } from '../../model/record-history-restore';

const MODES: readonly Choice<RestoreMode>[] = [
  { value: 'all', label: 'All fields' },
  { value: 'chosen', label: 'Only the fields I choose' },
];

/**
 * The Restore confirmation (002 §4 "then a restore confirmation", 410 wide): the whole version, or the fields
 * ticked among those that differ from the record now. Restoring adds a version; the History dialog then offers
 * Undo. A refusal (the record was deleted meanwhile…) is shown here and the dialog stays open.
 */
export function RestoreVersionDialog({
  version,
  offered,
  busy,
  error,
  onRestore,
  onCancel,
}: {
  version: number;
  /** The fields that differ between the version and now, by name. */
  offered: readonly string[];
  busy: boolean;
  error?: string;
  onRestore(body: { fields?: string[] }): void;
  onCancel(): void;
}) {
  const [mode, setMode] = useState<RestoreMode>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (name: string, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  return (
    <DialogFrame
      title={`Restore version ${version}`}
      width="410px"
      okLabel="Restore"
      busy={busy}
      okDisabled={!canRestore(mode, chosen, offered)}
      onOk={() => onRestore(restoreBody(mode, chosen, offered))}
      onCancel={onCancel}
      claimEscape
    >
      <Stack gap="4">
        <Text fontSize="sm">
          The record gets a new version with the values of version {version}. Nothing is lost: the restore can be
          undone.
        </Text>
        <RadioGroupField<RestoreMode>
          label="Restore"
          value={mode}
          choices={MODES}
          onChange={setMode}
          direction="column"
        />
        {mode === 'chosen' && (
          <Box
            as="fieldset"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="md"
            px="3"
            py="2"
            maxH="200px"
            overflowY="auto"
          >
            <Text as="legend" srOnly>
              Fields to restore
            </Text>
            <Stack gap="1.5">
              {offered.map((name) => (
                <CheckboxField key={name} label={name} checked={chosen.has(name)} onChange={(on) => toggle(name, on)} />
              ))}
            </Stack>
          </Box>
        )}
        {error && <FieldError>{error}</FieldError>}
      </Stack>
    </DialogFrame>
  );
}
