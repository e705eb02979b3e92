import { Box, Flex } from '@chakra-ui/react';
import type { Tenancy } from '../../../../lib/tenancy/tenancy.types';
import type { ElementListItem, ElementView } from '../../model/designer.types';
import { isPendingRemoval } from '../../pending/pending-changes';
import type { usePendingChanges } from '../../pending/use-pending-changes';
import { ConflictNotice } from '../conflict-notice';
import { DetailsPanel } from '../details-panel';
import { ModelHeader } from '../model-header';
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
  const preview = pending.preview;
  return (
    <Flex direction="column" h="full" minH="0">
      <ModelHeader
        element={preview}
        elements={elements}
        editable={pending.editable}
        hasChanges={pending.hasChanges}
        saving={pending.saving}
        onChange={(set) => pending.edit({ op: 'element', kind: element.kind, set })}
        onSave={pending.save}
        onRevert={pending.revert}
      />
      <ConflictNotice
        element={preview}
        latestVersion={pending.latestVersion}
        conflicts={pending.conflicts}
        busy={pending.saving}
        onReapply={pending.reapply}
        onRevert={pending.revert}
        onDismiss={pending.dismissConflicts}
      />
      <Flex flex="1" minH="0">
        <Box flex="1" minW="0" overflowY="auto" p="6">
          <Box bg="app.menu" color="app.menuText" borderRadius="md" p="6">
            <TableForm
              element={preview}
              disabled={!pending.editable}
              isPendingRemoval={(memberId) => isPendingRemoval(pending.list, memberId)}
              onEdit={pending.edit}
            />
          </Box>
        </Box>
        <DetailsPanel
          tenancy={tenancy}
          element={element}
          preview={preview}
          elements={elements}
          hasPendingChanges={pending.hasChanges}
        />
      </Flex>
    </Flex>
  );
}
