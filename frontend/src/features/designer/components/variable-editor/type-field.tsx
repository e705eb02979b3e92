import { Box } from '@chakra-ui/react';
import { useId } from 'react';
import type { ElementListItem } from '../../model/designer.types';
import { modelChoice } from '../../model/variable-types';
import { FieldError, FieldLabel, ListTypeField, SelectControl } from '../../../../components/ui/form-fields';

export interface TypeOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * 001 §2 TYPE: "Single" or "List of", then the type: the basic types, and the workspace's models as object types
 * (a separate group, so a model named like a type is never mistaken for it).
 */
export function TypeField({
  isList,
  onListChange,
  listDisabled,
  choice,
  onChoiceChange,
  types,
  models,
  disabled,
  error,
  placeholder,
  unknownLabel,
}: {
  isList: boolean;
  onListChange(isList: boolean): void;
  /** The type cannot be a list (a file), or the variable is external. */
  listDisabled?: boolean;
  /** A type or `model:{id}`; '' for nothing chosen. */
  choice: string;
  onChoiceChange(choice: string): void;
  types: readonly TypeOption[];
  models: readonly ElementListItem[];
  disabled?: boolean;
  error?: string | null;
  placeholder?: string;
  /** How to show a stored choice the lists do not hold (an object of a model deleted since). */
  unknownLabel?: string;
}) {
  const known =
    choice === '' || types.some((t) => t.value === choice) || models.some((m) => modelChoice(m._id) === choice);
  return (
    <ListTypeField
      label="TYPE"
      isList={isList}
      onListChange={onListChange}
      listDisabled={listDisabled}
      value={choice}
      onChange={onChoiceChange}
      disabled={disabled}
      error={error}
      minW="48"
    >
      {choice === '' && <option value="">{placeholder ?? 'Choose a type…'}</option>}
      {!known && <option value={choice}>{unknownLabel ?? choice}</option>}
      <optgroup label="Types">
        {types.map((type) => (
          <option key={type.value} value={type.value} disabled={type.disabled}>
            {type.label}
            {type.disabled ? ' (single only)' : ''}
          </option>
        ))}
      </optgroup>
      {models.length > 0 && (
        <optgroup label="Objects of a model">
          {models.map((model) => (
            <option key={model._id} value={modelChoice(model._id)}>
              {model.name}
            </option>
          ))}
        </optgroup>
      )}
    </ListTypeField>
  );
}

/** The model an object or global object is based on (001 §5: it needs one). */
export function BaseModelField({
  value,
  models,
  onChange,
  disabled,
  error,
  onBlur,
}: {
  value: string;
  models: readonly ElementListItem[];
  onChange(modelId: string): void;
  disabled?: boolean;
  error?: string | null;
  onBlur?(): void;
}) {
  const id = useId();
  return (
    <Box>
      <FieldLabel htmlFor={id}>BASE MODEL</FieldLabel>
      <SelectControl
        id={id}
        value={value}
        disabled={disabled}
        invalid={!!error}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        w="full"
      >
        {!models.some((model) => model._id === value) && <option value="">Choose a model…</option>}
        {models.map((model) => (
          <option key={model._id} value={model._id}>
            {model.name}
          </option>
        ))}
      </SelectControl>
      {error && <FieldError>{error}</FieldError>}
    </Box>
  );
}
