import type { TypeChoice } from '../../model/formula-rules';
import { ListTypeField } from '../../../../components/ui/form-fields';

/**
 * FORMULA TYPE (001 §2): Single or List of, then the type (basic types and the workspace's models), on one line
 * as the author reads it: "List of | Client". Shared by the formula editor and the Add Formula dialog.
 */
export function FormulaTypeField({
  isList,
  choice,
  choices,
  disabled,
  error,
  placeholder,
  onListChange,
  onTypeChange,
}: {
  isList: boolean;
  /** The picker's value ('' while none is chosen). */
  choice: string;
  choices: readonly TypeChoice[];
  disabled?: boolean;
  error?: string | null;
  placeholder?: string;
  onListChange(isList: boolean): void;
  onTypeChange(choice: string): void;
}) {
  // A model renamed or deleted since: keep it visible rather than silently showing another type.
  const shown =
    choice !== '' && !choices.some((c) => c.value === choice)
      ? [...choices, { value: choice, label: `${choice.replace(/^model:/, '')} (not found)` }]
      : choices;
  return (
    <ListTypeField
      label="Formula type"
      isList={isList}
      onListChange={onListChange}
      value={choice}
      onChange={onTypeChange}
      disabled={disabled}
      error={error}
      minW="40"
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </ListTypeField>
  );
}
