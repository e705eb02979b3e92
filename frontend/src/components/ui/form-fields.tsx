import { Box, chakra, HStack, Input, Stack, Text, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * The product's form pieces (the designer, the catalog administration). Only a few Chakra recipes are in the
 * system (lib/theme/system.ts: the entry screen's budget), so native controls are styled with tokens here, once,
 * and every editor uses them. Labels are real <label>s: people and tests find each field by its label.
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

/** A control's surface: white, black text, the accent focus ring (a small Input keeps its recipe's border). */
export const controlBase = {
  bg: 'white',
  color: 'black',
  _focusVisible: { outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' },
} as const;

/** The designer's bordered controls: inputs, selects and text areas; the caller sets the border colour. */
export const controlStyle = {
  ...controlBase,
  borderWidth: '1px',
  borderRadius: 'md',
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} as const;

const borderColorOf = (invalid: boolean | undefined) => (invalid ? 'red.500' : 'gray.300');

/** A native select in the control style, 10 high; red-bordered and `aria-invalid` while `invalid`. */
export function SelectControl({ invalid, ...props }: HTMLChakraProps<'select'> & { invalid?: boolean }) {
  return (
    <chakra.select
      h="10"
      px="3"
      fontSize="sm"
      {...controlStyle}
      borderColor={borderColorOf(invalid)}
      aria-invalid={invalid ? true : undefined}
      {...props}
    />
  );
}

/** A native text area in the control style, full width and resized vertically; red-bordered while `invalid`. */
export function TextAreaControl({ invalid, ...props }: HTMLChakraProps<'textarea'> & { invalid?: boolean }) {
  return (
    <chakra.textarea
      w="full"
      px="3"
      py="2"
      fontSize="sm"
      resize="vertical"
      {...controlStyle}
      borderColor={borderColorOf(invalid)}
      aria-invalid={invalid ? true : undefined}
      {...props}
    />
  );
}

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
        borderColor={borderColorOf(!!error)}
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
      <TextAreaControl
        id={id}
        value={value ?? ''}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
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
      <SelectControl
        id={id}
        value={value ?? ''}
        disabled={disabled}
        invalid={!!error}
        onChange={(event) => onChange(event.target.value as T)}
        w="full"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </SelectControl>
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

/** One native radio with its label beside it. */
function RadioOption({
  label,
  name,
  value,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(): void;
}) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm">
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} />
      {label}
    </chakra.label>
  );
}

/** Native radios in a labelled group (Model / Table, SELECT FROM…). */
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
          <RadioOption
            key={choice.value}
            name={name}
            value={choice.value}
            label={choice.label}
            checked={value === choice.value}
            disabled={disabled || choice.disabled}
            onChange={() => onChange(choice.value)}
          />
        ))}
      </Group>
    </Box>
  );
}

const LIST_MODES = [
  { value: false, label: 'Single' },
  { value: true, label: 'List of' },
] as const;

/**
 * 001 §2's type line, on one line as the author reads it ("List of | Client"): Single or List of, then the type
 * picker, whose options the caller gives. The variable and formula editors and their Add dialogs use it.
 */
export function ListTypeField({
  label,
  isList,
  onListChange,
  listDisabled,
  value,
  onChange,
  disabled,
  error,
  minW,
  children,
}: {
  label: string;
  isList: boolean;
  onListChange(isList: boolean): void;
  /** "List of" cannot be chosen (the type cannot be a list); a list may still go back to Single. */
  listDisabled?: boolean;
  /** The picker's value ('' while none is chosen). */
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  error?: string | null;
  /** The picker's minimum width. */
  minW: string;
  /** The picker's options. */
  children: ReactNode;
}) {
  const selectId = useId();
  const radios = useId();
  const errorId = `${selectId}-error`;
  return (
    <Box>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <HStack gap="4" align="center" wrap="wrap">
        <HStack gap="4" role="radiogroup" aria-label="Single or list">
          {LIST_MODES.map((option) => (
            <RadioOption
              key={option.label}
              name={radios}
              label={option.label}
              checked={isList === option.value}
              disabled={disabled || (option.value && listDisabled && !isList)}
              onChange={() => onListChange(option.value)}
            />
          ))}
        </HStack>
        <SelectControl
          id={selectId}
          value={value}
          disabled={disabled}
          invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          flex="1"
          minW={minW}
        >
          {children}
        </SelectControl>
      </HStack>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}
