// Creating and saving records: versions, the 409 on a stale version, and values checked against their variables.
import { startRecordsApp, items, type RecordsTestApp } from './records-api.testing';

/** The records API (002 §7 Records, issue 14's versions) over HTTP on real SQLite files. */
describe('records API: saving records and their values (/api/collections/{adapter}/items)', () => {
  let t: RecordsTestApp;

  beforeAll(async () => {
    t = await startRecordsApp();
  });
  afterAll(() => t?.close());

  it('creates a record, saves a version, and refuses a save on a version someone else saved since (409)', async () => {
    const created = await t.createRecord({ Name: 'Ann', City: 'Oslo', Age: 30, Home: { City: 'Oslo' } });
    expect(created).toMatchObject({
      _id: expect.any(String),
      name: 'Ann of Oslo',
      status: 'Ok',
      version: 1,
      values: { Name: 'Ann', City: 'Oslo', Age: 30, Home: { City: 'Oslo' } },
      apps: [],
      attachments: [],
      extUserID: null,
      lastRunBy: null,
      lastRunByID: null,
    });
    const saved = await t.update(created._id, { City: 'Rome', Age: null }, 1);
    expect(saved).toMatchObject({
      name: 'Ann of Rome',
      version: 2,
      values: { Name: 'Ann', City: 'Rome', Home: { City: 'Oslo' } },
    });
    expect(saved.values).not.toHaveProperty('Age');
    const before = await t.store.headPosition();
    const stale = await t.call('POST', `${items}/${created._id}`, { nextValues: { City: 'Paris' }, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      /changed by someone else since you opened it \(you had version 1, it is now at version 2\)/,
    );
    expect(await t.store.headPosition()).toBe(before);
    const opened = await t.read(`${items}/${created._id}`, t.position);
    expect(opened.body).toMatchObject({ name: 'Ann of Rome', version: 2, values: { City: 'Rome' } });
  });

  it('refuses values that do not fit their variables, naming the variable, and stores nothing', async () => {
    const { _id } = await t.createRecord({ Name: 'Bob' });
    const before = await t.store.headPosition();
    const refused = async (nextValues: Record<string, unknown>, path = items) => {
      const answer = await t.call('POST', path, { nextValues });
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    expect(await refused({ Name: 'Cy', Age: 'thirty' })).toBe('The value of Age must be a number; got "thirty".');
    expect(await refused({ Born: '2026-13-01' })).toBe(
      'The value of Born must be a date written yyyy-mm-dd; got "2026-13-01".',
    );
    expect(await refused({ Active: 'yes' })).toBe('The value of Active must be true or false; got "yes".');
    expect(await refused({ Tier: 'Bronze' })).toBe('The value of Tier must be one of "Gold", "Silver"; got "Bronze".');
    expect(await refused({ Tags: 'vip' })).toBe('The value of Tags is a list: send an array of values; got "vip".');
    expect(await refused({ Home: { Town: 'x' } })).toBe(
      'The model Postal has no variable named "Town" (at Home.Town).',
    );
    expect(await refused({ Colour: 'red' }, `${items}/${_id}`)).toBe(
      'The model Customer has no variable named "Colour" (at Colour).',
    );
    expect(await refused({ Name: 'ok', Age: true }, `${items}/${_id}`)).toBe(
      'The value of Age must be a number; got true.',
    );
    expect((await t.call('POST', items, { values: {} })).status).toBe(400);
    expect((await t.call('POST', items, '{"nextValues":')).status).toBe(400);
    expect(await t.store.headPosition()).toBe(before);
    expect((await t.read(`${items}/${_id}`, t.position)).body.values).toEqual({ Name: 'Bob' });
  });
});
