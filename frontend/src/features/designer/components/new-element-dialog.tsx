import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { ElementKind, ElementListItem } from '../model/designer.types';
import { elementNameProblem } from '../model/element-names';
import { RadioGroupField, TextField, type Choice } from '../../../components/ui/form-fields';

/**
 * 001 §2 New Element dialog (width 600): a name and Model or Table, Query too with the queries add-on. The name's
 * error shows after the field is left or once Ok was pressed; closing resets the dialog (it is mounted afresh).
 */
export function NewElementDialog({
  elements,
  addons,
  onCreate,
  onCancel,
}: {
  elements: readonly ElementListItem[];
  addons: readonly string[];
  onCreate(kind: ElementKind, name: string): Promise<unknown>;
  onCancel(): void;
}) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ElementKind>('model');
  const [touched, setTouched] = useState(false);
  const [forced, setForced] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = elementNameProblem(name, elements);
  const choices: Choice<ElementKind>[] = [
    { value: 'model', label: 'Model' },
    { value: 'table', label: 'Table' },
    ...(addons.includes('queries') ? [{ value: 'query' as const, label: 'Query' }] : []),
  ];
  return (
    <DialogFrame
      title="New Element"
      width="600px"
      busy={busy}
      onCancel={onCancel}
      onOk={async () => {
        if (problem) return setForced(true);
        setBusy(true);
        try {
          await onCreate(kind, name);
        } catch {
          // The failure was shown (toast); the author may correct the name and try again.
          setBusy(false);
        }
      }}
    >
      <Stack gap="4">
        <TextField
          label="Name"
          value={name}
          autoFocus
          onChange={setName}
          onBlur={() => setTouched(true)}
          error={touched || forced ? problem : null}
        />
        <RadioGroupField<ElementKind> label="Kind" value={kind} choices={choices} onChange={setKind} />
      </Stack>
    </DialogFrame>
  );
}
