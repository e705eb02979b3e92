import { chakra } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import {
  CODE_EDITOR_DEBOUNCE_MS,
  CODE_EDITOR_HEIGHT,
  droppedText,
  editorText,
  insertAt,
  type CodeLanguage,
} from './code-editor-text';

/** Where a drop at this point of the page lands in the text area, when the browser can tell. */
function offsetAtPoint(element: HTMLTextAreaElement, x: number, y: number): number | null {
  const position = document.caretPositionFromPoint?.(x, y);
  return position && position.offsetNode === element ? position.offset : null;
}

export interface CodeEditorProps {
  value: string;
  /** The text once typing pauses (400 ms), when the editor loses focus, or when it goes away. */
  onChange(value: string): void;
  /** Every keystroke, for feedback that must keep up with the typing (a compile check). */
  onInput?(value: string): void;
  language?: CodeLanguage;
  /** Line breaks become spaces and Enter adds none (002 §2.6). */
  singleLine?: boolean;
  /** The height of an empty editor in px (002 §9: 30); it grows with its text up to maxHeight. */
  minHeight?: number;
  maxHeight?: number;
  invalid?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  title?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Room kept at the right for a mark drawn over the editor. */
  paddingRight?: string;
  debounceMs?: number;
}

/**
 * The code-style editor of 002 §2.6: monospace text for expressions and templates that shows every keystroke at
 * once but reports changes debounced, grows with its content (001 §9 "auto-height"), and takes variable
 * references dragged in from the variable browser, inserted where they are dropped.
 */
export function CodeEditor({
  value,
  onChange,
  onInput,
  language = 'template',
  singleLine = false,
  minHeight = CODE_EDITOR_HEIGHT,
  maxHeight = 300,
  invalid = false,
  disabled = false,
  placeholder,
  id,
  title,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  paddingRight,
  debounceMs = CODE_EDITOR_DEBOUNCE_MS,
}: CodeEditorProps) {
  const [text, setText] = useState(value);
  const [dropping, setDropping] = useState(false);
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  // The last text reported: a `value` equal to it is our own echo; any other value comes from outside (a revert).
  const reported = useRef(value);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);
  const draggingFromHere = useRef(false);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    reported.current = waiting.text;
    latestOnChange.current(waiting.text);
  }, []);
  // Gone with a change not yet reported (a tab switched, a dialog closed): report it rather than lose it.
  useEffect(() => flush, [flush]);

  useEffect(() => {
    if (value === reported.current) return;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    reported.current = value;
    setText(value);
  }, [value]);

  const edit = (next: string, caretAt?: number) => {
    setText(next);
    if (caretAt !== undefined) setCaret({ at: caretAt });
    onInput?.(next);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { text: next, timer: setTimeout(flush, debounceMs) };
  };

  // Auto-height: as tall as the text, between minHeight and maxHeight (then it scrolls).
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    const border = element.offsetHeight - element.clientHeight;
    const wanted = element.scrollHeight + border;
    element.style.height = `${Math.min(maxHeight, Math.max(minHeight, wanted))}px`;
    element.style.overflowY = wanted > maxHeight ? 'auto' : 'hidden';
  }, [text, minHeight, maxHeight]);

  useLayoutEffect(() => {
    const element = area.current;
    if (caret && element) element.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  const acceptsDrop = (event: DragEvent) =>
    !disabled && !draggingFromHere.current && event.dataTransfer.types.includes('text/plain');

  return (
    <chakra.textarea
      ref={area}
      id={id}
      title={title}
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      aria-multiline={!singleLine}
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      rows={1}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      display="block"
      w="full"
      resize="none"
      px="2"
      py="4px"
      pr={paddingRight}
      fontFamily="mono"
      fontSize="sm"
      lineHeight="20px"
      bg={dropping ? 'blue.50' : 'white'}
      color="black"
      borderWidth="1px"
      borderStyle={dropping ? 'dashed' : 'solid'}
      borderRadius="md"
      borderColor={dropping ? 'app.accent' : invalid ? 'red.500' : 'gray.300'}
      _placeholder={{ color: 'gray.500' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '1px' }}
      _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
      style={{ minHeight }}
      onChange={(event) => {
        const next = editorText(event.target.value, singleLine);
        // A replaced line break keeps the text's length, so the browser's caret is still right.
        edit(next, next === event.target.value ? undefined : event.target.selectionStart);
      }}
      onKeyDown={(event) => {
        if (singleLine && event.key === 'Enter') event.preventDefault();
      }}
      onBlur={flush}
      onDragStart={() => {
        draggingFromHere.current = true;
      }}
      onDragEnd={() => {
        draggingFromHere.current = false;
      }}
      onDragOver={(event) => {
        if (!acceptsDrop(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        setDropping(false);
        // Text moved within the editor is the browser's to move.
        if (!acceptsDrop(event)) return;
        const dropped = event.dataTransfer.getData('text/plain');
        if (dropped === '') return;
        event.preventDefault();
        const element = event.currentTarget;
        const at = offsetAtPoint(element, event.clientX, event.clientY);
        const [start, end] = at === null ? [element.selectionStart, element.selectionEnd] : [at, at];
        const result = insertAt(text, start, end, editorText(droppedText(dropped, language), singleLine));
        element.focus();
        edit(result.text, result.caret);
      }}
    />
  );
}
