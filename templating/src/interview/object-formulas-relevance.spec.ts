import type { InterviewInput, InterviewModel } from './interview.types';
import { relevance } from './relevance';

// Matter's Client and Witnesses are Persons; FullName is Person's formula, read through the object.
const person: InterviewModel = {
  variables: [
    { name: 'FirstName', type: 'text' },
    { name: 'LastName', type: 'text' },
    { name: 'Nickname', type: 'text', relevance: 'FullName == "Ann Lee"' },
  ],
  formulas: { FullName: 'FirstName + " " + LastName', Known: 'FirstName' },
};
const matter: InterviewModel = {
  variables: [
    { name: 'Client', type: 'object', model: person },
    { name: 'Witnesses', type: 'object', isList: true, model: person },
    { name: 'Greeting', type: 'text', relevance: 'Client.Known' },
    { name: 'Title', type: 'text', relevance: 'Client.FullName != ""' },
    { name: 'Salutation', type: 'text', relevance: 'Client.FullName == "Ann Lee"' },
    { name: 'Notes', type: 'text', ignoreUsage: true },
  ],
  formulas: { Parties: 'Witnesses|map:FullName' },
};
const input = (templates: { name: string; text: string }[] = []): InterviewInput => ({
  model: matter,
  app: { name: 'Intake', templates },
});
const relevantOf = (i: InterviewInput, answers: Record<string, unknown>) => [...relevance(i, answers).relevant].sort();

describe("relevance: object models' formulas", () => {
  it('judges a condition that reads an object formula (Client.Known) on the current answers', () => {
    expect(relevantOf(input(), {})).not.toContain('Greeting');
    expect(relevantOf(input(), { Client: { FirstName: 'Ann' } })).toContain('Greeting');
  });

  it('judges `Client.FullName != ""` and `Client.FullName == "Ann Lee"` with the formula, without problems', () => {
    const none = relevance(input(), {});
    expect(none.problems).toEqual([]);
    expect(none.isRelevant('Title')).toBe(true);
    expect(none.isRelevant('Salutation')).toBe(false);
    const ann = relevance(input(), { Client: { FirstName: 'Ann', LastName: 'Lee' } });
    expect(ann.isRelevant('Salutation')).toBe(true);
  });

  it("asks the fields a list item's formula reads when a template uses it in a list", () => {
    const answers = { Witnesses: [{}] };
    const fields = ['Witnesses[0].FirstName', 'Witnesses[0].LastName'];
    const letter = { name: 'Letter', text: '{[list Witnesses]}{[FullName]}{[endlist]}' };
    for (const field of fields) expect(relevantOf(input([letter]), answers)).toContain(field);
    for (const field of fields) expect(relevantOf(input(), answers)).not.toContain(field);
  });

  it("judges an object's own condition with its model's formula, in the object's scope and each list item's", () => {
    const answers = {
      Client: { FirstName: 'Ann', LastName: 'Lee' },
      Witnesses: [
        { FirstName: 'Bo', LastName: 'Ray' },
        { FirstName: 'Ann', LastName: 'Lee' },
      ],
    };
    const relevant = relevantOf(input([{ name: 'List', text: '{[Client.FirstName]}{[Parties]}' }]), answers);
    expect(relevant).toContain('Client.Nickname');
    expect(relevant).toContain('Witnesses[1].Nickname');
    expect(relevant).not.toContain('Witnesses[0].Nickname');
  });

  it("gives a record formula that reads list items' formulas its value", () => {
    const answers = { Witnesses: [{ FirstName: 'Bo', LastName: 'Ray' }] };
    expect(relevance(input(), answers).formulaValues.Parties).toEqual(['Bo Ray']);
  });
});
