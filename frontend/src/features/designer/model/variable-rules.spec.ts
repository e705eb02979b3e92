import type { ElementListItem, Member } from './designer.types';
import {
  addEntry,
  addTypeChoices,
  addVariablePayload,
  addVariableProblems,
  DATA_LOSS_WARNING,
  dedupe,
  defaultStyle,
  editEntry,
  emptyAddForm,
  entryProblem,
  ENTRY_EMPTY,
  ENTRY_EXISTS,
  formatQueryReference,
  linkChoices,
  listAllowed,
  modelChoice,
  moveEntry,
  parseOptionList,
  parseQueryReference,
  REFERENCE_ERROR,
  referenceChoiceOf,
  removeEntry,
  serializeOptionList,
  showsDataLossWarning,
  sourceChoices,
  styleChoices,
  switchAddList,
  typeChoiceOf,
  variableEditSet,
} from './variable-rules';

const elements: ElementListItem[] = [
  { _id: 'm-client', name: 'Client', kind: 'model', type: 'object', version: 2 },
  { _id: 'm-matter', name: 'Matter', kind: 'model', type: 'object', version: 1 },
  { _id: 't-states', name: 'States', kind: 'table', type: 'table', version: 1 },
  { _id: 'q-courts', name: 'Courts', kind: 'query', type: 'query', version: 1 },
];

const variable = (properties: Partial<Member> = {}): Member => ({
  _id: 'v1',
  name: 'FirstName',
  type: 'text',
  isList: false,
  style: 'textbox',
  ...properties,
});

const edit = (member: Member, change: Parameters<typeof variableEditSet>[1]) =>
  variableEditSet(member, change, elements);

describe('styles by type (001 §3)', () => {
  it('starts each type with its default style', () => {
    expect(defaultStyle('text', false)).toBe('textbox');
    expect(defaultStyle('number', false)).toBe('textbox');
    expect(defaultStyle('date', false)).toBe('datepicker');
    expect(defaultStyle('checkbox', false)).toBe('checkbox');
    expect(defaultStyle('selection', false)).toBe('radiobuttons');
    expect(defaultStyle('selection', true)).toBe('checkboxes');
    expect(defaultStyle('file', false)).toBe('upload');
    expect(defaultStyle('multiline', false)).toBe('textbox');
    expect(defaultStyle('object', true)).toBe('popup');
    expect(defaultStyle('global', false)).toBe('popup');
  });

  it('offers the styles of each type, a list of selections without the radio styles', () => {
    const values = (type: string, isList = false) => styleChoices(type, isList).map((choice) => choice.value);
    expect(values('number')).toEqual(['textbox', 'spinbox', 'slider', 'hidden']);
    expect(values('date')).toEqual(['textbox', 'datepicker', 'hidden']);
    expect(values('checkbox')).toEqual(['checkbox', 'switch', 'radiobuttons', 'dropdown', 'hidden']);
    expect(values('object')).toEqual(['popup', 'inline', 'accordion', 'hidden']);
    expect(values('file')).toEqual(['upload']);
    expect(values('selection')).toEqual([
      'checkboxes',
      'checkboxColumns',
      'dropdown',
      'listbox',
      'radiobuttons',
      'radiobuttonColumns',
      'hybrid',
    ]);
    expect(values('selection', true)).toEqual(['checkboxes', 'checkboxColumns', 'dropdown', 'listbox', 'hybrid']);
  });
});

describe('list mode (001 §4 "New variable")', () => {
  it('keeps a new selection, multiline text or file single', () => {
    expect(['selection', 'multiline', 'file'].map((type) => listAllowed(type, 'add'))).toEqual([false, false, false]);
    expect(['text', 'number', 'date', 'checkbox', 'object', 'global'].every((type) => listAllowed(type, 'add'))).toBe(
      true,
    );
    expect(
      addTypeChoices(true)
        .filter((choice) => choice.disabled)
        .map((choice) => choice.value),
    ).toEqual(['multiline', 'selection', 'file']);
    expect(addTypeChoices(false).some((choice) => choice.disabled)).toBe(false);
  });

  it('lets an existing selection become a list of choices, but not a file', () => {
    expect(listAllowed('selection', 'edit')).toBe(true);
    expect(listAllowed('file', 'edit')).toBe(false);
  });

  it('resets a single-only type to text when the dialog switches to List', () => {
    expect(switchAddList({ ...emptyAddForm(), type: 'selection' }, true)).toMatchObject({ isList: true, type: 'text' });
    expect(switchAddList({ ...emptyAddForm(), type: 'number' }, true)).toMatchObject({ isList: true, type: 'number' });
    expect(switchAddList({ ...emptyAddForm(), type: 'text', isList: true }, false)).toMatchObject({ isList: false });
  });
});

describe('the set of an edit (001 §4)', () => {
  it('resets the style to the new type’s default and marks the variable changed', () => {
    expect(edit(variable({ type: 'number', style: 'slider' }), { kind: 'type', choice: 'text' })).toEqual({
      type: 'text',
      style: 'textbox',
      wasChanged: true,
    });
    // Text and number both start as a textbox: only the type changes.
    expect(edit(variable(), { kind: 'type', choice: 'number' })).toEqual({ type: 'number', wasChanged: true });
    expect(edit(variable(), { kind: 'type', choice: 'date' })).toEqual({
      type: 'date',
      style: 'datepicker',
      wasChanged: true,
    });
  });

  it('sets only what changes: choosing the current type sets nothing', () => {
    expect(edit(variable(), { kind: 'type', choice: 'text' })).toEqual({});
    expect(edit(variable(), { kind: 'property', key: 'label', value: 'First name' })).toEqual({ label: 'First name' });
    expect(edit(variable({ label: 'First name' }), { kind: 'property', key: 'label', value: 'First name' })).toEqual(
      {},
    );
    expect(edit(variable({ label: 'First name' }), { kind: 'property', key: 'label', value: '' })).toEqual({
      label: null,
    });
  });

  it('does not mark the variable changed for a prompt, help or style', () => {
    expect(edit(variable(), { kind: 'property', key: 'helpText', value: 'As on the passport' })).not.toHaveProperty(
      'wasChanged',
    );
  });

  it('marks a rename and a list switch as changed, once', () => {
    expect(edit(variable(), { kind: 'name', name: 'GivenName' })).toEqual({ name: 'GivenName', wasChanged: true });
    expect(edit(variable({ wasChanged: true }), { kind: 'name', name: 'GivenName' })).toEqual({ name: 'GivenName' });
    expect(edit(variable(), { kind: 'isList', isList: true })).toEqual({ isList: true, wasChanged: true });
    expect(edit(variable(), { kind: 'name', name: '' })).toEqual({});
  });

  it('swaps radiobuttons and checkboxes when a selection switches between Single and List', () => {
    const single = variable({ type: 'selection', style: 'radiobuttons' });
    expect(edit(single, { kind: 'isList', isList: true })).toEqual({
      isList: true,
      style: 'checkboxes',
      wasChanged: true,
    });
    const list = variable({ type: 'selection', isList: true, style: 'checkboxColumns', useImport: true });
    expect(edit(list, { kind: 'isList', isList: false })).toEqual({
      isList: false,
      style: 'radiobuttonColumns',
      useImport: null,
      wasChanged: true,
    });
    expect(edit(variable({ type: 'selection', style: 'dropdown' }), { kind: 'isList', isList: true })).toEqual({
      isList: true,
      wasChanged: true,
    });
  });

  it('makes an object of a model chosen as type, with a popup', () => {
    expect(edit(variable(), { kind: 'type', choice: modelChoice('m-client') })).toEqual({
      type: 'object',
      typeName: 'Client',
      typeDef: 'm-client',
      style: 'popup',
      wasChanged: true,
    });
    const object = variable({ type: 'object', typeName: 'Client', typeDef: 'm-client', style: 'inline' });
    expect(typeChoiceOf(object)).toBe(modelChoice('m-client'));
    expect(edit(object, { kind: 'type', choice: modelChoice('m-client') })).toEqual({});
  });

  it('drops the model when an object becomes a basic type, and keeps it for a global object', () => {
    const object = variable({ type: 'object', typeName: 'Client', typeDef: 'm-client', style: 'popup' });
    expect(edit(object, { kind: 'type', choice: 'text' })).toEqual({
      type: 'text',
      style: 'textbox',
      typeName: null,
      typeDef: null,
      wasChanged: true,
    });
    expect(edit(object, { kind: 'type', choice: 'global' })).toEqual({ type: 'global', wasChanged: true });
    expect(edit(variable({ type: 'global' }), { kind: 'baseModel', modelId: 'm-matter' })).toEqual({
      typeName: 'Matter',
      typeDef: 'm-matter',
      wasChanged: true,
    });
  });

  it('makes a list single when it becomes a file', () => {
    expect(edit(variable({ isList: true }), { kind: 'type', choice: 'file' })).toEqual({
      type: 'file',
      style: 'upload',
      isList: false,
      wasChanged: true,
    });
  });

  it('keeps an external variable’s name, type and list flag (001 §5)', () => {
    const external = variable({ isExternal: true });
    expect(edit(external, { kind: 'name', name: 'Other' })).toEqual({});
    expect(edit(external, { kind: 'type', choice: 'number' })).toEqual({});
    expect(edit(external, { kind: 'isList', isList: true })).toEqual({});
    expect(edit(external, { kind: 'property', key: 'label', value: 'Prompt' })).toEqual({ label: 'Prompt' });
  });
});

describe('selection source switch (001 §4)', () => {
  const selection = (properties: Partial<Member>) =>
    variable({ type: 'selection', style: 'radiobuttons', ...properties });

  it('keeps a named table or query, and clears anything else', () => {
    expect(
      edit(selection({ typeOfVariable: 'userData', options: 'States' }), { kind: 'source', source: 'aTable' }),
    ).toEqual({ typeOfVariable: 'aTable' });
    expect(
      edit(selection({ typeOfVariable: 'userData', options: 'Courts({county: County})' }), {
        kind: 'source',
        source: 'aTable',
      }),
    ).toEqual({ typeOfVariable: 'aTable' });
    expect(
      edit(selection({ typeOfVariable: 'userData', options: 'Client.Children' }), { kind: 'source', source: 'aTable' }),
    ).toEqual({ typeOfVariable: 'aTable', options: null });
  });

  it('keeps the expression for a user data list', () => {
    expect(
      edit(selection({ typeOfVariable: 'aTable', options: 'States' }), { kind: 'source', source: 'userData' }),
    ).toEqual({ typeOfVariable: 'userData' });
  });

  it('treats a selection without a source as options listed below', () => {
    expect(edit(selection({}), { kind: 'source', source: 'anOptionListedBelow' })).toEqual({});
  });

  it('lists tables by name and queries with "()"', () => {
    expect(sourceChoices(elements)).toEqual([
      { value: 'States', label: 'States' },
      { value: 'Courts()', label: 'Courts (query)' },
    ]);
  });

  it('finds the choice a stored reference names, or an error for an unknown one', () => {
    expect(referenceChoiceOf('States', elements)).toEqual({ status: 'known', choice: 'States', query: false });
    expect(referenceChoiceOf('Courts({a: 1})|map:Name', elements)).toEqual({
      status: 'known',
      choice: 'Courts()',
      query: true,
    });
    expect(referenceChoiceOf('Gone()', elements)).toEqual({ status: 'error' });
    expect(referenceChoiceOf('', elements)).toEqual({ status: 'none' });
    expect(REFERENCE_ERROR).toBe('(ERROR - change!)');
  });
});

describe('query references and the Options dialog (001 §5)', () => {
  it('reads required arguments, named parameters and what follows the call', () => {
    expect(parseQueryReference('Courts(State, {county: Client.County, open: true})|map:Name')).toEqual({
      name: 'Courts',
      args: ['State'],
      params: [
        { name: 'county', expression: 'Client.County' },
        { name: 'open', expression: 'true' },
      ],
      rest: '|map:Name',
    });
    expect(parseQueryReference('States')).toBeNull();
  });

  it('keeps commas and colons inside strings, calls and objects', () => {
    expect(parseQueryReference('Q({a: f(1, 2), b: "x, y: z", c: {d: 1}})')?.params).toEqual([
      { name: 'a', expression: 'f(1, 2)' },
      { name: 'b', expression: '"x, y: z"' },
      { name: 'c', expression: '{d: 1}' },
    ]);
  });

  it('writes parameters back and drops those without a name or a value', () => {
    const reference = parseQueryReference('Courts(State)|map:Name');
    expect(reference).not.toBeNull();
    const written = formatQueryReference({
      ...reference!,
      params: [
        { name: 'county', expression: 'Client.County' },
        { name: 'empty', expression: '  ' },
        { name: '', expression: '1' },
      ],
    });
    expect(written).toBe('Courts(State, {county: Client.County})|map:Name');
    expect(parseQueryReference(written)?.params).toEqual([{ name: 'county', expression: 'Client.County' }]);
    expect(formatQueryReference({ name: 'Courts', args: [], params: [], rest: '' })).toBe('Courts()');
  });
});

describe('object links', () => {
  it('offers the variables of the linked model that hold objects of this one', () => {
    const client = {
      name: 'Client',
      properties: [
        { _id: 'a', name: 'Matters', type: 'object', typeDef: 'm-matter', isList: true },
        { _id: 'b', name: 'Spouse', type: 'object', typeDef: 'm-client' },
        { _id: 'c', name: 'FirstName', type: 'text' },
      ],
    };
    expect(linkChoices({ _id: 'm-matter', name: 'Matter' }, client, variable({ _id: 'x' }))).toEqual([
      { value: 'Client->Matters', label: 'Client → Matters (list)' },
    ]);
    expect(linkChoices({ _id: 'm-matter', name: 'Matter' }, undefined, variable())).toEqual([]);
  });
});

describe('suggestion lists (`_options`)', () => {
  it('reads a JSON array of strings, de-duplicated, and nothing from anything else', () => {
    expect(parseOptionList('["Mr","Ms","Mr"," "]')).toEqual(['Mr', 'Ms']);
    expect(parseOptionList(['a', 1, 'b'])).toEqual(['a', 'b']);
    expect(parseOptionList('not json')).toEqual([]);
    expect(parseOptionList(undefined)).toEqual([]);
    expect(serializeOptionList(['Mr', 'Ms'])).toBe('["Mr","Ms"]');
    expect(serializeOptionList([])).toBeNull();
  });

  it('adds a value once and never an empty one', () => {
    expect(addEntry(['Mr'], ' Ms ')).toEqual(['Mr', 'Ms']);
    expect(addEntry(['Mr'], 'Mr')).toEqual(['Mr']);
    expect(addEntry(['Mr'], '   ')).toEqual(['Mr']);
    expect(entryProblem(['Mr'], '')).toBe(ENTRY_EMPTY);
    expect(entryProblem(['Mr'], 'Mr')).toBe(ENTRY_EXISTS);
    expect(dedupe(['a', 'a ', 'b', ''])).toEqual(['a', 'b']);
  });

  it('edits a value unless it becomes empty or another entry', () => {
    expect(editEntry(['Mr', 'Ms'], 1, 'Mrs')).toEqual(['Mr', 'Mrs']);
    expect(editEntry(['Mr', 'Ms'], 1, 'Ms')).toEqual(['Mr', 'Ms']);
    expect(editEntry(['Mr', 'Ms'], 1, 'Mr')).toEqual(['Mr', 'Ms']);
    expect(editEntry(['Mr', 'Ms'], 0, '')).toEqual(['Mr', 'Ms']);
    expect(entryProblem(['Mr', 'Ms'], 'Ms', 1)).toBeNull();
  });

  it('removes and reorders', () => {
    expect(removeEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('the data-loss warning (001 §2)', () => {
  const saved = variable();

  it('shows once the name, type or list flag differs from what was saved', () => {
    expect(DATA_LOSS_WARNING).toBe(
      "Changes to a variable's name or type can cause data loss because the changes are not applied to existing records.",
    );
    expect(showsDataLossWarning(variable({ label: 'First' }), saved)).toBe(false);
    expect(showsDataLossWarning(variable({ name: 'GivenName' }), saved)).toBe(true);
    expect(showsDataLossWarning(variable(), saved, 'GivenNa')).toBe(true);
    expect(showsDataLossWarning(variable({ type: 'number' }), saved)).toBe(true);
    expect(showsDataLossWarning(variable({ isList: true }), saved)).toBe(true);
  });

  it('does not show for a variable not saved yet', () => {
    expect(showsDataLossWarning(variable({ name: 'GivenName' }), undefined)).toBe(false);
  });
});

describe('the Add variable dialog (001 §2, §5)', () => {
  const existing = [variable({ _id: 'v1', name: 'FirstName' })];
  const problems = (form: Partial<ReturnType<typeof emptyAddForm>>) =>
    addVariableProblems({ ...emptyAddForm(), ...form }, existing, elements);

  it('asks for a name and a type', () => {
    expect(problems({})).toEqual({
      name: 'Please provide a name.',
      type: 'You must choose a type for this variable.',
      model: null,
    });
  });

  it('applies the name rules and refuses a name the model already has', () => {
    expect(problems({ name: '1st', type: 'text' }).name).toBe('A name must start with a letter.');
    expect(problems({ name: 'first name', type: 'text' }).name).toBe('A name cannot contain spaces.');
    expect(problems({ name: 'firstname', type: 'text' }).name).toBe('A variable by this name already exists.');
    expect(problems({ name: 'Title', type: 'text' })).toEqual({ name: null, type: null, model: null });
  });

  it('needs a base model for an object or a global object', () => {
    expect(problems({ name: 'Spouse', type: 'object' }).model).toBe('Please choose the model this object is based on.');
    expect(problems({ name: 'Firm', type: 'global', baseModel: 'm-matter' }).model).toBeNull();
    expect(problems({ name: 'Spouse', type: modelChoice('m-client') }).model).toBeNull();
    expect(problems({ name: 'Spouse', type: modelChoice('gone') }).type).toBe(
      'You must choose a type for this variable.',
    );
  });

  it('adds the type with its default style; a model as an object of it', () => {
    expect(addVariablePayload({ name: 'Title', isList: false, type: 'selection', baseModel: '' }, elements)).toEqual({
      name: 'Title',
      isList: false,
      type: 'selection',
      style: 'radiobuttons',
    });
    expect(
      addVariablePayload({ name: 'Children', isList: true, type: modelChoice('m-client'), baseModel: '' }, elements),
    ).toEqual({
      name: 'Children',
      isList: true,
      type: 'object',
      typeName: 'Client',
      typeDef: 'm-client',
      style: 'popup',
    });
    expect(
      addVariablePayload({ name: 'Firm', isList: false, type: 'global', baseModel: 'm-matter' }, elements),
    ).toEqual({
      name: 'Firm',
      isList: false,
      type: 'global',
      typeName: 'Matter',
      typeDef: 'm-matter',
      style: 'popup',
    });
    expect(
      addVariablePayload({ name: 'Agreed', isList: false, type: 'checkbox', baseModel: '' }, elements),
    ).toMatchObject({ type: 'checkbox', style: 'checkbox' });
  });

  it('adds multiline text as a text that allows line breaks, one line high', () => {
    expect(addVariablePayload({ name: 'Notes', isList: false, type: 'multiline', baseModel: '' }, elements)).toEqual({
      name: 'Notes',
      isList: false,
      type: 'text',
      style: 'textbox',
      allowBreaks: true,
      height: 1,
    });
  });
});
