import { Box, Stack } from '@chakra-ui/react';
import { TableEditor } from '../../../../components/ui/table-editor/table-editor';
import type { ElementView } from '../../model/designer.types';
import { nameProblem } from '../../model/element-names';
import { tableContent } from '../../model/table-content';
import {
  addColumnEdits,
  deleteColumnsEdits,
  keyEdits,
  moveColumnEdits,
  relabelColumnEdits,
  renameColumnEdits,
  rowsEdits,
} from '../../model/table-edits';
import type { PendingEdit } from '../../pending/pending-changes.machine';
import { newTempId } from '../../pending/use-pending-changes';
import { FieldLabel } from '../../../../components/ui/form-fields';

/**
 * 001 §2 "Table model form": the CONTENT grid (the shared table editor), its columns the table's variables and
 * its rows the table's data. Every edit is a pending change (table-edits.ts), saved with "Save changes to types".
 */
export function TableForm({
  element,
  disabled,
  isPendingRemoval,
  onEdit,
}: {
  /** With the pending changes applied. */
  element: ElementView;
  disabled: boolean;
  isPendingRemoval(memberId: string): boolean;
  onEdit(edit: PendingEdit): void;
}) {
  const content = tableContent(element, isPendingRemoval);
  const queue = (edits: PendingEdit[]) => {
    if (!disabled) edits.forEach(onEdit);
  };
  return (
    <Stack gap="1" data-testid="table-form">
      <FieldLabel>CONTENT</FieldLabel>
      <Box>
        <TableEditor
          label="CONTENT"
          columns={content.columns}
          rows={content.rows}
          disabled={disabled}
          nameRules={nameProblem}
          onRowsChange={(rows) => queue(rowsEdits(rows))}
          onAddColumn={(name) => queue(addColumnEdits(content, name, newTempId()))}
          onRenameColumn={(from, to) => queue(renameColumnEdits(content, from, to))}
          onRelabelColumn={(name, label) => queue(relabelColumnEdits(content, name, label))}
          onDeleteColumns={(names) => queue(deleteColumnsEdits(content, names))}
          onKeyChange={(name) => queue(keyEdits(content, name))}
          onMoveColumn={(name, to) => queue(moveColumnEdits(content, name, to))}
        />
      </Box>
    </Stack>
  );
}
