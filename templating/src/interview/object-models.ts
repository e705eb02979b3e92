import type { ObjectModel } from '../expression/scope';
import type { InterviewModel } from './interview.types';

const mapped = new WeakMap<InterviewModel, Readonly<Record<string, ObjectModel>>>();

/**
 * The models of a model's object variables (objects, global objects and lists of them) as the engine's scopes take
 * them (`ScopeOptions.objects`), so that `Client.FullName`, and `FullName` in a list of Persons, read Person's formula.
 * Mapped once per model: relevance runs on every answer. The interview input breaks model cycles (a Person's Spouse
 * met again has no variables), so the walk ends.
 */
export function objectModelsOf(model: InterviewModel): Readonly<Record<string, ObjectModel>> {
  const known = mapped.get(model);
  if (known) return known;
  const objects: Record<string, ObjectModel> = {};
  for (const variable of model.variables) {
    if (!variable.model || (variable.type !== 'object' && variable.type !== 'global')) continue;
    objects[variable.name] = { formulas: variable.model.formulas, objects: objectModelsOf(variable.model) };
  }
  mapped.set(model, objects);
  return objects;
}
