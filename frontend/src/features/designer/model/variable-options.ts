/**
 * 001 §2–§3: where a selection's options (SELECT FROM) and a text's answer suggestions (ANSWER SUGGESTIONS) come
 * from, and the fixed lists themselves (`_options`: a JSON array of strings) as the list editor edits them.
 */
import type { Member } from './designer.types';

// ---------------------------------------------------------------------------------------------------------------
// Sources

export interface SourceChoice<T extends string> {
  value: T;
  label: string;
}

/** Reads the source stored under `key` as one of `choices`; nothing stored, or anything else, is the first. */
const sourceOf =
  <T extends string>(key: string, choices: readonly SourceChoice<T>[]) =>
  (member: Member): T =>
    choices.find((choice) => choice.value === member[key])?.value ?? choices[0].value;

/** 001 §3 `typeOfVariable`: where a selection's options come from. */
export type SelectSource = 'anOptionListedBelow' | 'aTable' | 'userData';
export const SELECT_SOURCES: readonly SourceChoice<SelectSource>[] = [
  { value: 'anOptionListedBelow', label: 'options listed below' },
  { value: 'aTable', label: 'a table (or query)' },
  { value: 'userData', label: 'user data list expression' },
];
export const selectSourceOf = sourceOf('typeOfVariable', SELECT_SOURCES);

/** 001 §3 `suggestion`: where a text variable's answer suggestions come from. */
export type SuggestionSource = 'none' | 'fixed' | 'expression';
export const SUGGESTION_SOURCES: readonly SourceChoice<SuggestionSource>[] = [
  { value: 'none', label: 'None' },
  { value: 'fixed', label: 'Fixed values defined below' },
  { value: 'expression', label: 'Values defined somewhere else' },
];
export const suggestionSourceOf = sourceOf('suggestion', SUGGESTION_SOURCES);

// ---------------------------------------------------------------------------------------------------------------
// Suggestion and option lists (`_options`: a JSON array of strings)

/** The list a variable holds in `_options`, whether stored as a JSON string or an array; anything else is empty. */
export function parseOptionList(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? dedupe(list.filter((item): item is string => typeof item === 'string')) : [];
}

export const serializeOptionList = (list: readonly string[]): string | null =>
  list.length === 0 ? null : JSON.stringify(list);

const clean = (value: string) => value.trim();

/** Keeps the first of equal entries (after trimming) and drops empty ones. */
export function dedupe(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of list) {
    const value = clean(raw);
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    result.push(value);
  }
  return result;
}

export const ENTRY_EMPTY = 'Type a value first.';
export const ENTRY_EXISTS = 'This value is already in the list.';

/** Why a value cannot join the list (or replace entry `index`): empty, or already there. */
export function entryProblem(list: readonly string[], value: string, index?: number): string | null {
  const wanted = clean(value);
  if (wanted === '') return ENTRY_EMPTY;
  return list.some((entry, i) => i !== index && entry === wanted) ? ENTRY_EXISTS : null;
}

/** Adds a value at the end; an empty value or one already listed changes nothing. */
export const addEntry = (list: readonly string[], value: string): string[] =>
  entryProblem(list, value) ? [...list] : [...list, clean(value)];

/** Replaces entry `index`; an empty value or another entry's value changes nothing. */
export const editEntry = (list: readonly string[], index: number, value: string): string[] =>
  entryProblem(list, value, index) || index < 0 || index >= list.length
    ? [...list]
    : list.map((entry, i) => (i === index ? clean(value) : entry));

export const removeEntry = (list: readonly string[], index: number): string[] => list.filter((_, i) => i !== index);

/** Moves entry `from` to position `to` (a drag, or one step up or down), clamped to the list. */
export function moveEntry(list: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(target, 0, entry);
  return next;
}
