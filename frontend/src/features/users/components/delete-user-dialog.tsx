import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { UserView } from '../api/list-users.api';

export const DELETE_USER_CONFIRM = 'Are you sure you want to permanently delete the user?';

/** The confirmation before 'Delete user' (§2.9); a failed delete was already shown by the http client. */
export function DeleteUserDialog({
  user,
  onConfirm,
  onCancel,
}: {
  user: UserView;
  onConfirm(): Promise<void>;
  onCancel(): void;
}) {
  return (
    <ConfirmDialog
      title="Delete user"
      message={DELETE_USER_CONFIRM}
      subject={user.name ? `${user.name} (${user.mail})` : user.mail}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
