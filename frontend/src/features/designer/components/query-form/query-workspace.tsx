import type { Tenancy } from '../../../../lib/tenancy/tenancy.types';
import type { ElementListItem, ElementView } from '../../model/designer.types';
import type { usePendingChanges } from '../../pending/use-pending-changes';
import { ElementFormWorkspace } from '../element-form-workspace';
import { QueryForm } from './query-form';

/**
 * A query element being designed (001 §2 "Query model form"): the header (QUERY NAME, "Save changes to types",
 * "Revert changes"), the query form in place of the member tabs, and the details panel (history).
 */
export function QueryWorkspace({
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
      <QueryForm
        tenancy={tenancy.name}
        element={pending.preview}
        elements={elements}
        disabled={!pending.editable}
        onChange={(set) => pending.edit({ op: 'element', kind: 'query', set })}
      />
    </ElementFormWorkspace>
  );
}
