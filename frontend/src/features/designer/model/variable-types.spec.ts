import { addTypeChoices } from './add-variable-form';
import { defaultStyle, listAllowed, styleChoices } from './variable-types';

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
});
