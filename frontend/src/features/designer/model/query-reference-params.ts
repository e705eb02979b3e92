/**
 * 001 §5: the Options dialog of a query reference `queryName(requiredArgs,{optional:value})`, now that queries
 * declare their parameters. Required parameters are the positional arguments, in their order; optional ones the
 * named parameters. On Ok, optional parameters without a value are dropped and a required one left unfilled is
 * written as the error token, so the reference shows it must be changed.
 */
import type { QueryParameter as DeclaredParameter } from './query-definition';
import { REFERENCE_ERROR, type QueryReference } from './variable-references';

/** What an unfilled required argument is written as. */
export const MISSING_ARGUMENT = REFERENCE_ERROR;

export interface ParameterRow {
  name: string;
  expression: string;
  required: boolean;
  /** Declared by the query (its name is fixed); otherwise a named parameter the reference has of its own. */
  declared: boolean;
}

const filled = (expression: string | undefined) =>
  expression === undefined || expression.trim() === MISSING_ARGUMENT ? '' : expression;

/** The dialog's rows: the query's parameters (required first, as declared), then the reference's other ones. */
export function parameterRows(reference: QueryReference, declared: readonly DeclaredParameter[]): ParameterRow[] {
  const required = declared.filter((p) => p.required);
  const optional = declared.filter((p) => !p.required);
  const named = (name: string) => reference.params.find((p) => p.name === name)?.expression;
  return [
    ...required.map((p, i) => ({
      name: p.name,
      expression: filled(reference.args[i]),
      required: true,
      declared: true,
    })),
    ...optional.map((p) => ({ name: p.name, expression: filled(named(p.name)), required: false, declared: true })),
    ...reference.params
      .filter((p) => !declared.some((d) => d.name === p.name))
      .map((p) => ({ name: p.name, expression: p.expression, required: false, declared: false })),
  ];
}

export const requiredUnfilled = (row: ParameterRow) => row.required && row.expression.trim() === '';

/** The reference the rows make: required arguments in order (unfilled: the error token), then named parameters. */
export function referenceFromRows(
  reference: QueryReference,
  rows: readonly ParameterRow[],
  declared: readonly DeclaredParameter[],
): QueryReference {
  const required = rows.filter((row) => row.required);
  const requiredCount = declared.filter((p) => p.required).length;
  const args = [
    ...required.map((row) => (requiredUnfilled(row) ? MISSING_ARGUMENT : row.expression.trim())),
    // Arguments beyond the declared ones are kept as written.
    ...reference.args.slice(requiredCount),
  ];
  const params = rows
    .filter((row) => !row.required && row.name.trim() !== '' && row.expression.trim() !== '')
    .map((row) => ({ name: row.name.trim(), expression: row.expression.trim() }));
  return { ...reference, args, params };
}
