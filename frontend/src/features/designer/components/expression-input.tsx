import { Box } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { CodeEditor } from '../../../components/ui/code-editor/code-editor';
import { FieldError, FieldLabel } from '../../../components/ui/form-fields';
import { expressionProblem } from '../model/expression-check';

/**
 * An expression editor (001 §2, §5): the shared code editor (grows with its text, takes variable references
 * dragged from the variable browser, reports edits once typing pauses) compiled with the templating package as
 * it is typed. A compile error turns the border red, shows a warning mark, and explains itself under the field and
 * in its tooltip.
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
  // What is typed, ahead of the debounced onChange, so the compile check keeps up with the keyboard.
  const [draft, setDraft] = useState<{ of: string | undefined; text: string } | null>(null);
  const text = draft !== null && draft.of === value ? draft.text : (value ?? '');
  const problem = useMemo(() => expressionProblem(text), [text]);
  return (
    <Box>
      {label && <FieldLabel htmlFor={id}>{label}</FieldLabel>}
      <Box position="relative">
        <CodeEditor
          id={id}
          language="expression"
          aria-label={ariaLabel ?? label}
          invalid={problem !== null}
          aria-describedby={problem !== null ? `${id}-error` : undefined}
          value={value ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          title={problem ?? undefined}
          paddingRight="8"
          onInput={(typed) => setDraft({ of: value, text: typed })}
          onChange={onChange}
        />
        {problem !== null && (
          <Box position="absolute" right="2" top="1" color="red.500" title={problem} aria-hidden="true">
            ⚠
          </Box>
        )}
      </Box>
      {problem !== null && <FieldError id={`${id}-error`}>{problem}</FieldError>}
    </Box>
  );
}
