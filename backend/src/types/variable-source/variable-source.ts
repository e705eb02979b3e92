import type { Member } from '../element.events';
import type { ElementState } from '../element.state';

/** 001 §5: the query reference syntax `queryName(args,{optional:value})|map:x`: the element is the name before `(`. */
const referencedName = (reference: string): string => reference.split(/[(|]/, 1)[0].trim();

/**
 * The element a variable's values come from (001 §7 "helps/evaluate": the id of the resulting element): the model
 * of an object or global variable (its `typeDef`, else its `typeName`), or the table or query a selection takes
 * its options from (`options`: `Name` or `Name()`). Null when the variable draws on no element, or on one that is
 * not a live element of the workspace.
 */
export function variableSource(variable: Member, elements: readonly ElementState[]): ElementState | null {
  const live = elements.filter((element) => element.exists && !element.deleted);
  const byId = (id: unknown) => (typeof id === 'string' ? live.find((element) => element.elementId === id) : undefined);
  const byName = (name: unknown) =>
    typeof name === 'string' && name.trim() !== ''
      ? live.find((element) => element.name.toLowerCase() === referencedName(name).toLowerCase())
      : undefined;
  if (variable.type === 'object' || variable.type === 'global') {
    return byId(variable.typeDef) ?? byName(variable.typeName) ?? null;
  }
  if (variable.type === 'selection' && variable.typeOfVariable === 'aTable') return byName(variable.options) ?? null;
  return null;
}
