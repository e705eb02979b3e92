import { Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { Member, MemberKind } from '../model/designer.types';
import { memberNameProblem } from '../model/element-names';
import { TextField } from '../../../components/ui/form-fields';

/**
 * The shape every 001 §2 add dialog shares: a name touched on blur, errors shown after touch or once Ok forced
 * them, Ok with errors forcing them, otherwise the add handed to the caller (which queues it, routes to the new
 * member and closes the dialog). Cancel resets (the dialog is mounted afresh each time). Not closed by a click
 * outside: only Cancel, Escape or Ok.
 */
export function AddMemberDialog({
  kind,
  title,
  width,
  members,
  extraProblem,
  onAdd,
  onCancel,
  children,
}: {
  kind: MemberKind;
  title: string;
  width: string;
  /** The element's members of this kind, for the duplicate check. */
  members: readonly Member[];
  /** A problem of the other fields (a missing type), shown only once forced. */
  extraProblem?: string | null;
  onAdd(name: string): void;
  onCancel(): void;
  children?: (forced: boolean) => ReactNode;
}) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [forced, setForced] = useState(false);
  const problem = memberNameProblem(kind, name, members);
  return (
    <DialogFrame
      title={title}
      width={width}
      onCancel={onCancel}
      onOk={() => {
        if (problem || extraProblem) return setForced(true);
        onAdd(name);
      }}
    >
      <Stack gap="4">
        <TextField
          label="Name"
          value={name}
          autoFocus
          onChange={setName}
          onBlur={() => setTouched(true)}
          error={touched || forced ? problem : null}
        />
        {children?.(forced)}
      </Stack>
    </DialogFrame>
  );
}
