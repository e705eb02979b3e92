/**
 * 001 §2 "Query model form", §3 Query and Param/filter, §4: a query's provider, source, parameters and filters as
 * pure functions. Parameters and filters are both Param/filter records in the element's `params`: a parameter has
 * a name, type, list flag and `required`; a filter has a `selectorType` ('value' or 'param'), names a selector of
 * the source with its type, and compares it (`operator`) with an expression (`valueExpr`) or a parameter
 * (`paramName`).
 */
import { nameProblem } from './element-names';

export type SelectorType = 'value' | 'param';

/** One Param/filter record as stored in `params` (001 §3). */
export interface ParamRecord {
  name: string;
  type?: string;
  isList?: boolean;
  required?: boolean;
  operator?: string;
  valueExpr?: string;
  selectorType?: SelectorType;
  paramName?: string;
  enum?: string[];
  [property: string]: unknown;
}

export interface QueryParameter extends ParamRecord {
  type: string;
  isList: boolean;
  required: boolean;
}

export interface QueryFilter extends ParamRecord {
  selectorType: SelectorType;
  operator: string;
}

export interface QueryDefinition {
  parameters: QueryParameter[];
  filters: QueryFilter[];
}

/** A selector of the source, as its descriptor answers it (GET …/descriptor/{source}). */
export interface QuerySelector {
  name: string;
  type: string;
  isList: boolean;
  operators: string[];
  enum?: string[];
}

export interface QueryDescriptor {
  selectors: QuerySelector[];
  writeBack: boolean;
}

export interface QueryField {
  name: string;
  type: string;
  isList: boolean;
}

/** The types a parameter may have: the comparable value types (true/false is stored as `checkbox`). */
export const PARAMETER_TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'date', label: 'Date' },
  { value: 'checkbox', label: 'True/false' },
  { value: 'selection', label: 'Selection' },
] as const;

export const PARAMETER_EXISTS = 'A parameter by this name already exists.';
export const CHOOSE_PARAMETER = 'Choose a parameter.';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The query's parameters and filters, read from its `params` (anything that is not a named record is skipped). */
export function queryDefinitionOf(params: unknown): QueryDefinition {
  const definition: QueryDefinition = { parameters: [], filters: [] };
  if (!Array.isArray(params)) return definition;
  for (const entry of params) {
    if (!isRecord(entry) || typeof entry.name !== 'string') continue;
    if (entry.selectorType === 'value' || entry.selectorType === 'param') {
      definition.filters.push({
        ...entry,
        name: entry.name,
        selectorType: entry.selectorType,
        operator: text(entry.operator),
      });
    } else {
      definition.parameters.push({
        ...entry,
        name: entry.name,
        type: text(entry.type) || 'text',
        isList: entry.isList === true,
        required: entry.required === true,
      });
    }
  }
  return definition;
}

/** The element change that stores a definition: parameters first, then filters, as one `params` list. */
export const paramsChange = (definition: QueryDefinition): { params: ParamRecord[] | null } => {
  const params = [...definition.parameters, ...definition.filters];
  return { params: params.length > 0 ? params : null };
};

/** 001 §4: changing the provider clears source, params and writeBack, as one change. */
export const providerChange = (provider: string) => ({
  provider: provider === '' ? null : provider,
  source: null,
  params: null,
  writeBack: null,
});

/** 001 §2: write-back is offered only when the source supports it or the query already has it set. */
export const writeBackShown = (descriptor: QueryDescriptor | undefined, writeBack: unknown) =>
  descriptor?.writeBack === true || writeBack === true;

// ---------------------------------------------------------------------------------------------------------------
// Parameters

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A new or renamed parameter's name: the member name rules, then unique among the parameters (case aside). */
export function parameterNameProblem(
  name: string,
  parameters: readonly QueryParameter[],
  self?: string,
): string | null {
  return (
    nameProblem(name) ??
    (parameters.some((p) => (self === undefined || !same(p.name, self)) && same(p.name, name))
      ? PARAMETER_EXISTS
      : null)
  );
}

/** Adds a text parameter, optional; an invalid or taken name changes nothing. */
export function addParameter(definition: QueryDefinition, name: string): QueryDefinition {
  if (parameterNameProblem(name, definition.parameters)) return definition;
  const parameter: QueryParameter = { name, type: 'text', isList: false, required: false };
  return { ...definition, parameters: [...definition.parameters, parameter] };
}

/** Renames a parameter, and the filters that use it follow; an invalid or taken name changes nothing. */
export function renameParameter(definition: QueryDefinition, from: string, to: string): QueryDefinition {
  if (from === to || parameterNameProblem(to, definition.parameters, from)) return definition;
  return {
    parameters: definition.parameters.map((p) => (p.name === from ? { ...p, name: to } : p)),
    filters: definition.filters.map((f) => (f.paramName === from ? { ...f, paramName: to } : f)),
  };
}

export function updateParameter(
  definition: QueryDefinition,
  name: string,
  change: Partial<Pick<QueryParameter, 'type' | 'isList' | 'required'>>,
): QueryDefinition {
  return { ...definition, parameters: definition.parameters.map((p) => (p.name === name ? { ...p, ...change } : p)) };
}

/** Removes a parameter; filters that used it are left without one, so the form asks for another. */
export function removeParameter(definition: QueryDefinition, name: string): QueryDefinition {
  return {
    parameters: definition.parameters.filter((p) => p.name !== name),
    filters: definition.filters.map((f) => {
      if (f.paramName !== name) return f;
      const { paramName: _gone, ...rest } = f;
      return rest as QueryFilter;
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Filters

function selectorFields(selector: QuerySelector) {
  return {
    name: selector.name,
    type: selector.type,
    isList: selector.isList,
    ...(selector.enum ? { enum: [...selector.enum] } : {}),
  };
}

/** A filter on `selector`: its first operator, compared with an expression still to write. */
export function addFilter(definition: QueryDefinition, selector: QuerySelector): QueryDefinition {
  const filter: QueryFilter = {
    ...selectorFields(selector),
    operator: selector.operators[0] ?? '',
    selectorType: 'value',
    valueExpr: '',
  };
  return { ...definition, filters: [...definition.filters, filter] };
}

/** Filter `index` on another selector: its type comes along, and its operator too unless the new one has it. */
export function changeFilterSelector(
  definition: QueryDefinition,
  index: number,
  selector: QuerySelector,
): QueryDefinition {
  return mapFilter(definition, index, (filter) => {
    const { enum: _enum, ...rest } = filter;
    return {
      ...rest,
      ...selectorFields(selector),
      operator: selector.operators.includes(filter.operator) ? filter.operator : (selector.operators[0] ?? ''),
    };
  });
}

/** Filter `index` compared with a value or a parameter: the other one is cleared. */
export function changeFilterSelectorType(
  definition: QueryDefinition,
  index: number,
  selectorType: SelectorType,
): QueryDefinition {
  return mapFilter(definition, index, (filter) => {
    const { valueExpr: _value, paramName: _param, ...rest } = filter;
    return selectorType === 'value'
      ? { ...rest, selectorType, valueExpr: '' }
      : { ...rest, selectorType, paramName: definition.parameters[0]?.name ?? '' };
  });
}

export function updateFilter(
  definition: QueryDefinition,
  index: number,
  change: Partial<Pick<QueryFilter, 'operator' | 'valueExpr' | 'paramName'>>,
): QueryDefinition {
  return mapFilter(definition, index, (filter) => ({ ...filter, ...change }));
}

export function removeFilter(definition: QueryDefinition, index: number): QueryDefinition {
  return { ...definition, filters: definition.filters.filter((_, i) => i !== index) };
}

function mapFilter(
  definition: QueryDefinition,
  index: number,
  change: (filter: QueryFilter) => QueryFilter,
): QueryDefinition {
  return { ...definition, filters: definition.filters.map((f, i) => (i === index ? change(f) : f)) };
}

/** What is wrong with a filter compared with a parameter: none chosen, or one the query no longer has. */
export function filterParameterProblem(filter: QueryFilter, parameters: readonly QueryParameter[]): string | null {
  if (filter.selectorType !== 'param') return null;
  return parameters.some((p) => p.name === filter.paramName) ? null : CHOOSE_PARAMETER;
}

/** The operators a filter may use: its selector's, keeping one it already has that the selector no longer lists. */
export function operatorChoices(filter: QueryFilter, selector: QuerySelector | undefined): string[] {
  const operators = selector?.operators ?? [];
  return filter.operator !== '' && !operators.includes(filter.operator) ? [filter.operator, ...operators] : operators;
}

/** A model's variables as the field table shows them (when a source's records are items of that model). */
export function fieldsOfVariables(variables: readonly { name: string; [property: string]: unknown }[]): QueryField[] {
  return variables.map((variable) => ({
    name: variable.name,
    type: text(variable.type) || 'text',
    isList: variable.isList === true,
  }));
}
