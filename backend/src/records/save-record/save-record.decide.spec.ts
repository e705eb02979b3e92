import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { created, deleted, saved, summarize } from '../record.testing';
import { RecordStream } from '../record.streams';
import { decideCreateRecord, decideSaveRecordValues } from './save-record.decide';

const spec = streamSpec(RecordStream);
const create = { recordId: 'r1', catalogId: 'c1', modelId: 'm1', summarize, source: 'api' as const };
const save = { recordId: 'r1', summarize, source: 'api' as const };

describe('creating a record', () => {
  it('creates it with its values and its summary as name, leaving out cleared values', () => {
    spec
      .given([])
      .when((state) => decideCreateRecord({ ...create, values: { Name: 'Ann', Age: 30, Note: null } }, state))
      .then([created({ Name: 'Ann', Age: 30 })]);
    expect(spec.given([created()]).state).toMatchObject({
      exists: true,
      values: { Name: 'Ann', Age: 30 },
      name: 'Ann',
    });
  });

  it('keeps the app and run that created it', () => {
    spec
      .given([])
      .when((state) =>
        decideCreateRecord({ ...create, values: { Name: 'Ann' }, source: 'app', app: 'Intake', run: 'run1' }, state),
      )
      .then([
        {
          type: 'RecordCreated',
          data: { ...created({ Name: 'Ann' }).data, source: 'app', app: 'Intake', run: 'run1' },
        } as never,
      ]);
  });

  it('refuses to create a record twice under one id', () => {
    spec
      .given([created()])
      .when((state) => decideCreateRecord({ ...create, values: {} }, state))
      .thenThrows('Record r1 exists already.');
  });
});

describe('saving a record’s values (one version)', () => {
  it('records only the values that changed, with the values they replaced', () => {
    spec
      .given([created()])
      .when((state) => decideSaveRecordValues({ ...save, values: { Name: 'Anna', Age: 30, City: 'Oslo' } }, state))
      .then([saved({ Name: 'Anna', City: 'Oslo' }, { Name: 'Ann', City: null }, 'Anna')]);
  });

  it('clears a value given as null, and the version says what it was', () => {
    spec
      .given([created()])
      .when((state) => decideSaveRecordValues({ ...save, values: { Age: null } }, state))
      .then([saved({ Age: null }, { Age: 30 })]);
    expect(spec.given([created(), saved({ Age: null }, { Age: 30 })]).state.values).toEqual({ Name: 'Ann' });
  });

  it('writes nothing when nothing changes (objects compared by content)', () => {
    spec
      .given([created({ Name: 'Ann', Address: { city: 'Oslo', zip: '1' } })])
      .when((state) =>
        decideSaveRecordValues({ ...save, values: { Name: 'Ann', Address: { zip: '1', city: 'Oslo' } } }, state),
      )
      .thenNothing();
  });

  it("remembers the query item an app's SELECT data FROM filled the version from, even when nothing changed", () => {
    const selected = { query: 'Clients()', id: 'k1', name: 'Ann' };
    spec
      .given([created()])
      .when((state) =>
        decideSaveRecordValues({ ...save, values: { Age: 31 }, source: 'app', app: 'Intake', selected }, state),
      )
      .then([
        {
          type: 'RecordValuesSaved',
          data: {
            recordId: 'r1',
            changed: { Age: 31 },
            previous: { Age: 30 },
            name: 'Ann',
            source: 'app',
            app: 'Intake',
            selected,
          },
        },
      ]);
    spec
      .given([created()])
      .when((state) =>
        decideSaveRecordValues({ ...save, values: { Age: 30 }, source: 'app', app: 'Intake', selected }, state),
      )
      .then([
        {
          type: 'RecordValuesSaved',
          data: { recordId: 'r1', changed: {}, previous: {}, name: 'Ann', source: 'app', app: 'Intake', selected },
        },
      ]);
  });

  it('refuses an unknown record, and a deleted one until it is undeleted', () => {
    spec
      .given([])
      .when((state) => decideSaveRecordValues({ ...save, values: { Name: 'x' } }, state))
      .thenThrows('There is no record r1 in this catalog.');
    spec
      .given([created(), deleted])
      .when((state) => decideSaveRecordValues({ ...save, values: { Name: 'x' } }, state))
      .thenThrows('This record was deleted: undelete it before changing it.');
  });
});
