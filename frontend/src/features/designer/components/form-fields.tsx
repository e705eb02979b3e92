import { Box, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * The designer's form pieces. Only a few Chakra recipes are in the system (lib/theme/system.ts: the entry
 * screen's budget), so the designer styles native controls with tokens here, once, and every editor uses them.
 * Labels are real <label>s: people and tests find each field by its 001 §2 label.
 */

/** 001 §2's small upper-case field label (VARIABLE NAME, TYPE…). */
export function FieldLabel({ htmlFor, children }: { htmlFor?: string; children: ReactNode }) {
  return (
    <chakra.label
      htmlFor={htmlFor}
      display="block"
      fontSize="xs"
      fontWeight="semibold"
      letterSpacing="wide"
      textTransform="uppercase"
      color="gray.600"
      mb="1"
    >
      {children}
    </chakra.label>
  );
}

/** An error under a field, shown once the field was touched or the form forced its errors (001 §2). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Text id={id} role="alert" color="red.600" fontSize="xs" mt="1">
      {children}
    </Text>
  );
}

const controlStyle = {
  bg: 'white',
  color: 'black',
  borderWidth: '1px',
  borderRadius: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} as const;

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  placeholder,
  type = 'text',
  autoFocus,
}: {
  label: string;
  value: string | number | undefined;
  onChange(value: string): void;
  onBlur?(): void;
  /** Shown under the field and marks it invalid; pass it only when it should show. */
  error?: string | null;
  disabled?: boolean;
  placeholder?: string;
  type?: 'text' | 'number';
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type={type}
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...controlStyle}
        borderColor={error ? 'red.500' : 'gray.300'}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Box>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  disabled,
  rows = 3,
  placeholder,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  disabled?: boolean;
  rows?: number;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.textarea
        id={id}
        value={value ?? ''}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        w="full"
        px="3"
        py="2"
        fontSize="sm"
        resize="vertical"
        {...controlStyle}
        borderColor="gray.300"
      />
    </Box>
  );
}

export interface Choice<T extends string = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export function SelectField<T extends string>({
  label,
  value,
  choices,
  onChange,
  disabled,
  error,
  placeholder,
}: {
  label: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange(value: T): void;
  disabled?: boolean;
  error?: string | null;
  /** A first, empty choice ("Choose…") while nothing is chosen. */
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <chakra.select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value as T)}
        w="full"
        h="10"
        px="3"
        fontSize="sm"
        {...controlStyle}
        borderColor={error ? 'red.500' : 'gray.300'}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </chakra.select>
      {error && <FieldError>{error}</FieldError>}
    </Box>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </chakra.label>
  );
}

/** Native radios in a labelled group (Single / List of, Model / Table…). */
export function RadioGroupField<T extends string>({
  label,
  value,
  choices,
  onChange,
  disabled,
  direction = 'row',
}: {
  label: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange(value: T): void;
  disabled?: boolean;
  direction?: 'row' | 'column';
}) {
  const name = useId();
  const Group = direction === 'row' ? HStack : Stack;
  return (
    <Box role="radiogroup" aria-label={label}>
      <FieldLabel>{label}</FieldLabel>
      <Group gap="4">
        {choices.map((choice) => (
          <chakra.label key={choice.value} display="inline-flex" alignItems="center" gap="2" fontSize="sm">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled || choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </chakra.label>
        ))}
      </Group>
    </Box>
  );
}
