import { validateAnswer, type InterviewModel, type InterviewVariable } from '@app/templating';

/**
 * The reserved key under which an object chosen from a query remembers where it came from (docs/runs.md "Choosing
 * an object's data from a query"): the query, the item's id, the provider and source it was read from, and the
 * values read (what the object held when it was filled, to tell later what the person changed).
 */
export const SOURCE_KEY = '_source';

export interface ObjectSource {
  query: string;
  id: string;
  provider: string;
  source: string;
  values: Record<string, unknown>;
}

const isObjectType = (variable: InterviewVariable) => variable.type === 'object' || variable.type === 'global';

/**
 * The object (or list of objects) at `path` whose 'SELECT data FROM...' names a query: its name, or through objects
 * `Matter.Client` (and lists of them, without indexes: `Offices.Client`). Null when there is none there.
 */
export function objectSelectionAt(model: InterviewModel, path: string): InterviewVariable | null {
  const [name, ...rest] = path.split('.');
  const variable = model.variables.find((each) => each.name === name);
  if (!variable || !isObjectType(variable)) return null;
  if (rest.length === 0) return variable.selectQuery && variable.model ? variable : null;
  // Through a list too (`Offices.Client`): every item's object selects from the same query on the same answers.
  return variable.model ? objectSelectionAt(variable.model, rest.join('.')) : null;
}

const isAbsent = (value: unknown) => value === undefined || value === null;

/**
 * The values of an item that fill an object of `model`: those named as the model's variables and fitting them as
 * the interview checks answers (validateAnswer: type, pattern, minimum, maximum, listed options). Values of other
 * names are not the object's (ignored); a value that does not fit its variable is left out, and named in `leftOut`
 * so the widget can say how many were.
 */
export function valuesThatFit(
  model: InterviewModel,
  values: Readonly<Record<string, unknown>>,
): { values: Record<string, unknown>; leftOut: string[] } {
  const fit: Record<string, unknown> = {};
  const leftOut: string[] = [];
  for (const variable of model.variables) {
    if (!Object.hasOwn(values, variable.name)) continue;
    const value = values[variable.name];
    if (isAbsent(value)) continue;
    if (validateAnswer(variable, value) === null) fit[variable.name] = value;
    else leftOut.push(variable.name);
  }
  return { values: fit, leftOut };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What the person changed in an object filled from a query: each value that differs from what was read
 * (`_source.values`), a cleared one as null. Only names that were read, or are answered now, count; the reserved
 * `_source` never does. Empty: nothing to save back.
 */
export function changedValues(
  read: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  const names = new Set([...Object.keys(read), ...Object.keys(current)]);
  names.delete(SOURCE_KEY);
  for (const name of names) {
    if (!same(read[name], current[name])) changed[name] = current[name] ?? null;
  }
  return changed;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object's `_source` when it is well formed, else null (an answer saved by hand may hold anything). */
export function objectSourceOf(value: unknown): ObjectSource | null {
  if (!isRecord(value) || !isRecord(value[SOURCE_KEY])) return null;
  const source = value[SOURCE_KEY];
  const texts = ['query', 'id', 'provider', 'source'] as const;
  if (!texts.every((key) => typeof source[key] === 'string' && source[key] !== '')) return null;
  if (!isRecord(source.values)) return null;
  return source as unknown as ObjectSource;
}
