import type { ReactNode } from 'react';
import { DialogFrame } from '../dialog-frame';

/** 002 §9: the add-column and confirm dialogs are 410 px wide with 125 px buttons. */
export const TABLE_DIALOG_WIDTH = '410px';
const BUTTON_WIDTH = '125px';

/**
 * The table editor's dialogs: DialogFrame at 002 §9's sizes. Enter submits (a text area keeps Enter for its line
 * breaks), and the dialog takes Escape before the cell or menu under it can.
 */
export function TableDialog(props: {
  title: string;
  children: ReactNode;
  okLabel?: string;
  okDisabled?: boolean;
  onOk(): void;
  onCancel(): void;
}) {
  return <DialogFrame {...props} width={TABLE_DIALOG_WIDTH} buttonWidth={BUTTON_WIDTH} claimEscape />;
}
