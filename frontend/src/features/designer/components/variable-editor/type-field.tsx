import { Box, chakra, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import type { ElementListItem } from '../../model/designer.types';
import { modelChoice } from '../../model/variable-rules';
import { FieldError, FieldLabel } from '../form-fields';

export interface TypeOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const selectStyle = {
  h: '10',
  px: '3',
  fontSize: 'sm',
  bg: 'white',
  color: 'black',
  borderWidth: '1px',
  borderRadius: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} as const;

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
  const selectId = useId();
  const radios = useId();
  const errorId = `${selectId}-error`;
  const known =
    choice === '' || types.some((t) => t.value === choice) || models.some((m) => modelChoice(m._id) === choice);
  return (
    <Box>
      <FieldLabel htmlFor={selectId}>TYPE</FieldLabel>
      <HStack gap="4" align="center" wrap="wrap">
        <HStack gap="4" role="radiogroup" aria-label="Single or list">
          {[
            { value: false, label: 'Single' },
            { value: true, label: 'List of' },
          ].map((option) => (
            <chakra.label key={option.label} display="inline-flex" alignItems="center" gap="2" fontSize="sm">
              <input
                type="radio"
                name={radios}
                checked={isList === option.value}
                disabled={disabled || (option.value && listDisabled && !isList)}
                onChange={() => onListChange(option.value)}
              />
              {option.label}
            </chakra.label>
          ))}
        </HStack>
        <chakra.select
          id={selectId}
          value={choice}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChoiceChange(event.target.value)}
          flex="1"
          minW="48"
          {...selectStyle}
          borderColor={error ? 'red.500' : 'gray.300'}
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
        </chakra.select>
      </HStack>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
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
      <chakra.select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        w="full"
        {...selectStyle}
        borderColor={error ? 'red.500' : 'gray.300'}
      >
        {!models.some((model) => model._id === value) && <option value="">Choose a model…</option>}
        {models.map((model) => (
          <option key={model._id} value={model._id}>
            {model.name}
          </option>
        ))}
      </chakra.select>
      {error && <FieldError>{error}</FieldError>}
    </Box>
  );
}
