import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { ElementListItem, Member, MemberKind } from '../model/designer.types';
import { CheckboxField } from '../../../components/ui/form-fields';
import { SearchableDropdown } from '../../../components/ui/searchable-dropdown/searchable-dropdown';

export interface CopyMoveChoice {
  target: ElementListItem;
  existingWins: boolean;
  redirect: boolean;
}

/**
 * 001 §2 "Copy and move dialogs" (width 410): the members go to another type; by default an existing member of
 * the same name wins and the author is taken to the target afterwards.
 */
export function CopyMoveDialog({
  kind,
  move,
  members,
  elements,
  currentId,
  onConfirm,
  onCancel,
}: {
  kind: MemberKind;
  move: boolean;
  members: readonly Member[];
  elements: readonly ElementListItem[];
  currentId: string;
  onConfirm(choice: CopyMoveChoice): Promise<unknown>;
  onCancel(): void;
}) {
  const targets = elements.filter((element) => element._id !== currentId && element.kind !== 'query');
  const [targetId, setTargetId] = useState<string>('');
  const [existingWins, setExistingWins] = useState(true);
  const [redirect, setRedirect] = useState(true);
  const [forced, setForced] = useState(false);
  const [busy, setBusy] = useState(false);
  const target = targets.find((element) => element._id === targetId);
  const what = members.length === 1 ? `${kind} ${members[0].name}` : `${members.length} ${kind}s`;
  return (
    <DialogFrame
      title={`${move ? 'Move' : 'Copy'} ${what} to another type`}
      width="410px"
      okLabel={move ? 'Move' : 'Copy'}
      busy={busy}
      onCancel={onCancel}
      onOk={async () => {
        if (!target) return setForced(true);
        setBusy(true);
        try {
          await onConfirm({ target, existingWins, redirect });
        } catch {
          setBusy(false);
        }
      }}
    >
      <Stack gap="4">
        {targets.length === 0 ? (
          <Text fontSize="sm">There is no other model to {move ? 'move' : 'copy'} to yet.</Text>
        ) : (
          <SearchableDropdown
            label="Target type"
            value={targetId}
            placeholder="Choose a type…"
            items={targets
              .map((element) => ({ value: element._id, label: element.name }))
              .sort((a, b) => a.label.localeCompare(b.label))}
            onChange={setTargetId}
            error={forced && !target ? 'Please choose the type to copy to.' : null}
          />
        )}
        <CheckboxField
          label={`Keep the target's ${kind} when it has one of the same name`}
          checked={existingWins}
          onChange={setExistingWins}
        />
        <CheckboxField label="Go to the target afterwards" checked={redirect} onChange={setRedirect} />
      </Stack>
    </DialogFrame>
  );
}
