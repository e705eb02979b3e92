import {
  addFilter,
  addParameter,
  changeFilterSelector,
  changeFilterSelectorType,
  CHOOSE_PARAMETER,
  fieldsOfVariables,
  filterParameterProblem,
  operatorChoices,
  PARAMETER_EXISTS,
  paramsChange,
  parameterNameProblem,
  providerChange,
  queryDefinitionOf,
  removeFilter,
  removeParameter,
  renameParameter,
  updateFilter,
  updateParameter,
  writeBackShown,
  type QuerySelector,
} from './query-definition';

const title: QuerySelector = { name: 'Title', type: 'text', isList: false, operators: ['is', 'is not', 'contains'] };
const fee: QuerySelector = { name: 'Fee', type: 'number', isList: false, operators: ['=', '<', '>'] };
const stage: QuerySelector = {
  name: 'Stage',
  type: 'selection',
  isList: false,
  operators: ['is', 'includes'],
  enum: ['Open', 'Closed'],
};
const empty = queryDefinitionOf(undefined);

describe('a query definition read from params', () => {
  it('tells parameters (no selectorType) from filters, and skips what is not a named record', () => {
    const definition = queryDefinitionOf([
      { name: 'Client', type: 'text', required: true },
      { name: 'Title', type: 'text', isList: false, operator: 'is', selectorType: 'param', paramName: 'Client' },
      'junk',
      { type: 'number' },
      null,
    ]);
    expect(definition.parameters).toEqual([{ name: 'Client', type: 'text', isList: false, required: true }]);
    expect(definition.filters).toEqual([
      { name: 'Title', type: 'text', isList: false, operator: 'is', selectorType: 'param', paramName: 'Client' },
    ]);
  });

  it('stores parameters then filters as one params list, and no list at all when empty', () => {
    const definition = addFilter(addParameter(empty, 'Client'), title);
    expect(paramsChange(definition).params?.map((p) => p.name)).toEqual(['Client', 'Title']);
    expect(queryDefinitionOf(paramsChange(definition).params)).toEqual(definition);
    expect(paramsChange(empty)).toEqual({ params: null });
  });
});

describe('changing the provider (001 §4)', () => {
  it('clears source, params and writeBack in the same change', () => {
    expect(providerChange('docauto')).toEqual({ provider: 'docauto', source: null, params: null, writeBack: null });
  });

  it('the blank choice clears the provider too', () => {
    expect(providerChange('')).toEqual({ provider: null, source: null, params: null, writeBack: null });
  });
});

describe("'Modified data can be saved back to the provider' (001 §2)", () => {
  it('shows when the source supports write-back or the query already has it set', () => {
    expect(writeBackShown({ selectors: [], writeBack: true }, undefined)).toBe(true);
    expect(writeBackShown({ selectors: [], writeBack: false }, true)).toBe(true);
    expect(writeBackShown(undefined, true)).toBe(true);
    expect(writeBackShown({ selectors: [], writeBack: false }, false)).toBe(false);
    expect(writeBackShown(undefined, null)).toBe(false);
  });
});

describe('parameters', () => {
  it('follow the member name rules and are unique, case aside', () => {
    const definition = addParameter(empty, 'Client');
    expect(parameterNameProblem('', definition.parameters)).toBe('Please provide a name.');
    expect(parameterNameProblem('two words', definition.parameters)).toBe('A name cannot contain spaces.');
    expect(parameterNameProblem('client', definition.parameters)).toBe(PARAMETER_EXISTS);
    expect(parameterNameProblem('client', definition.parameters, 'Client')).toBeNull();
    expect(addParameter(definition, 'CLIENT')).toBe(definition);
  });

  it('are added as optional text, and can be typed, listed and required', () => {
    const definition = updateParameter(addParameter(empty, 'Since'), 'Since', { type: 'date', required: true });
    expect(definition.parameters).toEqual([{ name: 'Since', type: 'date', isList: false, required: true }]);
  });

  it('take the filters that use them along when renamed; an invalid name changes nothing', () => {
    let definition = changeFilterSelectorType(addFilter(addParameter(empty, 'Client'), title), 0, 'param');
    expect(definition.filters[0].paramName).toBe('Client');
    definition = renameParameter(definition, 'Client', 'Customer');
    expect(definition.parameters[0].name).toBe('Customer');
    expect(definition.filters[0].paramName).toBe('Customer');
    expect(renameParameter(definition, 'Customer', '1st')).toBe(definition);
  });

  it('leave the filters that used them asking for another one when removed', () => {
    const withFilter = changeFilterSelectorType(addFilter(addParameter(empty, 'Client'), title), 0, 'param');
    const definition = removeParameter(withFilter, 'Client');
    expect(definition.parameters).toEqual([]);
    expect(definition.filters[0].paramName).toBeUndefined();
    expect(filterParameterProblem(definition.filters[0], definition.parameters)).toBe(CHOOSE_PARAMETER);
    expect(filterParameterProblem(withFilter.filters[0], withFilter.parameters)).toBeNull();
  });
});

describe('filters', () => {
  it("start on the selector's first operator, compared with an expression still to write", () => {
    expect(addFilter(empty, stage).filters).toEqual([
      {
        name: 'Stage',
        type: 'selection',
        isList: false,
        enum: ['Open', 'Closed'],
        operator: 'is',
        selectorType: 'value',
        valueExpr: '',
      },
    ]);
  });

  it("take another selector's type, keeping the operator only if the new selector has it", () => {
    const onStage = changeFilterSelector(addFilter(empty, title), 0, stage);
    expect(onStage.filters[0]).toMatchObject({ name: 'Stage', type: 'selection', operator: 'is' });
    const onFee = changeFilterSelector(onStage, 0, fee);
    expect(onFee.filters[0]).toMatchObject({ name: 'Fee', type: 'number', operator: '=' });
    expect(onFee.filters[0].enum).toBeUndefined();
  });

  it('compare with a value or a parameter, clearing the other', () => {
    let definition = updateFilter(addFilter(addParameter(empty, 'Client'), title), 0, { valueExpr: '"Acme"' });
    definition = changeFilterSelectorType(definition, 0, 'param');
    expect(definition.filters[0]).toMatchObject({ selectorType: 'param', paramName: 'Client' });
    expect(definition.filters[0].valueExpr).toBeUndefined();
    definition = changeFilterSelectorType(definition, 0, 'value');
    expect(definition.filters[0]).toMatchObject({ selectorType: 'value', valueExpr: '' });
    expect(definition.filters[0].paramName).toBeUndefined();
  });

  it('are removed by position', () => {
    const definition = addFilter(addFilter(empty, title), fee);
    expect(removeFilter(definition, 0).filters.map((f) => f.name)).toEqual(['Fee']);
  });

  it("offer their selector's operators, keeping one the selector no longer lists", () => {
    const [filter] = addFilter(empty, title).filters;
    expect(operatorChoices(filter, title)).toEqual(['is', 'is not', 'contains']);
    expect(operatorChoices({ ...filter, operator: 'like' }, title)).toEqual(['like', 'is', 'is not', 'contains']);
    expect(operatorChoices(filter, undefined)).toEqual(['is']);
  });
});

describe('the field table', () => {
  it("shows a model's variables with their type and list flag", () => {
    expect(
      fieldsOfVariables([
        { _id: '1', name: 'Title', type: 'text' },
        { _id: '2', name: 'Tags', isList: true },
      ]),
    ).toEqual([
      { name: 'Title', type: 'text', isList: false },
      { name: 'Tags', type: 'text', isList: true },
    ]);
  });
});
