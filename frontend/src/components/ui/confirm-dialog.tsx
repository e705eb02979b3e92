import { Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

/**
 * "Are you sure…?" before a change that cannot be taken back: the question, what it applies to, and a
 * confirm button that shows it is working. A failed confirmation re-enables the buttons (its error was
 * already shown by whoever made the call); a successful one is closed by the caller.
 */
export function ConfirmDialog({
  title,
  message,
  subject,
  confirmLabel = 'Ok',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: {
  title: string;
  message: ReactNode;
  /** What the change applies to, shown in bold under the question. */
  subject?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): Promise<unknown>;
  onCancel(): void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame
      title={title}
      okLabel={confirmLabel}
      cancelLabel={cancelLabel}
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
      <Text>{message}</Text>
      {subject !== undefined && (
        <Text mt="2" fontWeight="medium">
          {subject}
        </Text>
      )}
    </DialogFrame>
  );
}
