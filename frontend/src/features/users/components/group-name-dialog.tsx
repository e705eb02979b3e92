import { useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextField } from '../../../components/ui/form-fields';
import { groupNameProblem } from '../groups/group-rules';

/**
 * 'Add a group' and 'Rename group': the name, checked as it is typed (shown once typed in or submitted); the
 * server's refusal (a name taken a moment ago by someone else) is shown under the field and the dialog stays.
 */
export function GroupNameDialog({
  title,
  okLabel,
  initial = '',
  otherNames,
  onSave,
  onCancel,
}: {
  title: string;
  okLabel: string;
  initial?: string;
  otherNames: readonly string[];
  onSave(name: string): Promise<void>;
  onCancel(): void;
}) {
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const problem = groupNameProblem(name, otherNames);
  return (
    <DialogFrame
      title={title}
      okLabel={okLabel}
      busy={busy}
      okDisabled={touched && problem !== null}
      onCancel={onCancel}
      onOk={async () => {
        setTouched(true);
        if (problem) return;
        setBusy(true);
        setServerError(undefined);
        try {
          await onSave(name.trim());
        } catch (error) {
          setServerError(error instanceof Error ? error.message : String(error));
          setBusy(false);
        }
      }}
    >
      <TextField
        label="Group name"
        value={name}
        autoFocus
        error={(touched && problem) || serverError}
        onChange={(text) => {
          setName(text);
          setTouched(true);
          setServerError(undefined);
        }}
      />
    </DialogFrame>
  );
}
