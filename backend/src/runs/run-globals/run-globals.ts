/**
 * A record's global variables (type `global`, 002 §2.2) take their values from the catalog's global info, never from
 * the record: these pure helpers put the info in place of whatever the record holds, for assembly, the interview's
 * relevance and Finish's check alike (docs/runs.md "Global info in record runs").
 */

/** The catalog's global info by global variable name: its values, for the globals that have some. */
export type GlobalValues = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** The names of a model's global variables (its own variables of type `global`; those of object models are not). */
export const globalNamesOf = (variables: readonly { name: string; type?: unknown }[]): string[] =>
  variables.filter((variable) => variable.type === 'global').map((variable) => variable.name);

/**
 * The values with each global variable's value the catalog's global info, or nothing when the catalog has none: a
 * value the record still holds for a global (saved before globals were read from the catalog) is never read.
 */
export function withGlobals(
  values: Readonly<Record<string, unknown>>,
  names: readonly string[],
  globals: GlobalValues,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...values };
  for (const name of names) {
    const info = globals[name];
    if (info) result[name] = { ...info };
    else delete result[name];
  }
  return result;
}

/** The values without the global variables': what is the record's own to answer. */
export function withoutGlobals(
  values: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...values };
  for (const name of names) delete result[name];
  return result;
}

/** The variable a path starts at: `Firm` for `Firm.Name`, `Kids` for `Kids[0].Age`. */
export const topLevelName = (path: string): string => path.split(/[.[]/, 1)[0];

/**
 * Finish's problems without those of global variables: their values are the catalog's, not the record's to answer,
 * so missing or unfit global info never holds a record's Finish back (templates then see nothing).
 */
export function withoutGlobalProblems<P extends { path: string }>(
  problems: readonly P[],
  names: readonly string[],
): P[] {
  if (names.length === 0) return [...problems];
  const globals = new Set(names);
  return problems.filter((problem) => !globals.has(topLevelName(problem.path)));
}

/**
 * Whether the global info a run read has changed since: a global whose version now is not the one the run pinned.
 * A run from before globals were read pinned none, and is never out of date for them.
 */
export function globalsChanged(
  pinned: Readonly<Record<string, number>>,
  current: Readonly<Record<string, number>>,
): boolean {
  return Object.entries(pinned).some(([name, version]) => (current[name] ?? 0) !== version);
}
