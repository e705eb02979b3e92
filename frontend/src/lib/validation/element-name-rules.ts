/**
 * 001 §5's element name rules, with the same messages the server gives (backend/src/types/element-rules.ts): a
 * model's name, and a catalog's (a catalog of type 'new' makes a model of its name), are checked as people type.
 * The server checks again; tests/contracts/designer-contract.spec.ts keeps the two in step.
 */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  'true',
  'false',
  'null',
  'undefined',
  'this',
  'if',
  'elseif',
  'else',
  'endif',
  'list',
  'endlist',
  'in',
  'and',
  'or',
  'not',
]);

export const NAME_REQUIRED = 'Please provide a name.';
export const MAX_NAME_LENGTH = 100;

/** 001 §5: text, non-empty, a letter first, then letters, digits and underscores; not a reserved word. */
export function nameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim().length === 0) return NAME_REQUIRED;
  if (/\s/.test(name)) return 'A name cannot contain spaces.';
  if (!/^[A-Za-z]/.test(name)) return 'A name must start with a letter.';
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) return 'A name may only contain letters, digits and underscores.';
  if (RESERVED_NAMES.has(name.toLowerCase())) return `"${name}" is a reserved word; choose another name.`;
  if (name.length > MAX_NAME_LENGTH) return `A name is at most ${MAX_NAME_LENGTH} characters.`;
  return null;
}
