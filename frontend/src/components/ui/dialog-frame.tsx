import { Button, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useId, type ReactNode } from 'react';
import { ModalShell } from './modal-shell';

/**
 * A modal with a title, a form body and Cancel/Ok: Enter submits (unless Ok is disabled), Escape cancels, focus
 * stays inside (ModalShell).
 */
export function DialogFrame({
  title,
  width = '400px',
  buttonWidth,
  children,
  okLabel = 'Ok',
  cancelLabel = 'Cancel',
  busy = false,
  okDisabled = false,
  claimEscape = false,
  sheet = false,
  onOk,
  onCancel,
}: {
  title: string;
  width?: string;
  /** A fixed width for both buttons (002 §9's table dialogs: 125 px); by default they fit their labels. */
  buttonWidth?: string;
  children: ReactNode;
  okLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  okDisabled?: boolean;
  /**
   * The dialog answers Escape before anything else sees it, for dialogs opened over widgets that take Escape
   * themselves (the table editor's cells and menus). Off, a widget inside the dialog (a list of suggestions) can
   * take Escape first.
   */
  claimEscape?: boolean;
  /** Under 768 px the dialog fills the screen (the interview's popups, INTERVIEW §11). */
  sheet?: boolean;
  onOk(): void;
  onCancel(): void;
}) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (claimEscape) event.stopPropagation();
      onCancel();
    };
    window.addEventListener('keydown', onKey, claimEscape);
    return () => window.removeEventListener('keydown', onKey, claimEscape);
  }, [onCancel, claimEscape]);
  return (
    <ModalShell
      labelledBy={titleId}
      sheet={sheet}
      width={sheet ? { base: '100%', md: width } : width}
      h={sheet ? { base: '100dvh', md: 'auto' } : undefined}
      overflowY={sheet ? 'auto' : undefined}
      maxW="full"
      borderRadius={sheet ? { base: '0', md: 'md' } : 'md'}
      p="6"
    >
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
          <Button variant="outline" w={buttonWidth} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            w={buttonWidth}
            bg="app.widget"
            color="app.widgetText"
            loading={busy}
            disabled={okDisabled}
          >
            {okLabel}
          </Button>
        </HStack>
      </form>
    </ModalShell>
  );
}
