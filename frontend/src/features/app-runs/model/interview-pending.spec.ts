import { addPending, mergeUnsent, nextValuesOf, rebaseOnTheirs, sameAnswer, topLevelName } from './interview-pending';

it('a save carries the top-level variable of a path', () => {
  expect(topLevelName('Kids[1].Age')).toBe('Kids');
  expect(topLevelName('Client.Address.City')).toBe('Client');
  expect(topLevelName('Name')).toBe('Name');
});

describe('pending answers', () => {
  it('keeps the first previous value, and forgets a change back to it', () => {
    let pending = addPending({}, 'Name', 'Ada', 'Bo');
    pending = addPending(pending, 'Name', 'Bo', 'Cy');
    expect(pending).toEqual({ Name: { previous: 'Ada', value: 'Cy' } });
    expect(addPending(pending, 'Name', 'Cy', 'Ada')).toEqual({});
  });

  it('puts a failed save back under the changes made meanwhile, newer values winning', () => {
    const sent = { Name: { previous: 'Ada', value: 'Bo' }, Age: { previous: 1, value: 2 } };
    const meanwhile = { Name: { previous: 'Bo', value: 'Cy' }, City: { previous: undefined, value: 'Oslo' } };
    expect(mergeUnsent(sent, meanwhile)).toEqual({
      Name: { previous: 'Ada', value: 'Cy' },
      Age: { previous: 1, value: 2 },
      City: { previous: undefined, value: 'Oslo' },
    });
  });

  it('sends null for a cleared answer', () => {
    expect(nextValuesOf({ Name: { previous: 'Ada', value: undefined }, Age: { previous: 1, value: 2 } })).toEqual({
      Name: null,
      Age: 2,
    });
  });

  it('compares answers by value, unanswered alike', () => {
    expect(sameAnswer({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameAnswer(null, undefined)).toBe(true);
    expect(sameAnswer({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameAnswer([1], { 0: 1 })).toBe(false);
  });
});

describe('a conflict (409) rebased on their record', () => {
  it('takes their other answers, marks them updated, and sends ours again on top', () => {
    const answers = { Name: 'Bo', City: 'Oslo', Age: 40 };
    const rebased = rebaseOnTheirs(
      answers,
      { Name: { previous: 'Ada', value: 'Bo' } },
      {
        Name: 'Ada',
        City: 'Bergen',
        Age: 40,
      },
    );
    expect(rebased.answers).toEqual({ Name: 'Bo', City: 'Bergen', Age: 40 });
    expect(rebased.updated).toEqual(['City']);
    expect(rebased.pending).toEqual({ Name: { previous: 'Ada', value: 'Bo' } });
    expect(rebased.conflicts).toEqual([]);
  });

  it('keeps ours in the field and reports a conflict when they changed the same answer', () => {
    const rebased = rebaseOnTheirs({ Name: 'Bo' }, { Name: { previous: 'Ada', value: 'Bo' } }, { Name: 'Eve' });
    expect(rebased.answers).toEqual({ Name: 'Bo' });
    expect(rebased.conflicts).toEqual([{ name: 'Name', mine: 'Bo', theirs: 'Eve' }]);
    expect(rebased.pending).toEqual({});
  });

  it('has nothing to send when they gave the same answer', () => {
    const rebased = rebaseOnTheirs({ Name: 'Bo' }, { Name: { previous: 'Ada', value: 'Bo' } }, { Name: 'Bo' });
    expect(rebased.pending).toEqual({});
    expect(rebased.conflicts).toEqual([]);
    expect(rebased.updated).toEqual([]);
  });

  it('takes an answer they cleared', () => {
    const rebased = rebaseOnTheirs({ Name: 'Ada', Age: 3 }, {}, { Name: 'Ada' });
    expect(rebased.answers).toEqual({ Name: 'Ada', Age: undefined });
    expect(rebased.updated).toEqual(['Age']);
  });
});
