import { Box, chakra, Input, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { columnNameProblem, type TableColumn } from './table-grid';
import { TableDialog } from './table-dialog';

/** 002 §9: the per-cell value editor shows at least 5 lines. */
export const VALUE_EDITOR_MIN_LINES = 5;
/** 002 §8, verbatim. */
export const DELETE_SELECTION_QUESTION = 'Are you sure you want to delete the selected data?';

const fieldLabel = {
  display: 'block',
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
  color: 'gray.600',
  mb: '1',
} as const;

const control = {
  bg: 'white',
  color: 'black',
  borderWidth: '1px',
  borderRadius: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' },
} as const;

/**
 * Add column and Rename column (002 §4, §5): a name checked by the caller's name rules and for duplicates ('A
 * column by this name already exists.'); Ok is disabled while the name is empty or invalid.
 */
export function ColumnNameDialog({
  title,
  columns,
  rules,
  column,
  onOk,
  onCancel,
}: {
  title: string;
  columns: readonly TableColumn[];
  rules(name: string): string | null;
  /** The column being renamed; none when adding one. */
  column?: TableColumn;
  onOk(name: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [name, setName] = useState(column?.name ?? '');
  const [touched, setTouched] = useState(false);
  const problem = columnNameProblem(name, columns, rules, column?.name);
  const shown = touched || name.length > 0 ? problem : null;
  return (
    <TableDialog title={title} okDisabled={problem !== null} onOk={() => onOk(name)} onCancel={onCancel}>
      <chakra.label htmlFor={id} {...fieldLabel}>
        Name
      </chakra.label>
      <Input
        id={id}
        value={name}
        autoFocus
        autoComplete="off"
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        {...control}
        borderColor={shown ? 'red.500' : 'gray.300'}
      />
      {shown && (
        <Text id={`${id}-error`} role="alert" color="red.600" fontSize="xs" mt="1">
          {shown}
        </Text>
      )}
    </TableDialog>
  );
}

/** Relabel column: the header's text; an empty label shows the column's name again. */
export function RelabelDialog({
  column,
  onOk,
  onCancel,
}: {
  column: TableColumn;
  onOk(label: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [label, setLabel] = useState(column.label ?? '');
  return (
    <TableDialog title="Relabel column" onOk={() => onOk(label.trim())} onCancel={onCancel}>
      <chakra.label htmlFor={id} {...fieldLabel}>
        Label
      </chakra.label>
      <Input
        id={id}
        value={label}
        autoFocus
        autoComplete="off"
        placeholder={column.name}
        onChange={(event) => setLabel(event.target.value)}
        {...control}
        borderColor="gray.300"
      />
    </TableDialog>
  );
}

/** The per-cell value editor (002 §4): a text area of at least 5 lines, for long or multi-line values. */
export function ValueDialog({
  label,
  value,
  onOk,
  onCancel,
}: {
  /** Which cell: "Code, row 3". */
  label: string;
  value: string;
  onOk(value: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const lines = Math.max(VALUE_EDITOR_MIN_LINES, text.split('\n').length);
  return (
    <TableDialog title="Edit value" onOk={() => onOk(text)} onCancel={onCancel}>
      <chakra.label htmlFor={id} {...fieldLabel}>
        {label}
      </chakra.label>
      <chakra.textarea
        id={id}
        value={text}
        autoFocus
        rows={Math.min(lines, 20)}
        w="full"
        px="3"
        py="2"
        fontSize="sm"
        resize="vertical"
        {...control}
        borderColor="gray.300"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter makes a new line here; Ctrl/⌘+Enter keeps the value.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onOk(text);
          }
        }}
      />
    </TableDialog>
  );
}

/** 002 §8: 'Are you sure you want to delete the selected data?', and what would go. */
export function DeleteSelectionDialog({
  subject,
  onOk,
  onCancel,
}: {
  subject: string;
  onOk(): void;
  onCancel(): void;
}) {
  return (
    <TableDialog title="Delete" okLabel="Delete" onOk={onOk} onCancel={onCancel}>
      <Text>{DELETE_SELECTION_QUESTION}</Text>
      <Box mt="2" fontWeight="medium">
        {subject}
      </Box>
    </TableDialog>
  );
}
