import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import type { ElementListItem, ElementView } from '../model/designer.types';
import type { usePendingChanges } from '../pending/use-pending-changes';
import { ConflictNotice } from './conflict-notice';
import { DetailsPanel } from './details-panel';
import { ModelHeader } from './model-header';

/**
 * The page of one element being designed, whatever its kind (001 §2): the header (name, "Save changes to types",
 * "Revert changes"), the notice of conflicting saves, then `nav` (the member tabs), the editing area and the details
 * panel (history, variables) side by side, and `after` (dialogs).
 */
export function ElementFrame({
  tenancy,
  element,
  elements,
  pending,
  nav,
  after,
  children,
}: {
  tenancy: Tenancy;
  /** As saved. */
  element: ElementView;
  elements: readonly ElementListItem[];
  pending: ReturnType<typeof usePendingChanges>;
  nav?: ReactNode;
  after?: ReactNode;
  /** The editing area, left of the details panel. */
  children: ReactNode;
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
      {nav}
      <Flex flex="1" minH="0">
        {children}
        <DetailsPanel
          tenancy={tenancy}
          element={element}
          preview={preview}
          elements={elements}
          hasPendingChanges={pending.hasChanges}
        />
      </Flex>
      {after}
    </Flex>
  );
}
