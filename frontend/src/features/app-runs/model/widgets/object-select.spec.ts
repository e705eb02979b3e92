import {
  chosenNotice,
  chosenObject,
  holdsAnswers,
  isChosen,
  movedActive,
  queryLabelOf,
  selectVariablePath,
} from './object-select';

describe("an object's data selected from a query", () => {
  it('names the query a reference calls', () => {
    expect(queryLabelOf('Clients()')).toBe('Clients');
    expect(queryLabelOf(' Clients(City, {active: true})')).toBe('Clients');
    expect(queryLabelOf('Clients|map:Name')).toBe('Clients');
  });

  it('confirms before overwriting answers, not an empty object or one holding only its source', () => {
    expect(holdsAnswers(undefined)).toBe(false);
    expect(holdsAnswers({ Name: '', Tags: [] })).toBe(false);
    expect(holdsAnswers({ _source: { id: 'x' } })).toBe(false);
    expect(holdsAnswers({ Name: 'Acme' })).toBe(true);
    expect(holdsAnswers({ Active: false })).toBe(true);
  });

  it('fills the object with the values and remembers where they came from', () => {
    const source = { query: 'Clients', id: 'c1', provider: 'docauto', source: 'Clients', values: { Name: 'Ann' } };
    const object = chosenObject({ values: { Name: 'Ann' }, source });
    expect(object).toEqual({ Name: 'Ann', _source: source });
    expect(isChosen(object)).toBe(true);
    expect(isChosen({ Name: 'Ann' })).toBe(false);
  });

  it('says what filled the object, and how many values were left out', () => {
    expect(chosenNotice('Ann Lee', 0)).toBe('Filled from Ann Lee.');
    expect(chosenNotice('Ann Lee', 1)).toBe('Filled from Ann Lee. 1 value did not fit this question and was left out.');
    expect(chosenNotice('Ann Lee', 3)).toBe(
      'Filled from Ann Lee. 3 values did not fit this question and were left out.',
    );
  });

  it('moves through the items with the arrow keys, wrapping, and to the ends with Home and End', () => {
    expect(movedActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(movedActive(2, 3, 'ArrowDown')).toBe(0);
    expect(movedActive(0, 3, 'ArrowUp')).toBe(2);
    expect(movedActive(1, 3, 'ArrowUp')).toBe(0);
    expect(movedActive(1, 3, 'End')).toBe(2);
    expect(movedActive(1, 3, 'Home')).toBe(0);
    expect(movedActive(-1, 0, 'ArrowDown')).toBe(-1);
  });

  it("asks the server by the variable's path, without list indexes", () => {
    expect(selectVariablePath('Office')).toBe('Office');
    expect(selectVariablePath('Kids[1].Office')).toBe('Kids.Office');
    expect(selectVariablePath('Matter.Offices')).toBe('Matter.Offices');
  });
});
