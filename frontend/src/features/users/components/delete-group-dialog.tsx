import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { GroupView } from '../api/list-groups.api';

export const DELETE_GROUP_CONFIRM =
  'Are you sure you want to delete the group? Catalog apps that notify it will notify nobody.';

/** The confirmation before 'Delete group'; a failed delete was already shown by the http client. */
export function DeleteGroupDialog({
  group,
  onConfirm,
  onCancel,
}: {
  group: GroupView;
  onConfirm(): Promise<void>;
  onCancel(): void;
}) {
  return (
    <ConfirmDialog
      title="Delete group"
      message={DELETE_GROUP_CONFIRM}
      subject={group.name}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
