import { Box } from '@chakra-ui/react';
import type { Tenancy } from '../../../../lib/tenancy/tenancy.types';
import type { ElementListItem, ElementView } from '../../model/designer.types';
import type { usePendingChanges } from '../../pending/use-pending-changes';
import { ElementFrame } from '../element-frame';
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
    <ElementFrame tenancy={tenancy} element={element} elements={elements} pending={pending}>
      <Box flex="1" minW="0" overflowY="auto" p="6">
        <Box bg="app.menu" color="app.menuText" borderRadius="md" p="6">
          <QueryForm
            tenancy={tenancy.name}
            element={pending.preview}
            elements={elements}
            disabled={!pending.editable}
            onChange={(set) => pending.edit({ op: 'element', kind: 'query', set })}
          />
        </Box>
      </Box>
    </ElementFrame>
  );
}
