import { answerAt, fieldId, itemPrefix, objectPrefix, pathSteps, withAnswerAt } from './answer-paths';
import { isInside, itemIndexOf } from './reveal-field';

describe('answer paths', () => {
  it('gives each question an input id the error summary can link to', () => {
    expect(fieldId('Name')).toBe('q-Name');
    expect(fieldId('Client.Name')).toBe('q-Client-Name');
    expect(fieldId('Kids[0].Age')).toBe('q-Kids-0--Age');
  });

  it('builds the engine’s paths of object fields and list items', () => {
    expect(objectPrefix('Client') + 'Name').toBe('Client.Name');
    expect(itemPrefix('Kids', 1) + 'Age').toBe('Kids[1].Age');
    expect(pathSteps('Kids[1].Pets[0].Name')).toEqual(['Kids', 1, 'Pets', 0, 'Name']);
  });

  it('reads answers at nested paths, missing steps read as no answer', () => {
    const answers = { Client: { Name: 'Ann' }, Kids: [{ Age: 4 }, { Age: 7 }] };
    expect(answerAt(answers, 'Client.Name')).toBe('Ann');
    expect(answerAt(answers, 'Kids[1].Age')).toBe(7);
    expect(answerAt(answers, 'Kids[5].Age')).toBeUndefined();
    expect(answerAt(answers, 'Client.Name.First')).toBeUndefined();
    expect(answerAt({ Client: null }, 'Client.Name')).toBeUndefined();
  });

  it('writes at nested paths without changing the answers it was given', () => {
    const answers = { Client: { Name: 'Ann' }, Kids: [{ Age: 4 }] };
    const next = withAnswerAt(answers, 'Kids[0].Age', 5);
    expect(next).toEqual({ Client: { Name: 'Ann' }, Kids: [{ Age: 5 }] });
    expect(answers.Kids[0].Age).toBe(4);
    expect(next.Client).toBe(answers.Client);
    expect(withAnswerAt({}, 'Client.Address.City', 'Oslo')).toEqual({ Client: { Address: { City: 'Oslo' } } });
  });
});

describe('which object a path lies in', () => {
  it('finds the object and list item holding a field', () => {
    expect(isInside('Client', 'Client.Name')).toBe(true);
    expect(isInside('Client', 'ClientName')).toBe(false);
    expect(isInside('Kids', 'Kids[2].Age')).toBe(true);
    expect(itemIndexOf('Kids', 'Kids[2].Age')).toBe(2);
    expect(itemIndexOf('Kids', 'KidsCount')).toBeUndefined();
  });
});
