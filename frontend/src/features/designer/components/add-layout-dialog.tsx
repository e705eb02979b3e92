import type { Member } from '../model/designer.types';
import { defaultLayout } from '../model/layout/layout-sync';
import { AddMemberDialog } from './add-member-dialog';

/** 001 §3 "Layout types: layout, default": a named layout starts as the default one does, a question a row. */
export const newLayout = (name: string, variables: readonly Member[]) => ({
  name,
  type: 'layout',
  ...defaultLayout(variables),
});

/** "Add a new layout" (width 410, as the other member dialogs). */
export function AddLayoutDialog({
  members,
  variables,
  onAdd,
  onCancel,
}: {
  members: readonly Member[];
  variables: readonly Member[];
  onAdd(properties: ReturnType<typeof newLayout>): void;
  onCancel(): void;
}) {
  return (
    <AddMemberDialog
      kind="layout"
      title="Add a new layout"
      width="410px"
      members={members}
      onAdd={(name) => onAdd(newLayout(name, variables))}
      onCancel={onCancel}
    />
  );
}
