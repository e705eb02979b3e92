import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { UserView } from '../users-filter';
import { DialogFrame } from './dialog-frame';

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
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame
      title="Delete user"
      okLabel="Delete"
      busy={busy}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onConfirm();
        } catch {
          setBusy(false);
        }
      }}
    >
      <Text>{DELETE_USER_CONFIRM}</Text>
      <Text mt="2" fontWeight="medium">
        {user.name ? `${user.name} (${user.mail})` : user.mail}
      </Text>
    </DialogFrame>
  );
}
