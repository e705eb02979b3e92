import { chakra, Input } from '@chakra-ui/react';
import { useId } from 'react';
import { MaskedInput } from '../../../../components/ui/masked-input/masked-input';
import { boxStyle, type InputProps } from './input-props';
import { useTypedAnswer } from './use-typed-answer';

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const fromText = (text: string) => (text === '' ? undefined : text);

/**
 * A text question: a one-line box (masked by its pattern, 002 §5; with the answer suggestions as a list that
 * still accepts free text) or a multiline box of its height in rows.
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
  const suggestions = variable.suggestions?.filter((item) => item.trim() !== '') ?? [];
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    readOnly,
    onBlur: () => typed.onBlur(),
    onKeyDown: typed.onKeyDown,
  };
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
