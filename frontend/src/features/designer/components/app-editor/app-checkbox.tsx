import type { Member } from '../../model/designer.types';
import { CheckboxField } from '../../../../components/ui/form-fields';

/**
 * A true/false property of an app. Most are off unless set (checked sets true, unchecked removes it);
 * `generateDocs` is on unless set to false (001 §3: new apps generate documents).
 */
export function AppCheckbox({
  member,
  property,
  label,
  disabled,
  onChange,
  onByDefault = false,
}: {
  member: Member;
  property: string;
  label: string;
  disabled: boolean;
  onChange(set: Record<string, unknown>): void;
  onByDefault?: boolean;
}) {
  const checked = onByDefault ? member[property] !== false : member[property] === true;
  return (
    <CheckboxField
      label={label}
      checked={checked}
      disabled={disabled}
      onChange={(next) => onChange({ [property]: onByDefault ? next : next || null })}
    />
  );
}
