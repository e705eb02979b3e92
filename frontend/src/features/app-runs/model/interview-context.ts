import React from 'react';
import type { Answers, InterviewVariable, Relevance } from '@app/templating/interview';

/**
 * What the interview page gives its widgets: the answers, what is shown, field messages and the ways to change
 * answers. The page owns saving and relevance; the widgets only read this and call back (lead's contract).
 */
export interface InterviewContextValue {
  /** The current answers (committed + typed). */
  answers: Answers;
  /** relevance(input, answers) of the current answers. */
  shown: Relevance;
  /** Field messages by path ('Name', 'Client.Name', 'Kids[1].Age'). */
  errors: ReadonlyMap<string, string>;
  /** Locked by another user. */
  readOnly: boolean;
  /**
   * A record's interview: the catalog's global info by global variable (the open's `globals`). A global variable's
   * question then shows it read-only ("From the catalog's global info"); absent, globals are asked as objects.
   */
  globals?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  external: boolean;
  /**
   * The workspace's locale (the open's `input.locale`; en-US when it has none): the order the date text box reads
   * dates in, and how static text and option templates write dates and numbers, as the run will.
   */
  locale?: string;
  /**
   * Where a record's interview runs, for objects whose data is selected from a query ('SELECT data FROM…'): their
   * Choose dialog asks the server for the query's items there. Absent (a global-info app's answers), no Choose.
   */
  selectPlace?: { tenancy: string; catalog: string; recordId: string | null; app: string };
  /** Every keystroke (no relevance run). */
  change(path: string, value: unknown): void;
  /** A committed answer: choices at once, text on blur or after 400 ms of no typing (INTERVIEW §5). */
  commit(path: string, value: unknown): void;
  /** Field checks on blur (pattern, range, date): sets/clears the field's message. */
  check(path: string, variable: InterviewVariable, value: unknown): void;
  /** Upload a file answer: resolves to the value to commit ({ name, size, sha256, contentType }). */
  upload(file: File): Promise<unknown>;
  /** Paths whose answers someone else changed ("Updated by Jane"), with the name. */
  updatedBy: ReadonlyMap<string, string>;
  /**
   * The relevance of answers not committed yet (a popup's draft object, a new list item): the page's
   * `(answers) => relevance(input, answers, plan)`. Without it a draft shows the fields the current answers make
   * relevant, and a new item every asked field of its model.
   */
  relevanceFor?(answers: Answers): Relevance;
}

/**
 * Enter in a one-line field asks for the next screen (INTERVIEW §3): the field dispatches this bubbling DOM event,
 * after committing its answer, and the page listens for it on its main element.
 */
export const INTERVIEW_NEXT_EVENT = 'interview:next';

/**
 * Show and focus a field that may sit in a closed popup or accordion panel (an error summary link): dispatched on
 * window with `detail: { path }` by revealField (model/widgets/reveal-field.ts); the object widgets holding the
 * path open and focus it.
 */
export const INTERVIEW_REVEAL_EVENT = 'interview:reveal';

export const InterviewContext = React.createContext<InterviewContextValue | null>(null);

export function useInterview(): InterviewContextValue {
  const value = React.useContext(InterviewContext);
  if (!value) throw new Error('useInterview is used outside an InterviewContext provider');
  return value;
}
