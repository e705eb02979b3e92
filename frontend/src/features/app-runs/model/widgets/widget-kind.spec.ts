import { widgetKind, type WidgetVariable } from './widget-kind';

const kind = (variable: Partial<WidgetVariable>) => widgetKind({ name: 'X', ...variable });

describe('widget kind', () => {
  it('gives text a textbox, or a multiline box of its height in rows', () => {
    expect(kind({})).toEqual({ kind: 'text', multiline: false, rows: 1 });
    expect(kind({ type: 'text', height: 5 })).toEqual({ kind: 'text', multiline: true, rows: 5 });
    expect(kind({ type: 'text', style: 'multiline' })).toEqual({ kind: 'text', multiline: true, rows: 3 });
    expect(kind({ type: 'text', allowBreaks: true, height: 1 })).toEqual({ kind: 'text', multiline: true, rows: 3 });
  });

  it('hides any type styled hidden', () => {
    for (const type of ['text', 'number', 'date', 'selection', 'object', 'file'])
      expect(kind({ type, style: 'hidden' })).toEqual({ kind: 'hidden' });
  });

  it('gives numbers, dates and true/false their styles, and the type default otherwise', () => {
    expect(kind({ type: 'number', style: 'slider' })).toEqual({ kind: 'number', style: 'slider' });
    expect(kind({ type: 'number', style: 'dial' })).toEqual({ kind: 'number', style: 'textbox' });
    expect(kind({ type: 'date' })).toEqual({ kind: 'date', style: 'datepicker' });
    expect(kind({ type: 'date', style: 'textbox' })).toEqual({ kind: 'date', style: 'textbox' });
    expect(kind({ type: 'true/false', style: 'switch' })).toEqual({ kind: 'boolean', style: 'switch' });
    expect(kind({ type: 'checkbox', style: 'radiobuttons' })).toEqual({ kind: 'boolean', style: 'radiobuttons' });
    expect(kind({ type: 'true/false' })).toEqual({ kind: 'boolean', style: 'checkbox' });
  });

  it('gives selections radios for one answer and checkboxes for a list, in columns when asked', () => {
    expect(kind({ type: 'selection' })).toMatchObject({ style: 'radiobuttons', multiple: false });
    expect(kind({ type: 'selection', isList: true })).toMatchObject({ style: 'checkboxes', multiple: true });
    expect(kind({ type: 'selection', style: 'radiobutton columns' })).toMatchObject({
      style: 'radiobuttons',
      columns: true,
    });
    expect(kind({ type: 'selection', isList: true, style: 'radiobuttons' })).toMatchObject({ style: 'checkboxes' });
    expect(kind({ type: 'selection', style: 'checkbox columns', isList: true })).toMatchObject({
      style: 'checkboxes',
      columns: true,
    });
    expect(kind({ type: 'selection', style: 'hybrid', isList: true })).toMatchObject({
      style: 'hybrid',
      multiple: true,
    });
    expect(kind({ type: 'selection', style: 'listbox' })).toMatchObject({ style: 'listbox', multiple: false });
  });

  it('gives objects and lists of them popup, inline or accordion', () => {
    expect(kind({ type: 'object' })).toEqual({ kind: 'object', style: 'popup', list: false });
    expect(kind({ type: 'global', isList: true, style: 'accordion' })).toEqual({
      kind: 'object',
      style: 'accordion',
      list: true,
    });
    expect(kind({ type: 'file', style: 'upload' })).toEqual({ kind: 'file' });
  });
});
