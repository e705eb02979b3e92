/**
 * 001 §5's name rules, with the same messages the server gives (backend/src/types/element-rules.ts), so the
 * dialogs can say what is wrong before anything is sent. The server checks again on save;
 * tests/contracts/designer-contract.spec.ts keeps the two in step.
 */
import { nameProblem } from '../../../lib/validation/element-name-rules';
import type { ElementListItem, Member, MemberKind } from './designer.types';

export {
  RESERVED_NAMES,
  NAME_REQUIRED,
  MAX_NAME_LENGTH,
  nameProblem,
} from '../../../lib/validation/element-name-rules';

export const ELEMENT_EXISTS = 'An element by this name already exists.';
export const memberExists = (kind: MemberKind) => `A ${kind} by this name already exists.`;
export const typeRequired = (kind: MemberKind) => `You must choose a type for this ${kind}.`;
export const MODEL_REQUIRED = 'Please choose the model this object is based on.';

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
