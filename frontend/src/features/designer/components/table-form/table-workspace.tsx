import { Box } from '@chakra-ui/react';
import type { Tenancy } from '../../../../lib/tenancy/tenancy.types';
import type { ElementListItem, ElementView } from '../../model/designer.types';
import { isPendingRemoval } from '../../pending/pending-changes';
import type { usePendingChanges } from '../../pending/use-pending-changes';
import { ElementFrame } from '../element-frame';
import { TableForm } from './table-form';

/**
 * A table element being designed (001 §2 "Table model form"): the header (TABLE NAME, "Save changes to types",
 * "Revert changes"), the CONTENT grid in place of the member tabs, and the details panel (history).
 */
export function TableWorkspace({
  tenancy,
  element,
  elements,
  pending,
}: {
  tenancy: Tenancy;
  /** As saved. */
  element: ElementView;
  elements: readonly ElementListItem[];
  pending: ReturnType<typeof usePendingChanges>;
}) {
  return (
    <ElementFrame tenancy={tenancy} element={element} elements={elements} pending={pending}>
      <Box flex="1" minW="0" overflowY="auto" p="6">
        <Box bg="app.menu" color="app.menuText" borderRadius="md" p="6">
          <TableForm
            element={pending.preview}
            disabled={!pending.editable}
            isPendingRemoval={(memberId) => isPendingRemoval(pending.list, memberId)}
            onEdit={pending.edit}
          />
        </Box>
      </Box>
    </ElementFrame>
  );
}
