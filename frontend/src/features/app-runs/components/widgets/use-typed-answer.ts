import { useCallback, useEffect, useRef, useState } from 'react';
import { INTERVIEW_NEXT_EVENT, useInterview } from '../../model/interview-context';
import type { WidgetVariable } from '../../model/widgets/widget-kind';

/** INTERVIEW §5: typed text commits after this long without typing, or on blur. */
export const TYPING_IDLE_MS = 400;

/**
 * A typed answer (text, number, date, a hybrid's free text): what the box shows is kept here while typing; each
 * keystroke is a `change`, and the answer is committed 400 ms after the last keystroke or on blur, where the
 * field's check runs too. Enter in a one-line field commits and asks for the next screen (not inside a dialog,
 * where Enter means Done). An answer changed elsewhere (another tab, "Use theirs") shows once the box is not being
 * edited.
 */
export function useTypedAnswer<T>({
  path,
  variable,
  stored,
  toText,
  fromText,
}: {
  path: string;
  variable: WidgetVariable;
  /** The answer as the interview holds it. */
  stored: unknown;
  toText(value: unknown): string;
  /** The answer to store for a text; undefined for no answer. */
  fromText(text: string): T | undefined;
}) {
  const interview = useInterview();
  const [text, setText] = useState(() => toText(stored));
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastCommitted = useRef<unknown>(stored);
  // The latest of everything the timer may need, so that a commit after 400 ms sends the latest text.
  const latest = useRef({ interview, text, fromText });
  latest.current = { interview, text, fromText };

  useEffect(() => {
    if (!editing.current && !sameAnswer(stored, lastCommitted.current)) {
      lastCommitted.current = stored;
      setText(toText(stored));
    }
  }, [stored, toText]);

  const commitNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { interview: current, text: typed, fromText: parse } = latest.current;
    const value = parse(typed);
    if (sameAnswer(value, lastCommitted.current)) return value;
    lastCommitted.current = value;
    current.commit(path, value);
    return value;
  }, [path]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onText = (next: string) => {
    editing.current = true;
    setText(next);
    interview.change(path, fromText(next));
    clearTimeout(timer.current);
    timer.current = setTimeout(commitNow, TYPING_IDLE_MS);
  };

  /** Commits and checks; `reformat` shows the answer as stored (a typed date as the locale writes it). */
  const onBlur = ({ reformat = false }: { reformat?: boolean } = {}) => {
    editing.current = false;
    const value = commitNow();
    interview.check(path, variable, value);
    if (reformat) setText(toText(value));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.currentTarget instanceof HTMLTextAreaElement) return;
    const value = commitNow();
    interview.check(path, variable, value);
    // In a dialog Enter submits its form (Done); on the page it asks for the next screen. A box with suggestions
    // takes Enter to pick one: leaving the screen then would surprise.
    if (event.currentTarget.closest('[role="dialog"]') || event.currentTarget.hasAttribute('list')) return;
    event.preventDefault();
    event.currentTarget.dispatchEvent(new CustomEvent(INTERVIEW_NEXT_EVENT, { bubbles: true }));
  };

  return { text, onText, onBlur, onKeyDown, commitNow };
}

const sameAnswer = (a: unknown, b: unknown) =>
  a === b || (a !== null && b !== null && typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));
