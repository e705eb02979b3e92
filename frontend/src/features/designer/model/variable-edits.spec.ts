import type { Member } from './designer.types';
import { variableEditSet } from './variable-edits';
import { typeChoiceOf, modelChoice } from './variable-types';
import { elements, variable } from './variable.testing';

const edit = (member: Member, change: Parameters<typeof variableEditSet>[1]) =>
  variableEditSet(member, change, elements);

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
});
