import { streamSpec } from '../../../shared/event-sourcing/stream-spec.testing';
import type { CatalogGlobalEvent } from '../catalog-global.events';
import { CatalogGlobalStream } from '../catalog-global.streams';
import { answeredValues, decideAnswerGlobal } from './answer-global.decide';

const spec = streamSpec(CatalogGlobalStream);
const command = { catalogId: 'c1', elementName: 'Firm', appName: 'FirmInfo' };
const imported: CatalogGlobalEvent = {
  type: 'CatalogGlobalImported',
  data: { ...command, fileName: 'Firm.json', values: { Name: 'Acme', City: 'Oslo' }, previous: null },
};

describe("answering a catalog's global info in its global-info app (issue 16)", () => {
  it('keeps the first answers as the global info, with nothing before them', () => {
    const answered: CatalogGlobalEvent = {
      type: 'CatalogGlobalAnswered',
      data: { ...command, values: { Name: 'Acme' }, previous: null },
    };
    spec
      .given([])
      .when((state) => decideAnswerGlobal({ ...command, version: 0, values: { Name: 'Acme' } }, state))
      .then([answered]);
    expect(spec.given([answered]).state).toEqual({ values: { Name: 'Acme' }, version: 1 });
  });

  it('replaces the whole set with the answered one, keeping the set it replaced', () => {
    const values = answeredValues({ Name: 'Acme', City: 'Oslo' }, { City: 'Bergen' });
    expect(values).toEqual({ Name: 'Acme', City: 'Bergen' });
    const answered: CatalogGlobalEvent = {
      type: 'CatalogGlobalAnswered',
      data: { ...command, values, previous: { Name: 'Acme', City: 'Oslo' } },
    };
    spec
      .given([imported])
      .when((state) => decideAnswerGlobal({ ...command, version: 1, values }, state))
      .then([answered]);
    expect(spec.given([imported, answered]).state).toEqual({ values, version: 2 });
  });

  it('refuses answers given on a version someone has moved past, writing nothing', () => {
    spec
      .given([imported])
      .when((state) => decideAnswerGlobal({ ...command, version: 0, values: { Name: 'Mine' } }, state))
      .thenThrows(
        'The global info of Firm was changed by someone else since (it is at version 1 now): your answers were not ' +
          'saved. Take their values and answer again.',
      );
  });

  it('writes nothing when the answers change nothing (keys in another order are the same values)', () => {
    spec
      .given([imported])
      .when((state) => decideAnswerGlobal({ ...command, version: 1, values: { City: 'Oslo', Name: 'Acme' } }, state))
      .then([]);
  });
});

describe('the set the answers leave', () => {
  it('puts changed answers in, clears those answered null, and keeps the rest', () => {
    expect(answeredValues(null, { Name: 'Acme' })).toEqual({ Name: 'Acme' });
    expect(answeredValues({ Name: 'Acme', City: 'Oslo', Staff: [{ Name: 'Ann' }] }, { City: null, Size: 3 })).toEqual({
      Name: 'Acme',
      Staff: [{ Name: 'Ann' }],
      Size: 3,
    });
  });
});
