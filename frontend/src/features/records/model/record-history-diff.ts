/**
 * The History dialog's comparison, pure: a version's values against the record now, one row per variable that
 * differs, each value written as text a person reads (lists one item a line, objects one "name: value" a line),
 * so that the word diff (lib/word-diff) shows what changed inside long texts, lists and objects alike.
 */
import { sides, wordDiff, type DiffSegment } from '../../../lib/word-diff';
import type { FieldDiff } from './record-history-types';

export interface DiffRow {
  name: string;
  /** The value at that version as text; null when it had none. */
  before: string | null;
  /** The value now as text; null when it has none. */
  after: string | null;
  /**
   * Word by word, when both sides have a value: `before` keeps the deleted words, `after` the inserted ones.
   * Absent when one side has no value (the other is then shown whole, as removed or added).
   */
  words?: { before: DiffSegment[]; after: DiffSegment[] };
}

/** "Alice" stays as it is; a list or object inside another is written on one line. */
function inline(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (typeof value === 'object')
    return `{ ${Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${inline(item)}`)
      .join(', ')} }`;
  return String(value);
}

/**
 * A value as text: null or undefined (no value) is null; text as it is; numbers and true/false as written; a list
 * one item a line ("• item"), an object one variable a line ("Street: Main St"), an empty list or object says so.
 */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return value.length === 0 ? '(empty list)' : value.map((item) => `• ${inline(item)}`).join('\n');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length === 0 ? '(no values)' : entries.map(([key, item]) => `${key}: ${inline(item)}`).join('\n');
  }
  return String(value);
}

/** JSON-like values compared by content, object keys in any order (as the server compares them). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a ?? null) === null && (b ?? null) === null) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].every((key) => sameValue(left[key], right[key]));
}

/** The rows of a comparison: the variables that differ only, by name, each with its word diff where both exist. */
export function diffRows(diffs: readonly FieldDiff[]): DiffRow[] {
  return diffs
    .filter((diff) => !sameValue(diff.before, diff.after))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((diff) => {
      const before = displayValue(diff.before);
      const after = displayValue(diff.after);
      return before !== null && after !== null
        ? { name: diff.name, before, after, words: sides(wordDiff(before, after)) }
        : { name: diff.name, before, after };
    });
}

/** What the comparison says when the version's values are the record's values now. */
export const SAME_AS_NOW = 'This version has the same values as the record now: there is nothing to restore.';
