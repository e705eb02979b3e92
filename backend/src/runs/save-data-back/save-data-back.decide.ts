import type { InterviewModel, InterviewVariable } from '@app/templating';
import type { RunEvent } from '../run.events';
import type { RunState } from '../run.state';
import { changedValues, objectSourceOf, SOURCE_KEY, type ObjectSource } from '../select-data/select-data-rules';

/** An object of the run's answers read from a query's item, and the values the person changed since. */
export interface ObjectToSaveBack {
  /** Its path in the answers: `Client`, `Matter.Client`, `Offices[2]`. */
  path: string;
  source: ObjectSource;
  /** The changed values by name (null: cleared); never empty. */
  changed: Record<string, unknown>;
}

const isObjectType = (variable: InterviewVariable) => variable.type === 'object' || variable.type === 'global';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values of the object's model's variables (what was read is compared with what is answered now). */
function answered(model: InterviewModel | undefined, value: Record<string, unknown>): Record<string, unknown> {
  const { [SOURCE_KEY]: _source, ...values } = value;
  if (!model) return values;
  const names = new Set(model.variables.map((variable) => variable.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

/**
 * The objects of the answers (single objects, nested ones, and the items of lists of objects) that came from a
 * query's item (`_source`) and whose values the person changed, in the order of the model's variables. A global
 * object is the catalog's global info, never the record's: left out. Objects nested in chosen ones are walked too.
 */
export function objectsToSaveBack(
  model: InterviewModel,
  values: Readonly<Record<string, unknown>>,
  prefix = '',
  depth = 0,
): ObjectToSaveBack[] {
  if (depth > 8) return [];
  const found: ObjectToSaveBack[] = [];
  const visit = (variable: InterviewVariable, value: unknown, path: string) => {
    if (!isRecord(value)) return;
    const source = objectSourceOf(value);
    if (source) {
      const changed = changedValues(source.values, answered(variable.model, value));
      if (Object.keys(changed).length > 0) found.push({ path, source, changed });
    }
    if (variable.model) found.push(...objectsToSaveBack(variable.model, value, `${path}.`, depth + 1));
  };
  for (const variable of model.variables) {
    if (!isObjectType(variable) || variable.type === 'global') continue;
    const value = values[variable.name];
    const path = `${prefix}${variable.name}`;
    if (variable.isList && Array.isArray(value))
      value.forEach((item, index) => visit(variable, item, `${path}[${index}]`));
    else if (!variable.isList) visit(variable, value, path);
  }
  return found;
}

export type SaveBackOutcome =
  | { path: string; source: ObjectSource; fields: string[]; merged: boolean }
  | { path: string; source: ObjectSource; reason: string };

/**
 * What a completed run records for one object: saved (the fields) or not (why). Once per object and run: a run
 * handed over again (a restart) records nothing new for an object already told.
 */
export function decideSaveBack(runId: string, outcome: SaveBackOutcome, state: RunState): RunEvent[] {
  if (state.status !== 'completed' || state.savedBack[outcome.path]) return [];
  const { query, provider, source, id } = outcome.source;
  const to = { runId, path: outcome.path, query, provider, source, id };
  if ('reason' in outcome)
    return [{ type: 'RunDataSaveBackFailed', data: { ...to, reason: outcome.reason.slice(0, 2000) || 'No reason.' } }];
  return [{ type: 'RunDataSavedBack', data: { ...to, fields: outcome.fields, merged: outcome.merged } }];
}
