import { ExpressionInput } from '../expression-input';
import { CheckboxField, TextField } from '../../../../components/ui/form-fields';
import { setProperty, textOf, type SectionProps } from './section-props';

/** A field showing one property of the variable and queuing its edits. */
type PropertyFieldProps = Pick<SectionProps, 'member' | 'edit' | 'disabled'> & { property: string; label: string };

/** A true/false property: checked sets it, unchecked removes it. */
export function PropertyCheckbox({ member, edit, disabled, property, label }: PropertyFieldProps) {
  return (
    <CheckboxField
      label={label}
      checked={member[property] === true}
      disabled={disabled}
      onChange={(checked) => edit(setProperty(property, checked || null))}
    />
  );
}

/** A text property; emptied, it is removed. */
export function PropertyTextField({
  member,
  edit,
  disabled,
  property,
  label,
  placeholder,
  error,
}: PropertyFieldProps & { placeholder?: string; error?: string | null }) {
  return (
    <TextField
      label={label}
      value={textOf(member[property])}
      placeholder={placeholder}
      disabled={disabled}
      error={error}
      onChange={(value) => edit(setProperty(property, value))}
    />
  );
}

/** An expression property (a relevance condition, a list of options or suggestions); emptied, it is removed. */
export function PropertyExpression({
  member,
  edit,
  disabled,
  property,
  label,
  placeholder,
}: PropertyFieldProps & { placeholder?: string }) {
  return (
    <ExpressionInput
      label={label}
      value={textOf(member[property])}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(value) => edit(setProperty(property, value))}
    />
  );
}
