import { operatorsFor } from '../query-operators';
import type { QueryField, QuerySelector } from '../query-provider';

/** A variable of a catalog's model, as the types context stores it (001 §3 Member). */
export type VariableLike = Readonly<Record<string, unknown>> & { name: string };

const typeOf = (variable: VariableLike) => (typeof variable.type === 'string' ? variable.type : 'text');

/** A selection's fixed options (`_options`, a JSON array of strings) when they are listed below it. */
function optionsOf(variable: VariableLike): string[] | undefined {
  if (variable.typeOfVariable !== undefined && variable.typeOfVariable !== 'anOptionListedBelow') return undefined;
  let list: unknown = variable._options;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list)) return undefined;
  const options = list.filter((item): item is string => typeof item === 'string');
  return options.length > 0 ? options : undefined;
}

export function fieldOf(variable: VariableLike): QueryField {
  return { name: variable.name, type: typeOf(variable), isList: variable.isList === true };
}

/**
 * What a query over a catalog may filter on: the variables of the catalog's model whose values compare (text,
 * numbers, dates, true/false, selections), each with its operators and, for a selection, its options.
 */
export function selectorsOf(variables: readonly VariableLike[]): QuerySelector[] {
  return variables.flatMap((variable): QuerySelector[] => {
    const field = fieldOf(variable);
    const operators = operatorsFor(field.type);
    if (operators.length === 0) return [];
    const options = field.type === 'selection' ? optionsOf(variable) : undefined;
    return [{ ...field, operators, ...(options ? { enum: options } : {}) }];
  });
}
