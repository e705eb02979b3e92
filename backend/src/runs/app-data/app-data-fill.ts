import { validateAnswer, type InterviewVariable } from '@app/templating';

/** What one query item gives a record when it is chosen as the app's data (001 §3 App `selectFrom`). */
export interface AppDataFill {
  /** The item's values that fit the record's model, by the model's variable names. */
  values: Record<string, unknown>;
  /** The item's values left out: no variable of that name, a global, or a value the variable refuses. */
  leftOut: string[];
}

/**
 * The answers an item fills: each of its values whose name is a variable of the record's model (case aside, as the
 * designer matches names), kept only when the interview engine's validateAnswer accepts it for that variable, so
 * nothing the interview would refuse is stored. Globals are the catalog's, never a record's answers; empty values
 * fill nothing (they would only clear an answer).
 */
export function fillFromItem(
  variables: readonly InterviewVariable[],
  itemValues: Readonly<Record<string, unknown>>,
): AppDataFill {
  const byName = new Map(variables.map((variable) => [variable.name.toLowerCase(), variable]));
  const fill: AppDataFill = { values: {}, leftOut: [] };
  for (const [name, value] of Object.entries(itemValues)) {
    if (value === null || value === undefined || value === '') continue;
    const variable = byName.get(name.toLowerCase());
    const fits = variable && variable.type !== 'global' && validateAnswer(variable, value) === null;
    if (fits) fill.values[variable.name] = value;
    else fill.leftOut.push(name);
  }
  return fill;
}

/** Whether the interview starts with the "Choose" step (docs/runs.md "An app's data from a query"). */
export type AppDataStart = 'none' | 'ask';

/**
 * An app with 'SELECT data FROM...' asks for its item on a new record, and on a record each time it opens, unless
 * 'Select only once' is on and the record already took its data from that app.
 */
export function appDataStart(
  app: { selectFrom?: unknown; selectOnce?: unknown },
  record: { isNew: boolean; selectedBefore: boolean },
): AppDataStart {
  if (typeof app.selectFrom !== 'string' || app.selectFrom.trim() === '') return 'none';
  if (record.isNew) return 'ask';
  return app.selectOnce === true && record.selectedBefore ? 'none' : 'ask';
}
