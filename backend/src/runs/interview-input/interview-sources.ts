import type { InterviewInput, InterviewModel, InterviewVariable } from '@app/templating';
import type { ElementState } from '../../types';
import { referencesOf, type InterviewSources } from './interview-input';
import {
  queryItemOptions,
  queryOptionsCall,
  queryOptionsReads,
  type QueryOptionItem,
  type QueryOptionsCall,
} from './query-options';

/** Most elements one interview may draw on (object models and tables, nested): a bound on what one open reads. */
const MAX_ELEMENTS = 200;

/**
 * The elements a model's interview refers to (its object models, theirs in turn, and its tables), loaded once each
 * through `load` (by id or name; null for none or a deleted one), as the synchronous sources buildInterviewInput
 * takes. Names are matched case aside, as the designer matches them.
 */
export async function gatherInterviewSources(
  model: ElementState,
  load: (idOrName: string) => Promise<ElementState | null>,
): Promise<InterviewSources> {
  const found = new Map<string, ElementState | null>();
  const key = (reference: string) => reference.toLowerCase();
  const queue = referencesOf(model);
  while (queue.length > 0 && found.size < MAX_ELEMENTS) {
    const reference = queue.shift()!;
    if (found.has(key(reference))) continue;
    const loaded = await load(reference);
    const element = loaded && loaded.exists && !loaded.deleted ? loaded : null;
    found.set(key(reference), element);
    if (element) {
      found.set(key(element.elementId), element);
      found.set(key(element.name), element);
      if (element.kind === 'model') queue.push(...referencesOf(element));
    }
  }
  return { element: (idOrName) => found.get(key(idOrName)) ?? null };
}

/** Who reads a query's items for an interview: the caller, or for an external user only what is open to everyone. */
export interface OptionsReader {
  userId: string | null;
  isAdmin: boolean;
}

export const optionsReaderOf = (auth: { userId: string; isAdmin: boolean; isExternal: boolean }): OptionsReader =>
  // External users have no catalog permissions: a query offers them the records of catalogs open to everyone.
  auth.isExternal ? { userId: null, isAdmin: false } : { userId: auth.userId, isAdmin: auth.isAdmin };

/**
 * The input with each query-sourced selection's `options` filled (001 §3 SELECT FROM 'a table (or query)'): its
 * query run through `runQuery` (the queries context's runner, whichever provider the query names), each item shown
 * by the option template. Run at every open and Finish, as a query's items follow its source's records; the same
 * reference runs once per call. A query that cannot run (a missing query or argument, a source the reader may not
 * read, a provider that is down) offers no options: the question says so, rather than the interview failing.
 */
export async function withQueryOptions(
  input: InterviewInput,
  runQuery: (call: QueryOptionsCall) => Promise<readonly QueryOptionItem[]>,
  answers: Record<string, unknown> = {},
): Promise<InterviewInput> {
  const locale = input.locale ?? 'en-US';
  const runs = new Map<string, Promise<QueryItems | null>>();
  const optionsOf = async (variable: InterviewVariable) => {
    const reference = variable.optionsQuery!;
    let run = runs.get(reference);
    if (!run) {
      run = queryItemsOf(reference, runQuery, answers).catch(() => null);
      runs.set(reference, run);
    }
    const found = await run;
    return found ? queryItemOptions(found.items, variable.optionTemplate, locale, found.tail) : null;
  };
  const done = new Map<InterviewModel, Promise<InterviewModel>>();
  const modelWith = (model: InterviewModel): Promise<InterviewModel> => {
    let mapped = done.get(model);
    if (!mapped) {
      mapped = (async () => {
        if (!usesQueries(model)) return model;
        const variables = await Promise.all(model.variables.map(variableWith));
        return { ...model, variables };
      })();
      done.set(model, mapped);
    }
    return mapped;
  };
  const variableWith = async (variable: InterviewVariable): Promise<InterviewVariable> => {
    if (variable.model) return { ...variable, model: await modelWith(variable.model) };
    if (!variable.optionsQuery) return variable;
    const options = (await optionsOf(variable)) ?? [];
    const reads = queryOptionsReads(variable.optionsQuery);
    return { ...variable, options, ...(reads.length > 0 ? { optionsQueryReads: reads } : {}) };
  };
  if (!usesQueries(input.model)) return input;
  return { ...input, model: await modelWith(input.model) };
}

/**
 * One query-sourced selection's options: its reference's arguments evaluated on `answers`, the query run, the
 * filters after the call applied and each item shown by the option template. Throws when the query cannot run.
 */
export async function queryOptionsFor(
  variable: Pick<InterviewVariable, 'optionsQuery' | 'optionTemplate'>,
  runQuery: (call: QueryOptionsCall) => Promise<readonly QueryOptionItem[]>,
  answers: Record<string, unknown>,
  locale: string,
): Promise<string[]> {
  const { items, tail } = await queryItemsOf(variable.optionsQuery ?? '', runQuery, answers);
  return queryItemOptions(items, variable.optionTemplate, locale, tail);
}

interface QueryItems {
  items: readonly QueryOptionItem[];
  tail: string | undefined;
}

async function queryItemsOf(
  reference: string,
  runQuery: (call: QueryOptionsCall) => Promise<readonly QueryOptionItem[]>,
  answers: Record<string, unknown>,
): Promise<QueryItems> {
  const { tail, ...call } = queryOptionsCall(reference, answers);
  return { items: await runQuery(call), tail };
}

/** The selection from a query at `path` (`Firm`, or through single objects `Client.Firm`), or null. */
export function querySelectionAt(model: InterviewModel, path: string): InterviewVariable | null {
  const [name, ...rest] = path.split('.');
  const variable = model.variables.find((each) => each.name === name);
  if (!variable) return null;
  if (rest.length === 0) return variable.optionsQuery ? variable : null;
  // A list's items have no one path: their selections are asked at the open only.
  return variable.model && !variable.isList ? querySelectionAt(variable.model, rest.join('.')) : null;
}

/** Whether a model, or a model of its objects, has a selection from a query (most have none: nothing to copy). */
function usesQueries(model: InterviewModel, seen = new Set<InterviewModel>()): boolean {
  if (seen.has(model)) return false;
  seen.add(model);
  return model.variables.some(
    (variable) =>
      variable.optionsQuery !== undefined || (variable.model !== undefined && usesQueries(variable.model, seen)),
  );
}
