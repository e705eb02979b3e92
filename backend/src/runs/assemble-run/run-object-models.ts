import type { ObjectModel } from '@app/templating';
import type { ElementState, Member } from '../../types';
import { formulaSource } from './run-scope';

/** Most object models one run pins (nested ones included), as an interview draws on at most 200 elements. */
export const MAX_OBJECT_MODELS = 200;

const isObjectType = (type: unknown) => type === 'object' || type === 'global';
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** What an object variable names as its model: its `typeDef` (an element id, or a name), else its `typeName`. */
function referencesOf(variable: Member): string[] {
  if (!isObjectType(variable.type)) return [];
  return [text(variable.typeDef), text(variable.typeName)].filter((reference) => reference !== undefined);
}

/**
 * The object models a model refers to (its object variables' models, theirs in turn), each loaded once through
 * `load` (by id or name; null for none) at its latest version: what a new run pins in RunStarted `models`. The run's
 * own model, when an object variable names it (a Matter's Parent), is pinned at the run's model version.
 */
export async function pinObjectModels(
  model: ElementState,
  load: (idOrName: string) => Promise<ElementState | null>,
): Promise<Record<string, number>> {
  const pins: Record<string, number> = {};
  const tried = new Set<string>();
  const queue = [model];
  while (queue.length > 0) {
    const element = queue.shift()!;
    for (const variable of element.members.variable) {
      for (const reference of referencesOf(variable)) {
        const key = reference.toLowerCase();
        if (tried.has(key) || Object.keys(pins).length >= MAX_OBJECT_MODELS) continue;
        tried.add(key);
        const found = await load(reference);
        if (!found || !found.exists || found.deleted || found.kind !== 'model') continue;
        // Resolved: the variable's other reference (its typeName) need not be looked up.
        if (pins[found.elementId] === undefined) {
          const own = found.elementId === model.elementId;
          pins[found.elementId] = own ? model.version : found.version;
          if (!own) queue.push(found);
        }
        break;
      }
    }
  }
  return pins;
}

/** A model's formulas as the engine takes them (a list formula's items as one list expression). */
function formulasOf(element: ElementState): Record<string, string> {
  const formulas: Record<string, string> = {};
  for (const formula of element.members.formula) {
    const source = formulaSource(formula);
    if (source.trim() !== '') formulas[formula.name] = source;
  }
  return formulas;
}

/**
 * The engine's object models (`ScopeOptions.objects`) of `model`'s object variables, from the elements the run
 * pinned, folded at their pinned versions: a variable whose model is not among them (a run started before object
 * models were pinned, an element deleted by then) gives its objects no formulas, as such runs were assembled.
 * A model met again (a Person's Spouse is a Person) is the same object, so the engine follows it lazily.
 */
export function runObjectModels(
  model: ElementState,
  pinned: readonly ElementState[],
): Readonly<Record<string, ObjectModel>> {
  const byReference = new Map<string, ElementState>();
  for (const element of pinned) {
    byReference.set(element.elementId.toLowerCase(), element);
    if (!byReference.has(element.name.toLowerCase())) byReference.set(element.name.toLowerCase(), element);
  }
  const mapped = new Map<string, { formulas: Record<string, string>; objects: Record<string, ObjectModel> }>();
  const objectsOf = (element: ElementState): Record<string, ObjectModel> => {
    const objects: Record<string, ObjectModel> = {};
    for (const variable of element.members.variable) {
      const found = referencesOf(variable)
        .map((reference) => byReference.get(reference.toLowerCase()))
        .find((each) => each !== undefined);
      if (found) objects[variable.name] = modelOf(found);
    }
    return objects;
  };
  const modelOf = (element: ElementState): ObjectModel => {
    const known = mapped.get(element.elementId);
    if (known) return known;
    const objectModel = { formulas: formulasOf(element), objects: {} as Record<string, ObjectModel> };
    mapped.set(element.elementId, objectModel);
    Object.assign(objectModel.objects, objectsOf(element));
    return objectModel;
  };
  return objectsOf(model);
}
