import { invalid } from '../../shared/domain/domain-error';
import type { QueryParameterDef } from './query-definition';

/**
 * A query call's arguments bound to its parameters (001 §5 `queryName(requiredArgs,{optional:value})`): the
 * positional arguments are the required parameters in their order, as the Options dialog writes them; named ones
 * may give any parameter. Arguments are values already evaluated by the caller: they are kept as data.
 */

/** No value: not given, null, or an empty list. */
export const isNoValue = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The given values by parameter name (those without a value are absent); a 400 says what does not fit. */
export function bindArguments(
  queryName: string,
  parameters: readonly QueryParameterDef[],
  args: readonly unknown[],
  named: Readonly<Record<string, unknown>>,
): Map<string, unknown> {
  const required = parameters.filter((parameter) => parameter.required);
  if (args.length > required.length) {
    const takes =
      required.length === 0
        ? 'takes no arguments in order (it has no required parameters)'
        : `takes ${plural(required.length, 'argument')} in order (its required parameters: ${required.map((p) => p.name).join(', ')})`;
    throw invalid(`The query ${queryName} ${takes}; got ${args.length}.`);
  }
  const bound = new Map<string, unknown>();
  args.forEach((value, index) => {
    if (!isNoValue(value)) bound.set(required[index].name, value);
  });
  for (const [key, value] of Object.entries(named)) {
    const parameter =
      parameters.find((candidate) => candidate.name === key) ??
      parameters.find((candidate) => candidate.name.toLowerCase() === key.toLowerCase());
    if (!parameter) throw invalid(`The query ${queryName} has no parameter named ${JSON.stringify(key)}.`);
    if (bound.has(parameter.name)) {
      throw invalid(`The query ${queryName} was given its parameter ${parameter.name} twice.`);
    }
    if (!isNoValue(value)) bound.set(parameter.name, value);
  }
  for (const parameter of parameters) {
    const value = bound.get(parameter.name);
    if (parameter.required && value === undefined) {
      throw invalid(`The query ${queryName} needs a value for its required parameter ${parameter.name}.`);
    }
    if (!parameter.isList && Array.isArray(value)) {
      throw invalid(`The parameter ${parameter.name} of the query ${queryName} takes one value, not a list.`);
    }
  }
  return bound;
}
