import type { Answers, InterviewInput, InterviewModel, InterviewVariable } from '@app/templating/interview';

/** A selection from a query whose arguments read answers: where it is and which top-level answers it reads. */
export interface LiveQuerySelection {
  /** Its name, through single objects (`Client.Firm`), as the options route names it. */
  path: string;
  reads: readonly string[];
}

/**
 * The selections whose options the server must give again when answers change (`Clients(City)`): those the open
 * marked with `optionsQueryReads`, at the top level and in single objects. A list's items have no one path, so their
 * selections keep the options of the open.
 */
export function liveQuerySelections(model: InterviewModel, prefix = '', depth = 0): LiveQuerySelection[] {
  if (depth > 10) return [];
  const found: LiveQuerySelection[] = [];
  for (const variable of model.variables) {
    if (variable.optionsQuery && variable.optionsQueryReads && variable.optionsQueryReads.length > 0)
      found.push({ path: prefix + variable.name, reads: variable.optionsQueryReads });
    else if (variable.model && !variable.isList)
      found.push(...liveQuerySelections(variable.model, `${prefix}${variable.name}.`, depth + 1));
  }
  return found;
}

/**
 * The answers a selection's arguments read, and only those: what the browser sends (nothing else of the interview
 * leaves the page for this), and, as text, the key that says when to ask again.
 */
export function readAnswers(answers: Answers, reads: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of [...reads].sort())
    if (Object.prototype.hasOwnProperty.call(answers, name) && answers[name] !== undefined)
      picked[name] = answers[name];
  return picked;
}

/**
 * The input with fresh options for the selections the server answered (`options` by path), so the widgets, the
 * field checks and Finish's check all judge the same list. The input is handed back unchanged when nothing is new.
 */
export function withLiveOptions(
  input: InterviewInput,
  options: ReadonlyMap<string, readonly string[]>,
): InterviewInput {
  if (options.size === 0) return input;
  const model = modelWith(input.model, options, '');
  return model === input.model ? input : { ...input, model };
}

function modelWith(model: InterviewModel, options: ReadonlyMap<string, readonly string[]>, prefix: string) {
  let changed = false;
  const variables = model.variables.map((variable): InterviewVariable => {
    const path = prefix + variable.name;
    const fresh = options.get(path);
    if (fresh && variable.optionsQuery && !sameList(fresh, variable.options)) {
      changed = true;
      return { ...variable, options: fresh };
    }
    if (variable.model && !variable.isList) {
      const inner = modelWith(variable.model, options, `${path}.`);
      if (inner !== variable.model) {
        changed = true;
        return { ...variable, model: inner };
      }
    }
    return variable;
  });
  return changed ? { ...model, variables } : model;
}

const sameList = (a: readonly string[], b: readonly string[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((item, index) => item === b[index]);
