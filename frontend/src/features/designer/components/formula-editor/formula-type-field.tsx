import { Box, chakra, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import type { TypeChoice } from '../../model/formula-rules';
import { FieldError, FieldLabel } from '../form-fields';

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
  const id = useId();
  const radios = useId();
  // A model renamed or deleted since: keep it visible rather than silently showing another type.
  const shown =
    choice !== '' && !choices.some((c) => c.value === choice)
      ? [...choices, { value: choice, label: `${choice.replace(/^model:/, '')} (not found)` }]
      : choices;
  return (
    <Box>
      <FieldLabel htmlFor={id}>Formula type</FieldLabel>
      <HStack gap="4" align="center" flexWrap="wrap">
        <HStack role="radiogroup" aria-label="Single or list" gap="4">
          {[
            { value: false, label: 'Single' },
            { value: true, label: 'List of' },
          ].map((option) => (
            <chakra.label key={option.label} display="inline-flex" alignItems="center" gap="2" fontSize="sm">
              <input
                type="radio"
                name={radios}
                checked={isList === option.value}
                disabled={disabled}
                onChange={() => onListChange(option.value)}
              />
              {option.label}
            </chakra.label>
          ))}
        </HStack>
        <chakra.select
          id={id}
          value={choice}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onTypeChange(event.target.value)}
          flex="1"
          minW="40"
          h="10"
          px="3"
          fontSize="sm"
          bg="white"
          color="black"
          borderWidth="1px"
          borderRadius="md"
          borderColor={error ? 'red.500' : 'gray.300'}
          _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' }}
          _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </chakra.select>
      </HStack>
      {error && <FieldError>{error}</FieldError>}
    </Box>
  );
}
