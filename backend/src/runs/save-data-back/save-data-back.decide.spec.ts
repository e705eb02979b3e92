import type { InterviewModel } from '@app/templating';
import { completed, started } from '../run.testing';
import { evolveRun, initialRunState, type RunState } from '../run.state';
import { decideSaveBack, objectsToSaveBack } from './save-data-back.decide';

const office: InterviewModel = {
  variables: [
    { name: 'Name', type: 'text' },
    { name: 'City', type: 'text' },
  ],
};
const model: InterviewModel = {
  variables: [
    { name: 'Office', type: 'object', model: office, selectQuery: 'Firms()' },
    { name: 'Branches', type: 'object', isList: true, model: office, selectQuery: 'Firms()' },
    { name: 'Firm', type: 'global', model: office },
  ],
};
const source = (id: string, values: Record<string, unknown>) => ({
  query: 'Firms',
  id,
  provider: 'docauto',
  source: 'Firms',
  values,
});

describe('the objects a completed run saves back', () => {
  it('are those chosen from a query whose answers changed since they were read, lists and all', () => {
    const read = { Name: 'Acme', City: 'Oslo' };
    const found = objectsToSaveBack(model, {
      Office: { Name: 'Acme', City: 'Bergen', _source: source('f1', read) },
      Branches: [
        { Name: 'Beta', City: 'Oslo', _source: source('f2', { Name: 'Beta', City: 'Oslo' }) },
        { Name: 'Typed by hand' },
        { Name: 'Gamma AS', _source: source('f3', { Name: 'Gamma', City: 'Molde' }) },
      ],
      Firm: { Name: 'Acme', City: 'Bergen', _source: source('f1', read) },
    });
    expect(found).toEqual([
      { path: 'Office', source: source('f1', read), changed: { City: 'Bergen' } },
      {
        path: 'Branches[2]',
        source: source('f3', { Name: 'Gamma', City: 'Molde' }),
        changed: { Name: 'Gamma AS', City: null },
      },
    ]);
  });

  it('are none when nothing was chosen from a query, or nothing changed', () => {
    expect(objectsToSaveBack(model, { Office: { Name: 'Acme' } })).toEqual([]);
    expect(objectsToSaveBack(model, { Office: { Name: 'Acme', _source: source('f1', { Name: 'Acme' }) } })).toEqual([]);
  });
});

describe('what a run records of saving an object back', () => {
  const done: RunState = [started, completed].reduce(evolveRun, initialRunState);
  const to = { path: 'Office', source: source('f1', { City: 'Oslo' }) };

  it('records the fields saved, or why nothing was, once per object', () => {
    const saved = decideSaveBack('run1', { ...to, fields: ['City'], merged: false }, done);
    expect(saved).toEqual([
      {
        type: 'RunDataSavedBack',
        data: {
          runId: 'run1',
          path: 'Office',
          query: 'Firms',
          provider: 'docauto',
          source: 'Firms',
          id: 'f1',
          fields: ['City'],
          merged: false,
        },
      },
    ]);
    const after = saved.reduce(evolveRun, done);
    expect(after.savedBack).toEqual({
      Office: { query: 'Firms', source: 'Firms', id: 'f1', fields: ['City'], failure: null },
    });
    expect(decideSaveBack('run1', { ...to, reason: 'gone' }, after)).toEqual([]);
  });

  it('records a failure with its reason, and nothing for a run that has not completed', () => {
    const [failed] = decideSaveBack('run1', { ...to, reason: 'The record was deleted.' }, done);
    expect(failed).toMatchObject({
      type: 'RunDataSaveBackFailed',
      data: { path: 'Office', reason: 'The record was deleted.' },
    });
    expect(evolveRun(done, failed).savedBack.Office.failure).toBe('The record was deleted.');
    expect(decideSaveBack('run1', { ...to, reason: 'x' }, evolveRun(initialRunState, started))).toEqual([]);
  });
});
