import { Box, chakra, Input } from '@chakra-ui/react';
import { useId, useMemo, useRef } from 'react';
import { MaskedInput } from '../../../../components/ui/masked-input/masked-input';
import { useInterview } from '../../model/interview-context';
import { answersScope } from '../../model/widgets/answers-scope';
import { markdownShortcut } from '../../model/widgets/markdown-edit';
import { textSuggestions } from '../../model/widgets/text-suggestions';
import { boxStyle, type InputProps } from './input-props';
import { applyMarkdownTo, MarkdownToolbar } from './markdown-toolbar';
import { useTypedAnswer } from './use-typed-answer';

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const fromText = (text: string) => (text === '' ? undefined : text);
const NO_ANSWERS = {};

/** The prefix of the object a field belongs to: `Kids[0].Note` → `Kids[0].`, `Name` → ``. */
const ownerPrefix = (path: string) => path.slice(0, path.lastIndexOf('.') + 1);

/**
 * A text question: a one-line box (masked by its pattern, 002 §5; with the answer suggestions, fixed or from an
 * expression on the answers, as a list that still accepts free text) or a multiline box of its height in rows,
 * with a formatting toolbar (and Ctrl+B, Ctrl+I) when the answer is markdown.
 */
export function TextInput({
  id,
  path,
  variable,
  value,
  invalid,
  describedBy,
  readOnly,
  multiline,
  rows,
}: InputProps & { multiline: boolean; rows: number }) {
  const typed = useTypedAnswer({ path, variable, stored: value, toText: asText, fromText });
  const listId = useId();
  const { answers, shown, locale } = useInterview();
  const area = useRef<HTMLTextAreaElement>(null);
  // Only suggestions from an expression follow the answers; fixed ones are worked out once.
  const readsAnswers = variable.suggestionsExpression !== undefined;
  const scopeAnswers = readsAnswers ? answers : NO_ANSWERS;
  const scopeFormulas = readsAnswers ? shown.formulaValues : NO_ANSWERS;
  const scopeObjects = readsAnswers ? shown.objects : undefined;
  const suggestions = useMemo(
    () => textSuggestions(variable, answersScope(scopeAnswers, scopeFormulas, ownerPrefix(path), locale, scopeObjects)),
    [variable, scopeAnswers, scopeFormulas, path, locale, scopeObjects],
  );
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    readOnly,
    onBlur: () => typed.onBlur(),
    onKeyDown: typed.onKeyDown,
  };
  if (multiline && variable.markdown)
    return (
      <Box w="full">
        <MarkdownToolbar target={area} controls={id} disabled={readOnly} onEdit={typed.onText} />
        <chakra.textarea
          {...common}
          {...boxStyle(invalid)}
          ref={area}
          display="block"
          w="full"
          px="3"
          py="2"
          rows={rows}
          resize="vertical"
          borderTopRadius="0"
          value={typed.text}
          onChange={(event) => typed.onText(event.target.value)}
          onKeyDown={(event) => {
            const action = readOnly ? null : markdownShortcut(event);
            if (!action) return;
            event.preventDefault();
            applyMarkdownTo(event.currentTarget, action, typed.onText);
          }}
        />
      </Box>
    );
  if (multiline)
    return (
      <chakra.textarea
        {...common}
        {...boxStyle(invalid)}
        w="full"
        px="3"
        py="2"
        rows={rows}
        resize="vertical"
        value={typed.text}
        onChange={(event) => typed.onText(event.target.value)}
      />
    );
  if (variable.pattern)
    return (
      <MaskedInput
        {...common}
        pattern={variable.pattern}
        value={typed.text}
        onChange={(next) => typed.onText(next.formatted)}
        invalid={invalid}
        {...boxStyle(invalid)}
        h="11"
        maxW="md"
      />
    );
  return (
    <>
      <Input
        {...common}
        {...boxStyle(invalid)}
        type="text"
        h="11"
        value={typed.text}
        list={suggestions.length > 0 ? listId : undefined}
        autoComplete="off"
        onChange={(event) => typed.onText(event.target.value)}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((item) => (
            <option key={item} value={item} />
          ))}
        </datalist>
      )}
    </>
  );
}
