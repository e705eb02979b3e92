import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import type { ElementListItem, ElementView } from '../model/designer.types';
import type { usePendingChanges } from '../pending/use-pending-changes';
import { ElementFrame } from './element-frame';

/**
 * An element designed through one form instead of member tabs (001 §2 "Table model form", "Query model form"):
 * the header (NAME, "Save changes to types", "Revert changes"), the form on its panel, and the details panel
 * (history).
 */
export function ElementFormWorkspace({
  tenancy,
  element,
  elements,
  pending,
  children,
}: {
  tenancy: Tenancy;
  /** As saved. */
  element: ElementView;
  elements: readonly ElementListItem[];
  pending: ReturnType<typeof usePendingChanges>;
  /** The element's form. */
  children: ReactNode;
}) {
  return (
    <ElementFrame tenancy={tenancy} element={element} elements={elements} pending={pending}>
      <Box flex="1" minW="0" overflowY="auto" p="6">
        <Box bg="app.menu" color="app.menuText" borderRadius="md" p="6">
          {children}
        </Box>
      </Box>
    </ElementFrame>
  );
}
