import { Box, chakra } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { expressionProblem } from '../model/expression-check';
import { FieldLabel } from './form-fields';

/**
 * An expression editor (001 §2, §5): grows with its text; compiled with the templating package as it is typed.
 * A compile error turns the border red, shows a warning mark, and explains itself under the field and in its
 * tooltip.
 */
export function ExpressionInput({
  label,
  value,
  placeholder,
  disabled,
  onChange,
  'aria-label': ariaLabel,
}: {
  label?: string;
  value: string | undefined;
  placeholder?: string;
  disabled?: boolean;
  onChange(value: string): void;
  'aria-label'?: string;
}) {
  const id = useId();
  const problem = useMemo(() => expressionProblem(value), [value]);
  const lines = Math.min(12, Math.max(1, (value ?? '').split('\n').length));
  return (
    <Box>
      {label && <FieldLabel htmlFor={id}>{label}</FieldLabel>}
      <Box position="relative">
        <chakra.textarea
          id={id}
          aria-label={ariaLabel ?? label}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem !== null ? `${id}-error` : undefined}
          value={value ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          rows={lines}
          spellCheck={false}
          title={problem ?? undefined}
          onChange={(event) => onChange(event.target.value)}
          w="full"
          px="3"
          py="2"
          pr="8"
          fontFamily="mono"
          fontSize="sm"
          bg="white"
          color="black"
          borderWidth="1px"
          borderRadius="md"
          borderColor={problem !== null ? 'red.500' : 'gray.300'}
          resize="vertical"
          _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' }}
          _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
        />
        {problem !== null && (
          <Box position="absolute" right="2" top="2" color="red.500" title={problem} aria-hidden="true">
            ⚠
          </Box>
        )}
      </Box>
      {problem !== null && (
        <Box id={`${id}-error`} role="alert" color="red.600" fontSize="xs" mt="1">
          {problem}
        </Box>
      )}
    </Box>
  );
}
