import type { ElementListItem, Member } from './designer.types';
import {
  changeFormulaType,
  changeListMode,
  FORMULA_DATA_LOSS_WARNING,
  formulaTypeChoices,
  hasProblems,
  listExpressions,
  listToSingle,
  mappingRows,
  moveItem,
  newFormulaPayload,
  newFormulaProblems,
  removeItem,
  renameFormula,
  showsDataLossWarning,
  singleToList,
  typeChoiceOf,
  typeFromChoice,
} from './formula-rules';

const formula = (properties: Partial<Member> = {}): Member => ({
  _id: 'f1',
  name: 'FullName',
  type: 'text',
  isList: false,
  expression: 'FirstName + " " + LastName',
  ...properties,
});

const element = (name: string, kind: ElementListItem['kind'] = 'model'): ElementListItem => ({
  _id: `id-${name}`,
  name,
  kind,
  type: kind === 'model' ? 'object' : kind,
  version: 1,
});

describe('formula types (001 §3, §4)', () => {
  it('offers the basic types, then the workspace models by name (not tables or queries)', () => {
    const choices = formulaTypeChoices([element('client'), element('Rates', 'table'), element('Address')]);
    expect(choices.map((choice) => choice.label)).toEqual([
      'Text',
      'Number',
      'Date',
      'True/false',
      'Address',
      'client',
    ]);
  });

  it('choosing a model name sets type model and stores the model name as ref', () => {
    expect(typeFromChoice('model:Client')).toEqual({ type: 'model', ref: 'Client' });
    expect(typeFromChoice('number')).toEqual({ type: 'number' });
    expect(typeChoiceOf({ type: 'model', ref: 'Client' })).toBe('model:Client');
    expect(typeChoiceOf({ type: 'date' })).toBe('date');
  });

  it('a type change answers only what changed, and a basic type drops the model reference', () => {
    expect(changeFormulaType(formula(), undefined, 'model:Client')).toEqual({ type: 'model', ref: 'Client' });
    expect(changeFormulaType(formula({ type: 'model', ref: 'Client' }), undefined, 'model:Address')).toEqual({
      ref: 'Address',
    });
    expect(changeFormulaType(formula({ type: 'model', ref: 'Client' }), undefined, 'text')).toEqual({
      type: 'text',
      ref: null,
    });
    expect(changeFormulaType(formula(), undefined, 'text')).toEqual({});
  });
});

describe('single and list formulas (001 §4)', () => {
  it('Single to List wraps the expression in a JSON array of strings', () => {
    expect(singleToList('FirstName')).toBe('["FirstName"]');
    expect(singleToList(undefined)).toBe('[""]');
    expect(changeListMode(formula({ expression: 'A' }), undefined, true)).toEqual({
      isList: true,
      expression: '["A"]',
    });
  });

  it('List to Single takes the first element', () => {
    expect(listToSingle('["A", "B"]')).toBe('A');
    expect(listToSingle('[]')).toBe('');
    expect(changeListMode(formula({ isList: true, expression: '["B","C"]' }), undefined, false)).toEqual({
      isList: false,
      expression: 'B',
    });
  });

  it('reads a list that is not a JSON array as one expression', () => {
    expect(listExpressions('["A","B"]')).toEqual(['A', 'B']);
    expect(listExpressions('A + B')).toEqual(['A + B']);
    expect(listExpressions('')).toEqual([]);
    expect(listExpressions(undefined)).toEqual([]);
  });

  it('moves rows up and down within the list, and removes one', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('the data-loss warning and wasChanged (001 §4)', () => {
  const saved = formula();

  it('has the specified text', () => {
    expect(FORMULA_DATA_LOSS_WARNING).toBe(
      'Changes to a formula name or type can cause data loss because the changes are not applied to existing records.',
    );
  });

  it('a rename, type change or list change of a saved formula sets wasChanged and shows the warning', () => {
    expect(renameFormula(saved, saved, 'Name2')).toEqual({ name: 'Name2', wasChanged: true });
    expect(changeFormulaType(saved, saved, 'number')).toEqual({ type: 'number', wasChanged: true });
    expect(changeListMode(saved, saved, true)).toMatchObject({ isList: true, wasChanged: true });
    expect(showsDataLossWarning(formula({ name: 'Name2' }), saved)).toBe(true);
    expect(
      showsDataLossWarning(formula({ type: 'model', ref: 'Client' }), formula({ type: 'model', ref: 'Other' })),
    ).toBe(true);
    expect(showsDataLossWarning(formula({ expression: 'X' }), saved)).toBe(false);
  });

  it('going back to the saved name clears wasChanged', () => {
    const renamed = formula({ name: 'Name2', wasChanged: true });
    expect(renameFormula(renamed, saved, 'FullName')).toEqual({ name: 'FullName', wasChanged: null });
    expect(showsDataLossWarning(formula(), saved)).toBe(false);
  });

  it('a formula pending addition has no records to lose: no warning, no wasChanged', () => {
    expect(renameFormula(saved, undefined, 'Other')).toEqual({ name: 'Other' });
    expect(showsDataLossWarning(formula({ name: 'Other' }), undefined)).toBe(false);
  });

  it('an external formula keeps its name, type and list flag (001 §5)', () => {
    const external = formula({ isExternal: true });
    expect(renameFormula(external, external, 'Other')).toEqual({});
    expect(changeFormulaType(external, external, 'number')).toEqual({});
    expect(changeListMode(external, external, true)).toEqual({});
  });
});

describe('the Add Formula dialog (001 §2, §3, §5)', () => {
  const formulas = [formula()];

  it('asks for a name, a valid one, and one not taken', () => {
    expect(newFormulaProblems({ name: '', isList: false, choice: 'text' }, formulas).name).toBe(
      'Please provide a name.',
    );
    expect(newFormulaProblems({ name: '1st', isList: false, choice: 'text' }, formulas).name).toBe(
      'A name must start with a letter.',
    );
    expect(newFormulaProblems({ name: 'fullname', isList: false, choice: 'text' }, formulas).name).toBe(
      'A formula by this name already exists.',
    );
  });

  it('asks for a type, and a model for a model type', () => {
    expect(newFormulaProblems({ name: 'Total', isList: false, choice: '' }, formulas).type).toBe(
      'You must choose a type for this formula.',
    );
    expect(newFormulaProblems({ name: 'Total', isList: false, choice: 'model:' }, formulas).type).toBe(
      'Please choose the model this object is based on.',
    );
    expect(hasProblems(newFormulaProblems({ name: 'Total', isList: true, choice: 'model:Client' }, formulas))).toBe(
      false,
    );
  });

  it('adds { name, isList, type, ref }', () => {
    expect(newFormulaPayload({ name: 'Spouse', isList: false, choice: 'model:Client' })).toEqual({
      name: 'Spouse',
      isList: false,
      type: 'model',
      ref: 'Client',
    });
    expect(newFormulaPayload({ name: 'Total', isList: true, choice: 'number' })).toEqual({
      name: 'Total',
      isList: true,
      type: 'number',
    });
  });
});

describe('mapping rows (001 §2)', () => {
  const variables: Member[] = [
    { _id: 'v1', name: 'FirstName', type: 'text' },
    { _id: 'v2', name: 'Kids', type: 'object', isList: true },
  ];

  it('lists each variable of the model with its type (list marked) and its expression', () => {
    expect(mappingRows(variables, [{ key: 'FirstName', value: 'Person.First' }], false)).toEqual([
      { name: 'FirstName', typeLabel: 'text', expression: 'Person.First', isVariable: true },
      { name: 'Kids', typeLabel: 'object list', expression: '', isVariable: true },
    ]);
  });

  it('show advanced adds the keys that are no variable of the model', () => {
    const rows = mappingRows(variables, [{ key: 'Old', value: '1' }], true);
    expect(rows.map((row) => [row.name, row.isVariable])).toEqual([
      ['FirstName', true],
      ['Kids', true],
      ['Old', false],
    ]);
    expect(mappingRows(variables, [{ key: 'Old', value: '1' }], false)).toHaveLength(2);
  });
});
