import { Button, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useId, type ReactNode } from 'react';
import { ModalShell } from '../modal-shell';

/** 002 §9: the add-column and confirm dialogs are 410 px wide with 125 px buttons. */
export const TABLE_DIALOG_WIDTH = '410px';
const BUTTON_WIDTH = '125px';

/**
 * The table editor's dialogs: a title, a form body, Cancel and Ok (Ok can be disabled). Enter submits (a text
 * area keeps Enter for its line breaks), Escape cancels, and focus stays inside.
 */
export function TableDialog({
  title,
  children,
  okLabel = 'Ok',
  okDisabled = false,
  onOk,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  okLabel?: string;
  okDisabled?: boolean;
  onOk(): void;
  onCancel(): void;
}) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The dialog answers Escape; the cell or menu under it must not also take it.
      event.stopPropagation();
      onCancel();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onCancel]);
  return (
    <ModalShell labelledBy={titleId} width={TABLE_DIALOG_WIDTH} maxW="full" borderRadius="md" p="6">
      <Heading as="h2" size="md" id={titleId} mb="4">
        {title}
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!okDisabled) onOk();
        }}
      >
        {children}
        <HStack justify="flex-end" mt="6">
          <Button variant="outline" w={BUTTON_WIDTH} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" w={BUTTON_WIDTH} bg="app.widget" color="app.widgetText" disabled={okDisabled}>
            {okLabel}
          </Button>
        </HStack>
      </form>
    </ModalShell>
  );
}
