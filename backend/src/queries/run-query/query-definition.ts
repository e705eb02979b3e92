/**
 * A query element's definition as the Query model form stores it (001 §3 Query, Param/filter): `provider`,
 * `source`, and `params`, one list of Param/filter records — parameters `{ name, type, isList, required }` and
 * filters `{ name, operator, selectorType: 'value'|'param', valueExpr | paramName }`. Read defensively: an element
 * may come from an import.
 */

export interface QueryParameterDef {
  name: string;
  type: string;
  isList: boolean;
  required: boolean;
}

export type QueryFilterDef =
  | { name: string; operator: string; selectorType: 'value'; valueExpr: string }
  | { name: string; operator: string; selectorType: 'param'; paramName: string };

export interface QueryDefinition {
  provider: string;
  source: string;
  parameters: QueryParameterDef[];
  filters: QueryFilterDef[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `params` as stored: a list, or (imports of older exports) the list as JSON text. */
function paramsList(params: unknown): unknown[] {
  if (typeof params === 'string') {
    try {
      params = JSON.parse(params);
    } catch {
      return [];
    }
  }
  return Array.isArray(params) ? params : [];
}

/** The query's definition from its element's properties; what is not a named Param/filter record is skipped. */
export function queryDefinitionOf(properties: Readonly<Record<string, unknown>>): QueryDefinition {
  const definition: QueryDefinition = {
    provider: text(properties.provider),
    source: text(properties.source),
    parameters: [],
    filters: [],
  };
  for (const entry of paramsList(properties.params)) {
    if (!isRecord(entry) || typeof entry.name !== 'string') continue;
    const { name } = entry;
    const operator = text(entry.operator);
    if (entry.selectorType === 'value') {
      definition.filters.push({ name, operator, selectorType: 'value', valueExpr: text(entry.valueExpr) });
    } else if (entry.selectorType === 'param') {
      definition.filters.push({ name, operator, selectorType: 'param', paramName: text(entry.paramName) });
    } else {
      definition.parameters.push({
        name,
        type: text(entry.type) || 'text',
        isList: entry.isList === true,
        required: entry.required === true,
      });
    }
  }
  return definition;
}
