import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  membersOf,
  type ElementListItem,
  type ElementView,
  type Member,
  type MemberKind,
} from '../model/designer.types';
import { orderMembers } from '../model/element-order';
import { AddAppDialog } from './add-app-dialog';
import { AddLayoutDialog } from './add-layout-dialog';
import { AddTemplateDialog } from './add-template-dialog';
import { CopyMoveDialog, type CopyMoveChoice } from './copy-move-dialog';
import { AddFormulaDialog } from './formula-editor/add-formula-dialog';
import { ReorderAppsDialog } from './reorder-apps-dialog';
import { AddVariableDialog } from './variable-editor/add-variable-dialog';

export type MemberDialog =
  | { kind: 'add'; memberKind: MemberKind }
  | { kind: 'delete'; memberKind: MemberKind; members: Member[] }
  | { kind: 'copy'; memberKind: MemberKind; members: Member[]; move: boolean }
  | { kind: 'reorder' };

type NewMember = Record<string, unknown> & { name: string };

/** The dialogs of the member lists: add (per kind), delete, copy or move, reorder apps. */
export function MemberDialogs({
  dialog,
  element,
  elements,
  addons,
  onClose,
  onAdd,
  onDelete,
  onCopyMove,
  onReorder,
}: {
  dialog: MemberDialog | undefined;
  element: ElementView;
  elements: readonly ElementListItem[];
  addons: readonly string[];
  onClose(): void;
  onAdd(kind: MemberKind, properties: NewMember): void;
  onDelete(kind: MemberKind, members: Member[]): void;
  onCopyMove(kind: MemberKind, members: Member[], move: boolean, choice: CopyMoveChoice): Promise<unknown>;
  onReorder(ids: string[]): Promise<unknown>;
}) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'add': {
      const add = (properties: NewMember) => onAdd(dialog.memberKind, properties);
      if (dialog.memberKind === 'variable')
        return <AddVariableDialog element={element} elements={elements} onAdd={add} onCancel={onClose} />;
      if (dialog.memberKind === 'formula')
        return <AddFormulaDialog element={element} elements={elements} onAdd={add} onCancel={onClose} />;
      if (dialog.memberKind === 'template')
        return <AddTemplateDialog members={element.templates} addons={addons} onAdd={add} onCancel={onClose} />;
      if (dialog.memberKind === 'app') return <AddAppDialog members={element.apps} onAdd={add} onCancel={onClose} />;
      return (
        <AddLayoutDialog members={element.layouts} variables={element.properties} onAdd={add} onCancel={onClose} />
      );
    }
    case 'delete': {
      const [first] = dialog.members;
      const many = dialog.members.length > 1;
      return (
        <ConfirmDialog
          title={many ? `Delete ${dialog.members.length} ${dialog.memberKind}s` : `Delete ${dialog.memberKind}`}
          message={
            many
              ? `Are you sure you want to delete these ${dialog.members.length} ${dialog.memberKind}s?`
              : `Are you sure you want to delete ${dialog.memberKind} ${first.name}?`
          }
          subject={many ? dialog.members.map((member) => member.name).join(', ') : undefined}
          confirmLabel="Delete"
          onCancel={onClose}
          onConfirm={async () => onDelete(dialog.memberKind, dialog.members)}
        />
      );
    }
    case 'copy':
      return (
        <CopyMoveDialog
          kind={dialog.memberKind}
          move={dialog.move}
          members={dialog.members}
          elements={elements}
          currentId={element._id}
          onCancel={onClose}
          onConfirm={(choice) => onCopyMove(dialog.memberKind, dialog.members, dialog.move, choice)}
        />
      );
    case 'reorder':
      return <ReorderAppsDialog apps={orderMembers(membersOf(element, 'app'))} onSave={onReorder} onCancel={onClose} />;
  }
}
