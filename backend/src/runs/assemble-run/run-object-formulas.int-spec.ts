import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { objectModelsChanged } from '../app-result/app-result';
import { objectModelVersions } from '../app-result/object-model-versions';
import { decideStartRun } from '../start-run/start-run.decide';
import { RunStream } from '../run.streams';
import { startRunsApp, type RunsTestApp } from '../runs-assembly.testing';

/**
 * docs/runs.md "Object models' formulas": a Customer's Client and Witnesses are Persons, and a text template reads
 * Person's formula FullName through them (`Client.FullName`, `FullName` in `{[list Witnesses]}`). The run pins
 * Person's version: assembling it again reads the formula as it stood (same bytes), while a new run reads the
 * formula as it is now. Real SQLite files, real file store.
 */
describe("record runs read object models' formulas at the run's version (real SQLite files, real file store)", () => {
  let t: RunsTestApp;
  let person: string;
  let fullName: string;

  const text = async (sha256: string) => (await t.bytesOf(sha256)).toString('utf8');
  const answers = {
    Name: 'Matter 7',
    Client: { FirstName: 'Ann', LastName: 'Lee' },
    Witnesses: [
      { FirstName: 'Bo', LastName: 'Ray' },
      { FirstName: 'Di', LastName: 'Fox' },
    ],
  };

  beforeAll(async () => {
    t = await startRunsApp();
    person = (await t.save([{ action: 'add', kind: 'model', name: 'Person' }])).added[0]._id as string;
    const added = await t.save([
      { action: 'add', kind: 'variable', parent: person, name: 'FirstName', type: 'text' },
      { action: 'add', kind: 'variable', parent: person, name: 'LastName', type: 'text' },
      {
        action: 'add',
        kind: 'formula',
        parent: person,
        name: 'FullName',
        type: 'text',
        expression: 'FirstName + " " + LastName',
      },
    ]);
    const saved = await t.read(`/v2/types/model/${person}`, added.position as number);
    fullName = saved.body.formulas.find((item: { name: string }) => item.name === 'FullName')._id as string;
    await t.change([
      { action: 'add', kind: 'variable', name: 'Client', type: 'object', typeDef: person },
      { action: 'add', kind: 'variable', name: 'Witnesses', type: 'object', isList: true, typeDef: person },
      {
        action: 'add',
        kind: 'template',
        name: 'Parties',
        type: 'text',
        contentType: 'text',
        output: 'Parties of {[Name]}',
        text: 'Client: {[Client.FullName]}. Witnesses: {[list Witnesses]}{[FullName]}; {[endlist]}',
      },
      { action: 'add', kind: 'app', name: 'Matter', screens: [], templates: ['[Parties]'], generateDocs: true },
    ]);
  });
  afterAll(() => t.close());

  it("reads Person's formula through the object and each list item, pinned: the same bytes again, a new run the new formula", async () => {
    const { id } = await t.record(answers);
    const first = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Matter', by: t.adminId });
    expect(first.status).toBe('completed');
    expect(await text(first.documents[0].sha256)).toBe('Client: Ann Lee. Witnesses: Bo Ray; Di Fox; ');
    const started = (await t.eventsOf(first.runId))[0];
    expect(started.data.models[person]).toBe(2);
    expect(first.models[person]).toBe(2);

    await t.save([
      { action: 'update', kind: 'formula', parent: person, _id: fullName, expression: 'LastName + ", " + FirstName' },
    ]);
    // The old run reads Person as it stood, even for a lost file.
    await t.files.delete(first.documents[0].sha256);
    expect(await t.runs.reassemble('demo', first.runId)).toEqual(first.documents);
    expect(await text(first.documents[0].sha256)).toBe('Client: Ann Lee. Witnesses: Bo Ray; Di Fox; ');
    // Its documents no longer say what a run now would: Person moved past the version the run read.
    const store = t.app.get<EventStore>(EVENT_STORE);
    expect(await objectModelVersions(store, 'demo', first)).toMatchObject({ [person]: 3 });
    expect(objectModelsChanged(first, await objectModelVersions(store, 'demo', first))).toBe(true);

    const later = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Matter', by: t.adminId });
    expect(later.models[person]).toBe(3);
    expect(later.modelVersion).toBe(first.modelVersion);
    expect(await text(later.documents[0].sha256)).toBe('Client: Lee, Ann. Witnesses: Ray, Bo; Fox, Di; ');
    expect(objectModelsChanged(later, await objectModelVersions(store, 'demo', later))).toBe(false);
  });

  it('assembles a run started before object models were pinned as it was then: without their formulas', async () => {
    const { id } = await t.record(answers);
    const current = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Matter', by: null });
    // A RunStarted as the server wrote it before this change: no `models`.
    const runId = 'before-object-models';
    const { models: _models, ...before } = (await t.eventsOf(current.runId))[0].data;
    await RunStream.run(t.store, { tenant: 'demo', actorId: null, id: runId }, (state) =>
      decideStartRun({ ...before, runId }, state),
    );
    expect((await t.eventsOf(runId))[0].data.models).toBeUndefined();
    await t.runs.assemble('demo', runId, null);
    const old = (await RunStream.load(t.store, 'demo', runId)).state;
    expect(old.status).toBe('completed');
    expect(old.models).toEqual({});
    expect(await text(old.documents[0].sha256)).toBe('Client: [Client.FullName]. Witnesses: [FullName]; [FullName]; ');
  });
});
