import { Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { ModalShell } from '../../../components/ui/modal-shell';

/**
 * 002 §4: 'Save changes?' when the administrator leaves (another catalog, another screen) with unsaved changes:
 * 'Save and continue', 'Leave without saving', 'Cancel and stay' (Escape stays too).
 */
export function LeaveDialog({
  saving,
  onSave,
  onLeave,
  onStay,
}: {
  saving: boolean;
  onSave(): void;
  onLeave(): void;
  onStay(): void;
}) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !saving && onStay();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onStay, saving]);
  return (
    <ModalShell labelledBy={titleId} width="560px" maxW="full" borderRadius="md" p="6">
      <Heading as="h2" size="md" id={titleId} mb="4">
        Save changes?
      </Heading>
      <Text fontSize="sm">The catalogs have changes that are not saved.</Text>
      <HStack justify="flex-end" mt="6" gap="2" wrap="wrap">
        <Button variant="outline" disabled={saving} onClick={onStay}>
          Cancel and stay
        </Button>
        <Button variant="outline" disabled={saving} onClick={onLeave}>
          Leave without saving
        </Button>
        <Button bg="app.widget" color="app.widgetText" loading={saving} autoFocus onClick={onSave}>
          Save and continue
        </Button>
      </HStack>
    </ModalShell>
  );
}
