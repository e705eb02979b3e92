import { Stack } from '@chakra-ui/react';
import { SelectField, TextField } from './form-fields';
import type { MemberEditorProps } from './member-editor-props';

/** A layout's name and grid columns (1 to 6, 001 §5); the canvas comes with the designer's second part. */
export function LayoutEditor(props: MemberEditorProps) {
  const { member, disabled, onChange } = props;
  return (
    <Stack gap="5" maxW="md">
      <TextField label="NAME" value={member.name} disabled onChange={() => undefined} />
      <SelectField
        label="GRID COLUMNS"
        value={String(member.columnCount ?? 1)}
        choices={[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: String(n) }))}
        disabled={disabled}
        onChange={(count) => onChange({ columnCount: Number(count) })}
      />
    </Stack>
  );
}
