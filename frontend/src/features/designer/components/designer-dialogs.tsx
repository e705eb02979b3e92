import { useQueryClient } from '@tanstack/react-query';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { designerKeys } from '../api/designer.keys';
import { addElement } from '../api/save-types.api';
import type { ElementListItem } from '../model/designer.types';
import { DeletedElementsDialog } from './history/deleted-elements-dialog';
import { NewElementDialog } from './new-element-dialog';
import { ExportDownload } from './import-export/export-download';
import { ImportDialog } from './import-export/import-dialog';

export type DesignerDialog =
  | { kind: 'new-element' }
  | { kind: 'import' }
  | { kind: 'export-all' }
  | { kind: 'export-element'; element: ElementListItem }
  | { kind: 'deleted' };

/** The dialogs the ELEMENTS panel opens. */
export function DesignerDialogs({
  tenancy,
  dialog,
  elements,
  onClose,
  onCreated,
  onRestored,
}: {
  tenancy: Tenancy;
  dialog: DesignerDialog | undefined;
  elements: readonly ElementListItem[];
  onClose(): void;
  onCreated(name: string): void;
  onRestored(name: string): void;
}) {
  const client = useQueryClient();
  if (dialog?.kind === 'new-element') {
    return (
      <NewElementDialog
        elements={elements}
        addons={tenancy.addons}
        onCancel={onClose}
        onCreate={async (kind, name) => {
          await addElement(tenancy.name, kind, name);
          await client.invalidateQueries({ queryKey: designerKeys.elements(tenancy.name) });
          onClose();
          onCreated(name);
        }}
      />
    );
  }
  if (dialog?.kind === 'import') {
    return (
      <ImportDialog
        tenancy={tenancy.name}
        addons={tenancy.addons}
        onClose={onClose}
        onImported={() => {
          onClose();
          void client.invalidateQueries({ queryKey: designerKeys.all(tenancy.name) });
        }}
      />
    );
  }
  if (dialog?.kind === 'export-all') return <ExportDownload tenancy={tenancy.name} onDone={onClose} />;
  if (dialog?.kind === 'export-element') {
    return <ExportDownload tenancy={tenancy.name} element={dialog.element} onDone={onClose} />;
  }
  if (dialog?.kind === 'deleted') {
    return (
      <DeletedElementsDialog
        tenancy={tenancy.name}
        onClose={onClose}
        onRestored={(element) => {
          onClose();
          onRestored(element.name);
        }}
      />
    );
  }
  return null;
}
