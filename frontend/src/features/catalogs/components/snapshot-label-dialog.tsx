import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextField } from '../../../components/ui/form-fields';
import { formatVersionDate } from '../model/app-options';
import type { Snapshot } from '../model/catalog.types';

/**
 * 002 §4: choosing a snapshot nobody labelled asks for its label first; Save is disabled while it is empty (§5).
 * The label names that version of the model everywhere (the designer's history shows it too).
 */
export function SnapshotLabelDialog({
  snapshot,
  appName,
  onSave,
  onCancel,
}: {
  snapshot: Snapshot;
  appName: string;
  onSave(label: string): Promise<unknown>;
  onCancel(): void;
}) {
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame
      title="Label this snapshot"
      okLabel="Save"
      okDisabled={label.trim() === ''}
      busy={busy}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onSave(label.trim());
        } catch {
          setBusy(false);
        }
      }}
    >
      <Text fontSize="sm" mb="4">
        {appName} will run on the version of the model saved {formatVersionDate(snapshot.version)}. Give that snapshot a
        label so it can be told apart.
      </Text>
      <TextField
        label="Snapshot label"
        value={label}
        autoFocus
        placeholder={formatVersionDate(snapshot.version)}
        onChange={setLabel}
      />
    </DialogFrame>
  );
}
