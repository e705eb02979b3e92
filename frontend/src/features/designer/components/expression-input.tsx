import { Box } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { expressionProblem } from '../model/expression-check';
import { FieldError, FieldLabel, TextAreaControl } from '../../../components/ui/form-fields';

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
        <TextAreaControl
          id={id}
          aria-label={ariaLabel ?? label}
          invalid={problem !== null}
          aria-describedby={problem !== null ? `${id}-error` : undefined}
          value={value ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          rows={lines}
          spellCheck={false}
          title={problem ?? undefined}
          onChange={(event) => onChange(event.target.value)}
          pr="8"
          fontFamily="mono"
        />
        {problem !== null && (
          <Box position="absolute" right="2" top="2" color="red.500" title={problem} aria-hidden="true">
            ⚠
          </Box>
        )}
      </Box>
      {problem !== null && <FieldError id={`${id}-error`}>{problem}</FieldError>}
    </Box>
  );
}
