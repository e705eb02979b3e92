import type { Tenancy } from '../../../../lib/tenancy/tenancy.types';
import type { ElementListItem, ElementView } from '../../model/designer.types';
import { isPendingRemoval } from '../../pending/pending-changes';
import type { usePendingChanges } from '../../pending/use-pending-changes';
import { ElementFormWorkspace } from '../element-form-workspace';
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
    <ElementFormWorkspace tenancy={tenancy} element={element} elements={elements} pending={pending}>
      <TableForm
        element={pending.preview}
        disabled={!pending.editable}
        isPendingRemoval={(memberId) => isPendingRemoval(pending.list, memberId)}
        onEdit={pending.edit}
      />
    </ElementFormWorkspace>
  );
}
