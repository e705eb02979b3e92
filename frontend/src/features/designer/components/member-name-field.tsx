import { membersOf } from '../model/designer.types';
import { memberNameProblem } from '../model/element-names';
import { TextField } from '../../../components/ui/form-fields';
import type { MemberEditorProps } from './member-editor-props';

/** A member's name field: the 001 §5 rules inline, disabled for an external member. */
export function MemberNameField({ label, ...props }: MemberEditorProps & { label: string }) {
  const { kind, member, element, disabled, onChange } = props;
  const problem = memberNameProblem(kind, member.name, membersOf(element, kind), member._id);
  return (
    <TextField
      label={label}
      value={member.name}
      disabled={disabled || member.isExternal === true}
      error={problem}
      onChange={(name) => onChange({ name })}
    />
  );
}

/** A member's text property, or '' when it has none. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
