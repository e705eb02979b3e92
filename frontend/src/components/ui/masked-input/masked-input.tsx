import { Input, type InputProps } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { controlStyle } from '../form-fields';
import { conformToMask, maskPlaceholder, parsePattern, patternProblem } from '@app/templating/mask-pattern';

export interface MaskedValue {
  /** What the input shows, literals included. */
  formatted: string;
  /** Only the characters the person filled in. */
  raw: string;
  /** Every editable position is filled (always true without a usable pattern). */
  complete: boolean;
}

/**
 * A text input with an optional 002 §5 pattern: typed and pasted text is laid over the pattern as it arrives
 * (literals written, refused characters dropped, L/U cases applied) and the caret stays where the person was
 * typing. Without a pattern, or with one patternProblem refuses, it is a plain text input.
 */
export function MaskedInput({
  pattern,
  value,
  onChange,
  invalid,
  placeholder,
  ...props
}: Omit<InputProps, 'value' | 'onChange' | 'pattern'> & {
  pattern: string | undefined;
  /** The text shown (formatted); it is conformed to the pattern when shown. */
  value: string;
  onChange(value: MaskedValue): void;
  invalid?: boolean;
}) {
  const tokens = useMemo(
    () => (pattern !== undefined && patternProblem(pattern) === null ? parsePattern(pattern) : null),
    [pattern],
  );
  const shown = tokens ? conformToMask(value, tokens).formatted : value;
  const input = useRef<HTMLInputElement>(null);
  // Where the caret goes after the next render; a new object each edit, so even a refused keystroke re-renders.
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (!caret || !element || document.activeElement !== element) return;
    // A refused character leaves the value unchanged: put back what the input must show before placing the caret.
    if (element.value !== shown) element.value = shown;
    element.setSelectionRange(caret.at, caret.at);
  }, [caret, shown]);

  return (
    <Input
      ref={input}
      type="text"
      value={shown}
      placeholder={placeholder ?? (tokens ? maskPlaceholder(tokens) : undefined)}
      aria-invalid={invalid ? true : undefined}
      autoComplete="off"
      spellCheck={false}
      {...controlStyle}
      borderColor={invalid ? 'red.500' : 'gray.300'}
      fontVariantNumeric="tabular-nums"
      {...props}
      onChange={(event) => {
        const text = event.target.value;
        if (!tokens) return onChange({ formatted: text, raw: text, complete: true });
        const result = conformToMask(text, tokens, event.target.selectionStart ?? text.length);
        setCaret({ at: result.caret });
        onChange({ formatted: result.formatted, raw: result.raw, complete: result.complete });
      }}
    />
  );
}
