import { compileExpression, createScope } from '@app/templating';
import { invalid } from '../../shared/domain/domain-error';
import type { ResolvedFilter } from '../query-provider';
import { isNoValue } from './query-arguments';
import type { QueryDefinition, QueryFilterDef } from './query-definition';

/**
 * Each filter's operand (001 §3 Param/filter): compared with a parameter, that parameter's argument; compared with
 * a value, its expression evaluated by the templating compiler in a scope holding the arguments by parameter name
 * (`Since`, `Client.Name`). A filter whose operand has no value — an optional parameter not given — does not
 * narrow the query. A filter the query cannot apply is a 400 that names it.
 */
export function resolveFilters(
  queryName: string,
  definition: Pick<QueryDefinition, 'parameters' | 'filters'>,
  bound: ReadonlyMap<string, unknown>,
): ResolvedFilter[] {
  const parameterNames = new Set(definition.parameters.map((parameter) => parameter.name));
  const where = (filter: QueryFilterDef) => `The filter on ${filter.name} of the query ${queryName}`;
  const resolved: ResolvedFilter[] = [];
  for (const filter of definition.filters) {
    const operand = filter.selectorType === 'param' ? parameterOperand(filter) : valueOperand(filter);
    if (!isNoValue(operand)) resolved.push({ name: filter.name, operator: filter.operator, operand });
  }
  return resolved;

  function parameterOperand(filter: Extract<QueryFilterDef, { selectorType: 'param' }>): unknown {
    if (!parameterNames.has(filter.paramName)) {
      const which = filter.paramName ? ` (${filter.paramName})` : '';
      throw invalid(`${where(filter)} compares with a parameter the query does not have${which}.`);
    }
    return bound.get(filter.paramName);
  }

  function valueOperand(filter: Extract<QueryFilterDef, { selectorType: 'value' }>): unknown {
    if (filter.valueExpr.trim() === '') throw invalid(`${where(filter)} has no value to compare with.`);
    let expression;
    try {
      expression = compileExpression(filter.valueExpr);
    } catch (error) {
      throw invalid(`${where(filter)} has an expression that does not compile: ${(error as Error).message}`);
    }
    const result = expression.evaluate(createScope(Object.fromEntries(bound)));
    if (result.errors.length > 0) {
      throw invalid(`${where(filter)} has an expression that could not be evaluated: ${result.errors[0].message}`);
    }
    // Only the query's parameters are in scope: a name that is none of them is a mistake, not a missing value.
    const stranger = result.unanswered.find((name) => !parameterNames.has(name.split('.')[0]));
    if (stranger) throw invalid(`${where(filter)} reads ${stranger}, which is not one of the query's parameters.`);
    return result.value;
  }
}
