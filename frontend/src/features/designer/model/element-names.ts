/**
 * 001 §5's name rules, with the same messages the server gives (backend/src/types/element-rules.ts), so the
 * dialogs can say what is wrong before anything is sent. The server checks again on save;
 * tests/contracts/designer-contract.spec.ts keeps the two in step.
 */
import type { ElementListItem, Member, MemberKind } from './designer.types';

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
export const ELEMENT_EXISTS = 'An element by this name already exists.';
export const memberExists = (kind: MemberKind) => `A ${kind} by this name already exists.`;
export const typeRequired = (kind: MemberKind) => `You must choose a type for this ${kind}.`;
export const MODEL_REQUIRED = 'Please choose the model this object is based on.';

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

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A new or renamed element's name: the rules, then unique among the workspace's elements (case aside). */
export function elementNameProblem(name: string, elements: readonly ElementListItem[], self?: string): string | null {
  return nameProblem(name) ?? (elements.some((e) => e._id !== self && same(e.name, name)) ? ELEMENT_EXISTS : null);
}

/** A new or renamed member's name: the rules, then unique among the element's members of its kind. */
export function memberNameProblem(
  kind: MemberKind,
  name: string,
  members: readonly Member[],
  self?: string,
): string | null {
  return nameProblem(name) ?? (members.some((m) => m._id !== self && same(m.name, name)) ? memberExists(kind) : null);
}
