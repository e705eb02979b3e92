import type { InterviewModel } from '@app/templating/interview';
import { answersScope } from './answers-scope';
import { itemNoun, itemStatus, itemSummary, statusText } from './item-summary';

const child: InterviewModel = {
  variables: [
    { name: 'FirstName', type: 'text' },
    { name: 'LastName', type: 'text' },
    { name: 'Age', type: 'number' },
    { name: 'Notes', type: 'text', alwaysOptional: true },
    { name: 'Hidden', type: 'text', style: 'hidden' },
  ],
};

describe('item summary', () => {
  it('sums an item up by its first answers', () => {
    expect(itemSummary(child, { FirstName: 'Anna', LastName: 'Smith', Age: 4 })).toBe('Anna Smith');
    expect(itemSummary(child, { FirstName: 'Anna', Age: 4 })).toBe('Anna, 4');
    expect(itemSummary(child, {})).toBe('');
    expect(itemSummary(child, undefined)).toBe('');
  });

  it("says the model's summary template, evaluated in the item's scope and locale, over the first answers", () => {
    const summarised: InterviewModel = {
      ...child,
      summary: '{[LastName|upper]}, {[FirstName]}\n(born {[Born|format:"LL"]}) of {[_parent.Family]}',
    };
    const answers = { Family: 'Smiths', Kids: [{ FirstName: 'Anna', LastName: 'Smith', Born: '2020-03-31' }] };
    const scope = (locale: string) => answersScope(answers, {}, 'Kids[0].', locale);
    expect(itemSummary(summarised, answers.Kids[0], scope('en-GB'))).toBe('SMITH, Anna (born 31 March 2020) of Smiths');
    expect(itemSummary(summarised, answers.Kids[0], scope('en-US'))).toBe(
      'SMITH, Anna (born March 31, 2020) of Smiths',
    );
    // Nothing answered that the summary reads, or a summary that fails: the first answers, as without one.
    const empty = { ...child, summary: '{[Nickname]}' };
    expect(itemSummary(empty, { FirstName: 'Anna', Age: 4 }, scope('en-US'))).toBe('Anna, 4');
    const broken = { ...child, summary: '{[FirstName|nosuchfilter]}' };
    expect(itemSummary(broken, { FirstName: 'Anna', Age: 4 }, scope('en-US'))).toBe('Anna, 4');
  });

  it('names one item of a list', () => {
    expect(itemNoun({ name: 'Witnesses', prompt: 'Witnesses:' })).toBe('witness');
    expect(itemNoun({ name: 'Children' })).toBe('child');
    expect(itemNoun({ name: 'Kids' })).toBe('kid');
    expect(itemNoun({ name: 'Properties' })).toBe('property');
    expect(itemNoun({ name: 'Addresses' })).toBe('address');
    expect(itemNoun({ name: 'Beneficiaries', prompt: 'Beneficiaries' })).toBe('beneficiary');
  });

  it('counts the missing required answers and the problems of one item', () => {
    const relevant = new Set(['Kids[0].FirstName', 'Kids[0].LastName', 'Kids[0].Age', 'Kids[0].Notes']);
    const errors = new Map([['Kids[0].Age', 'Age must be a number']]);
    const status = itemStatus(child, { FirstName: 'Anna' }, 'Kids[0].', (path) => relevant.has(path), errors);
    expect(status).toEqual({ missing: 2, problems: 1 });
    expect(statusText(status)).toBe('1 problem');
    expect(statusText({ missing: 2, problems: 0 })).toBe('2 answers missing');
    expect(statusText({ missing: 1, problems: 0 })).toBe('1 answer missing');
    expect(statusText({ missing: 0, problems: 0 })).toBe('Complete');
  });

  it('leaves fields that are not relevant out of the count', () => {
    const status = itemStatus(child, {}, 'Kids[1].', (path) => path === 'Kids[1].FirstName', new Map());
    expect(status.missing).toBe(1);
  });
});
