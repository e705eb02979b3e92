/**
 * An object whose data is selected from a query ('SELECT data FROM…', docs/runs.md "Choosing an object's data from
 * a query"): what its Choose button says, what the chosen item makes of the object, and what the widget tells after.
 */

/** The reserved key under which the object remembers the item it was filled from (the server's `_source`). */
export const SOURCE_KEY = '_source';

/** The query a reference names, as the button calls it: `Clients(City)` → "Clients". */
export function queryLabelOf(reference: string): string {
  return reference.split(/[(|]/, 1)[0].trim();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAnswered = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Whether choosing would overwrite answers the object holds (its `_source` aside): then the widget confirms. */
export function holdsAnswers(value: unknown): boolean {
  return isRecord(value) && Object.entries(value).some(([name, each]) => name !== SOURCE_KEY && isAnswered(each));
}

/** Whether the object was filled from a query's item (then its button says Choose again). */
export function isChosen(value: unknown): boolean {
  return isRecord(value) && isRecord(value[SOURCE_KEY]);
}

/** The object's answer once an item is chosen: the item's values that fit, and where they came from. */
export function chosenObject(item: { values: Record<string, unknown>; source: unknown }): Record<string, unknown> {
  return { ...item.values, [SOURCE_KEY]: item.source };
}

/** What the widget says once an item filled the object. */
export function chosenNotice(name: string, leftOut: number): string {
  const filled = `Filled from ${name}.`;
  if (leftOut === 0) return filled;
  return leftOut === 1
    ? `${filled} 1 value did not fit this question and was left out.`
    : `${filled} ${leftOut} values did not fit this question and were left out.`;
}

/** The item the arrow keys move to in a list of `count` (from `active`, -1 for none), wrapping at the ends. */
export function movedActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** The variable's path the server finds an object by: the answer's path without list indexes (`Kids[1].Office` → `Kids.Office`). */
export function selectVariablePath(path: string): string {
  return path.replace(/\[\d+\]/g, '');
}
