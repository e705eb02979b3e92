import {
  addEntry,
  dedupe,
  editEntry,
  entryProblem,
  ENTRY_EMPTY,
  ENTRY_EXISTS,
  moveEntry,
  parseOptionList,
  removeEntry,
  selectSourceOf,
  serializeOptionList,
  suggestionSourceOf,
} from './variable-options';
import { variable } from './variable.testing';

describe('option and suggestion sources (001 §3)', () => {
  it('reads a stored source, and anything else as the first choice', () => {
    expect(selectSourceOf(variable({ typeOfVariable: 'aTable' }))).toBe('aTable');
    expect(selectSourceOf(variable({ typeOfVariable: 'userData' }))).toBe('userData');
    expect(selectSourceOf(variable({ typeOfVariable: 'anOptionListedBelow' }))).toBe('anOptionListedBelow');
    expect(selectSourceOf(variable({ typeOfVariable: 'other' }))).toBe('anOptionListedBelow');
    expect(selectSourceOf(variable())).toBe('anOptionListedBelow');
    expect(suggestionSourceOf(variable({ suggestion: 'fixed' }))).toBe('fixed');
    expect(suggestionSourceOf(variable({ suggestion: 'expression' }))).toBe('expression');
    expect(suggestionSourceOf(variable({ suggestion: 'none' }))).toBe('none');
    expect(suggestionSourceOf(variable({ suggestion: true }))).toBe('none');
    expect(suggestionSourceOf(variable())).toBe('none');
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
