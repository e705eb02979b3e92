import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import { EntryListEditor } from './entry-list-editor';

/**
 * 001 §2 Suggestions dialog (width 410): the fixed answer suggestions of a text variable. Edits stay in the dialog
 * until Ok; Cancel (or Escape) leaves the list as it was.
 */
export function SuggestionsDialog({
  suggestions,
  onSave,
  onCancel,
}: {
  suggestions: readonly string[];
  onSave(suggestions: string[]): void;
  onCancel(): void;
}) {
  const [entries, setEntries] = useState<string[]>([...suggestions]);
  return (
    <DialogFrame title="Suggestions" width="410px" onOk={() => onSave(entries)} onCancel={onCancel}>
      <Text fontSize="sm" color="gray.600" mb="3">
        Answers offered as the user types. Drag a row, or use its arrows, to change the order.
      </Text>
      <EntryListEditor entries={entries} onChange={setEntries} noun="suggestion" label="Suggestions" />
    </DialogFrame>
  );
}
