/**
 * The comparisons a filter may make on a value of each type (001 §3 Param/filter `operator`), in the order the
 * operator select offers them. Types a filter cannot compare (file, object, global) have none: they are not
 * selectors.
 */
const TEXT = ['is', 'is not', 'contains', 'starts with'];
const ORDERED = ['=', '≠', '<', '≤', '>', '≥'];
const TRUE_FALSE = ['is'];
const SELECTION = ['is', 'is not', 'includes'];

const BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  text: TEXT,
  number: ORDERED,
  date: ORDERED,
  // 001 §3: true/false is stored as `checkbox`; an imported 'true/false' or 'boolean' means the same.
  checkbox: TRUE_FALSE,
  'true/false': TRUE_FALSE,
  boolean: TRUE_FALSE,
  selection: SELECTION,
};

export function operatorsFor(type: unknown): string[] {
  // Own entries only: a type named "constructor" has no operators, not Object's.
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(BY_TYPE, type) ? [...BY_TYPE[type]] : [];
}
