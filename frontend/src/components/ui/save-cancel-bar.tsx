import { Button, HStack, type StackProps } from '@chakra-ui/react';

/**
 * The save/cancel control of 002 §2.6 and §4: nothing while there is nothing to save; from the first change,
 * Save and Revert (or the caller's words). While saving, Save shows it is working and Revert waits.
 */
export function SaveCancelBar({
  changed,
  saving = false,
  saveDisabled = false,
  saveLabel = 'Save',
  cancelLabel = 'Revert',
  onSave,
  onCancel,
  ...stack
}: Omit<StackProps, 'children'> & {
  /** There are changes to save: without them the control is not shown at all. */
  changed: boolean;
  saving?: boolean;
  /** Save cannot go ahead (the changes have a problem, or the person may not save). */
  saveDisabled?: boolean;
  saveLabel?: string;
  cancelLabel?: string;
  onSave(): void;
  onCancel(): void;
}) {
  if (!changed) return null;
  return (
    <HStack gap="2" {...stack}>
      <Button
        size="sm"
        bg="app.widget"
        color="app.widgetText"
        loading={saving}
        disabled={saveDisabled}
        onClick={onSave}
      >
        {saveLabel}
      </Button>
      <Button size="sm" variant="outline" disabled={saving} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </HStack>
  );
}
