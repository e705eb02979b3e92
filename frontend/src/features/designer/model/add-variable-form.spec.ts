import { addVariablePayload, addVariableProblems, emptyAddForm, switchAddList } from './add-variable-form';
import { modelChoice } from './variable-types';
import { elements, variable } from './variable.testing';

describe('list mode (001 §4 "New variable")', () => {
  it('resets a single-only type to text when the dialog switches to List', () => {
    expect(switchAddList({ ...emptyAddForm(), type: 'selection' }, true)).toMatchObject({ isList: true, type: 'text' });
    expect(switchAddList({ ...emptyAddForm(), type: 'number' }, true)).toMatchObject({ isList: true, type: 'number' });
    expect(switchAddList({ ...emptyAddForm(), type: 'text', isList: true }, false)).toMatchObject({ isList: false });
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
