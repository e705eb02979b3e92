import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { rowLabel, type MovePosition } from '../../model/layout/layout-selection';
import type { LayoutRow } from '../../model/layout/layout.types';
import { RadioGroupField, SelectField, type Choice } from '../../../../components/ui/form-fields';

const POSITIONS: readonly Choice<MovePosition>[] = [
  { value: 'before', label: 'Before' },
  { value: 'after', label: 'After' },
];

/** Move Selected: the row to move the selected cells to, and whether before or after it. */
export function MoveSelectedDialog({
  rows,
  count,
  onMove,
  onCancel,
}: {
  rows: readonly LayoutRow[];
  /** How many cells are selected. */
  count: number;
  onMove(target: number, position: MovePosition): void;
  onCancel(): void;
}) {
  const [target, setTarget] = useState('0');
  const [position, setPosition] = useState<MovePosition>('before');
  return (
    <DialogFrame
      title="Move Selected"
      width="480px"
      okLabel="Move"
      onCancel={onCancel}
      onOk={() => onMove(Number(target), position)}
    >
      <Stack gap="4">
        <Text fontSize="sm">
          {count === 1 ? 'Move the selected cell' : `Move the ${count} selected cells`} to a row of their own:
        </Text>
        <RadioGroupField<MovePosition> label="POSITION" value={position} choices={POSITIONS} onChange={setPosition} />
        <SelectField
          label="ROW"
          value={target}
          choices={rows.map((row, index) => ({ value: String(index), label: rowLabel(row, index) }))}
          onChange={setTarget}
        />
      </Stack>
    </DialogFrame>
  );
}
