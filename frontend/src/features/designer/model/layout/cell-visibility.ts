import type { LayoutCell } from './layout.types';

/**
 * 001 §2: a cell shows always, when a condition holds (`expr`), or with the questions of some variables (`list`).
 * Which one is told by which property the cell has; changing the mode clears the other setting.
 */
export type VisibilityMode = 'always' | 'condition' | 'questions';

export const VISIBILITY_LABELS: Record<VisibilityMode, string> = {
  always: 'Always',
  condition: 'When condition',
  questions: 'With questions',
};

export function visibilityOf(cell: LayoutCell): VisibilityMode {
  if (cell.list !== undefined) return 'questions';
  if (cell.expr !== undefined) return 'condition';
  return 'always';
}

export function withVisibility(cell: LayoutCell, mode: VisibilityMode): LayoutCell {
  if (visibilityOf(cell) === mode) return cell;
  const { expr: _expr, list: _list, ...rest } = cell;
  if (mode === 'condition') return { ...rest, expr: '' };
  if (mode === 'questions') return { ...rest, list: [] };
  return rest;
}

/** Adds a variable to a with-questions list, once. */
export const addToList = (cell: LayoutCell, name: string): LayoutCell =>
  cell.list?.includes(name) || !name ? cell : { ...cell, list: [...(cell.list ?? []), name] };

export const removeFromList = (cell: LayoutCell, name: string): LayoutCell => ({
  ...cell,
  list: (cell.list ?? []).filter((other) => other !== name),
});

/** 001 §2's confirmation, verbatim. */
export const removeQuestionPrompt = (name: string) => `Are you sure you want to remove ${name}?`;

/** The search box: cells whose content holds the text, case aside (everything matches an empty search). */
export const cellMatches = (cell: LayoutCell, search: string) =>
  !search.trim() || cell.content.toLowerCase().includes(search.trim().toLowerCase());
