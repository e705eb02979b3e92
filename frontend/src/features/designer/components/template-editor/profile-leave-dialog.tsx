import { Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { ModalShell } from '../../../../components/ui/modal-shell';

/**
 * 001 §2: 'Save changes profile template?' when the author leaves a template whose profile is unsaved, with
 * 'Save and continue', 'Leave without saving' and 'Cancel and stay' (Escape stays too). A failed save keeps the
 * dialog open (the failure was toasted) so the author can choose again.
 */
export function ProfileLeaveDialog({
  onSave,
  onLeave,
  onStay,
}: {
  onSave(): Promise<unknown>;
  onLeave(): void;
  onStay(): void;
}) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onStay();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onStay]);
  return (
    <ModalShell labelledBy={titleId} width="460px" maxW="full" borderRadius="md" p="6">
      <Heading as="h2" size="md" id={titleId} mb="4">
        Save changes profile template?
      </Heading>
      <Text fontSize="sm">The template's profile has changes that are not saved.</Text>
      <HStack justify="flex-end" mt="6" gap="2" wrap="wrap">
        <Button variant="outline" disabled={busy} onClick={onStay}>
          Cancel and stay
        </Button>
        <Button variant="outline" disabled={busy} onClick={onLeave}>
          Leave without saving
        </Button>
        <Button
          bg="app.widget"
          color="app.widgetText"
          loading={busy}
          autoFocus
          onClick={async () => {
            setBusy(true);
            try {
              await onSave();
            } catch {
              setBusy(false);
            }
          }}
        >
          Save and continue
        </Button>
      </HStack>
    </ModalShell>
  );
}
