import type { Answers, InterviewInput } from '@app/templating/interview';

/** The catalog's global info by global variable name (the open's `globals`): for the globals that have some. */
export type InterviewGlobals = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The names of the model's global variables (type `global`): their values are the catalog's, never the record's. */
export const globalNamesOf = (input: InterviewInput): string[] =>
  input.model.variables.filter((variable) => variable.type === 'global').map((variable) => variable.name);

/**
 * The answers the engine and the widgets read: the record's, with each global variable's value the catalog's global
 * info (or nothing when the catalog has none), so relevance, formulas and static text see it live as the run will.
 */
export function withGlobals(answers: Answers, names: readonly string[], globals: InterviewGlobals): Answers {
  if (names.length === 0) return answers;
  const result: Record<string, unknown> = { ...answers };
  for (const name of names) {
    const info = globals[name];
    if (info) result[name] = info;
    else delete result[name];
  }
  return result;
}

/**
 * Finish's problems without those of global variables: the catalog's global info is not the record's to answer, and
 * missing info never holds Finish back (the server decides the same way).
 */
export function withoutGlobalProblems<P extends { path: string }>(
  problems: readonly P[],
  names: readonly string[],
): P[] {
  if (names.length === 0) return [...problems];
  const globals = new Set(names);
  return problems.filter((problem) => !globals.has(problem.path.split(/[.[]/, 1)[0]));
}
