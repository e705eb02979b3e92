import type { InterviewModel } from '@app/templating/interview';
import { unfitAnswer, variableAt } from './interview-variables';

const model: InterviewModel = {
  variables: [
    { name: 'Age', type: 'number', minimum: 0, maximum: 130 },
    {
      name: 'Kids',
      type: 'object',
      isList: true,
      model: { variables: [{ name: 'Age', type: 'number', maximum: 18 }] },
    },
    { name: 'Client', type: 'object', model: { variables: [{ name: 'Name', type: 'text' }] } },
  ],
};

describe('the variable of a path', () => {
  it('finds record variables, object fields and list item fields', () => {
    expect(variableAt(model, 'Age')?.maximum).toBe(130);
    expect(variableAt(model, 'Kids[1].Age')?.maximum).toBe(18);
    expect(variableAt(model, 'Client.Name')?.type).toBe('text');
    expect(variableAt(model, 'Client.Nope')).toBeUndefined();
  });

  it('holds back an answer that does not fit, with its message; a missing answer fits until Finish', () => {
    expect(unfitAnswer(model, 'Age', 200)).toMatch(/130/);
    expect(unfitAnswer(model, 'Age', 40)).toBeNull();
    expect(unfitAnswer(model, 'Kids[0].Age', 30)).toMatch(/18/);
    expect(unfitAnswer(model, 'Age', undefined)).toBeNull();
    expect(unfitAnswer(model, 'Client', { Name: 'Ada' })).toBeNull();
  });
});
