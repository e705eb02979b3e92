import { defaultUserType } from '../../../lib/validation/access-rules';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useCreateUser } from '../api/create-user.api';
import { useDeleteUser } from '../api/delete-user.api';
import type { UserView } from '../api/list-users.api';
import { useUpdateUser } from '../api/update-user.api';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserFormDialog } from './user-form-dialog';

export type UsersDialog = { kind: 'new' } | { kind: 'edit'; user: UserView } | { kind: 'delete'; user: UserView };

/** The users screen's open dialog (add, edit or delete), saving through the users feature's mutations. */
export function UserDialogs({
  tenancy,
  dialog,
  users,
  onClose,
  onDeleted,
}: {
  tenancy: Tenancy;
  dialog: UsersDialog | undefined;
  users: readonly UserView[];
  onClose(): void;
  onDeleted(): void;
}) {
  const createUser = useCreateUser(tenancy.name);
  const updateUser = useUpdateUser(tenancy.name);
  const deleteUser = useDeleteUser(tenancy.name);
  switch (dialog?.kind) {
    case 'new':
      return (
        <UserFormDialog
          mode="new"
          users={users}
          microsoftOnly={defaultUserType(tenancy.addons) === 'microsoft'}
          onCancel={onClose}
          onSave={async (payload) => {
            await createUser.mutateAsync(payload);
            onClose();
          }}
        />
      );
    case 'edit':
      return (
        <UserFormDialog
          mode="edit"
          user={dialog.user}
          users={users}
          microsoftOnly={false}
          onCancel={onClose}
          onSave={async (payload) => {
            await updateUser.mutateAsync(payload);
            onClose();
          }}
        />
      );
    case 'delete':
      return (
        <DeleteUserDialog
          user={dialog.user}
          onCancel={onClose}
          onConfirm={async () => {
            await deleteUser.mutateAsync(dialog.user._id);
            onDeleted();
            onClose();
          }}
        />
      );
    default:
      return null;
  }
}
