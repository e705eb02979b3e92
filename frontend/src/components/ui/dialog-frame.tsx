import { Button, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useId, type ReactNode } from 'react';
import { ModalShell } from './modal-shell';

/** A modal with a title, a form body and Cancel/Ok: Enter submits, Escape cancels, focus stays inside (ModalShell). */
export function DialogFrame({
  title,
  width = '400px',
  children,
  okLabel = 'Ok',
  cancelLabel = 'Cancel',
  busy = false,
  onOk,
  onCancel,
}: {
  title: string;
  width?: string;
  children: ReactNode;
  okLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onOk(): void;
  onCancel(): void;
}) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <ModalShell labelledBy={titleId} width={width} maxW="full" borderRadius="md" p="6">
      <Heading as="h2" size="md" id={titleId} mb="4">
        {title}
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onOk();
        }}
      >
        {children}
        <HStack justify="flex-end" mt="6">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" bg="app.widget" color="app.widgetText" loading={busy}>
            {okLabel}
          </Button>
        </HStack>
      </form>
    </ModalShell>
  );
}
