import type { ElementChange, Member } from './element.events';
import type { ElementState } from './element.state';
import { effectiveChange } from './element-values';

const renamedList = (list: unknown, from: string, to: string) =>
  Array.isArray(list) ? list.map((name) => (name === from ? to : name)) : list;

/** One stored cell with the variable's old name replaced: as its question, and in a with-questions list. */
function renamedCell(cell: unknown, from: string, to: string): unknown {
  if (typeof cell !== 'object' || cell === null) return cell;
  const next: Record<string, unknown> = { ...(cell as Record<string, unknown>) };
  if (next.class !== 'static' && next.content === from) {
    next.content = to;
    if (next.id === `q-${from}`) next.id = `q-${to}`;
  }
  if (next.list !== undefined) next.list = renamedList(next.list, from, to);
  return next;
}

const renamedRows = (rows: unknown, from: string, to: string) =>
  Array.isArray(rows)
    ? rows.map((row) => (Array.isArray(row) ? row.map((cell) => renamedCell(cell, from, to)) : row))
    : rows;

/**
 * A layout names its questions by variable name (001 §3 "Layout cell: content (variable name…)"), so renaming a
 * variable carries its cells along in the same version: without it the question would drop out of its place and
 * come back at the end of the layout. Expressions (a cell's visibility condition) are left as written, as
 * formulas and templates are: the data-loss warning tells the author.
 */
export function layoutChangesForRename(state: ElementState, from: string, to: string): ElementChange[] {
  const changes: ElementChange[] = [];
  for (const layout of state.members.layout) {
    const change = effectiveChange(layout, { rows: renamedRows(layout.rows, from, to) });
    if (change) changes.push({ action: 'update', kind: 'layout', memberId: layout._id, name: layout.name, ...change });
  }
  return changes;
}

/** The variable an update renamed, as `[from, to]`, or null. */
export function variableRename(change: ElementChange, before: readonly Member[]): [string, string] | null {
  if (change.action !== 'update' || change.kind !== 'variable' || typeof change.set.name !== 'string') return null;
  const from = before.find((member) => member._id === change.memberId)?.name;
  return from !== undefined && from !== change.set.name ? [from, change.set.name] : null;
}
