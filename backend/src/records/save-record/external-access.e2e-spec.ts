// External access on a record (002 §3 extUserID, §4 "Closing external access posts nextValues with extUserID null").
import { CommandBus } from '@nestjs/cqrs';
import type { ProjectionRunner } from '@app/projections';
import { PROJECTION_RUNNER } from '../../shared/storage/tokens';
import { CreateUserCommand } from '../../users';
import { userWithToken } from '../../users/users.testing';
import { catalog, items, startRecordsApp, type Json, type RecordsTestApp } from '../records-api.testing';
import { externalUserRefused } from './external-user-check';

describe('records API: external access (extUserID) opened for an external user and closed with null', () => {
  let t: RecordsTestApp;
  let erin: string;
  let uma: string;

  beforeAll(async () => {
    t = await startRecordsApp();
    const create = (name: string, mail: string, isExternal: boolean) =>
      t.app
        .get(CommandBus)
        .execute(new CreateUserCommand('demo', { name, mail, isAdmin: false, isExternal, type: 'default' }, null));
    erin = (await create('Erin External', 'erin@client.test', true)).userId;
    uma = (await create('Uma Inside', 'uma@demo.test', false)).userId;
    await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(await t.store.headPosition(), 5000);
  });
  afterAll(() => t?.close());

  it('opens it for an external user (named in the answer), closes it with null, and keeps both in the history', async () => {
    const { _id } = await t.createRecord({ Name: 'Ann', City: 'Oslo' });
    const opened = await t.update(_id, { extUserID: erin }, 1);
    expect(opened).toMatchObject({
      version: 2,
      extUserID: erin,
      extUser: { _id: erin, name: 'Erin External', mail: 'erin@client.test' },
    });
    expect(opened.values).not.toHaveProperty('extUserID');
    const read = await t.read(`${items}/${_id}`, t.position);
    expect(read.body).toMatchObject({ extUserID: erin, extUser: { name: 'Erin External' } });
    expect((await t.list()).find((item: Json) => item._id === _id)).toMatchObject({ extUserID: erin });

    const closed = await t.update(_id, { extUserID: null }, 2);
    expect(closed).toMatchObject({ version: 3, extUserID: null, extUser: null, values: { Name: 'Ann', City: 'Oslo' } });
    expect((await t.read(`${items}/${_id}`, t.position)).body).toMatchObject({ extUserID: null, extUser: null });

    // Who opened and who closed it, and when, are versions like any other; a restore never reopens it.
    const history = (await t.call('GET', `${items}/${_id}/histories`)).body as Json[];
    expect(history.map((entry) => [entry.version, entry.kind, entry.changed, entry.editorId])).toEqual([
      [3, 'saved', ['extUserID'], t.adminId],
      [2, 'saved', ['extUserID'], t.adminId],
      [1, 'created', ['Name', 'City'], t.adminId],
    ]);
    const restored = await t.call('POST', `${items}/${_id}/histories/${history[1]._id}/restore`, {});
    expect(restored.status).toBeLessThan(300);
    expect(restored.body.extUserID ?? null).toBeNull();
  });

  it('refuses a number, an unknown id, a user who is not external and a malformed id (400), writing nothing', async () => {
    const { _id } = await t.createRecord({ Name: 'Bob' });
    await t.update(_id, { extUserID: erin }, 1);
    const before = await t.store.headPosition();
    const refused = async (extUserID: unknown) => {
      const answer = await t.call('POST', `${items}/${_id}`, { nextValues: { extUserID }, version: 2 });
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    expect(await refused(5)).toBe('extUserID must be a user id or null; got 5.');
    expect(await refused('0a1b2c3d-unknown')).toBe(externalUserRefused('0a1b2c3d-unknown'));
    expect(await refused(uma)).toBe(externalUserRefused(uma));
    expect(await refused('../admin')).toBe(externalUserRefused('../admin'));
    expect(await refused(t.adminId)).toBe(externalUserRefused(t.adminId));
    // Not on a new record either.
    const created = await t.call('POST', items, { nextValues: { Name: 'Cy', extUserID: 'nobody' } });
    expect([created.status, created.body.message]).toEqual([400, externalUserRefused('nobody')]);
    expect(await t.store.headPosition()).toBe(before);
    expect((await t.read(`${items}/${_id}`, t.position)).body).toMatchObject({ version: 2, extUserID: erin });
  });

  it('an ordinary user with the catalog closes it, with the same refusals; one without the catalog gets a 404', async () => {
    const { _id } = await t.createRecord({ Name: 'Dee' });
    await t.update(_id, { extUserID: erin }, 1);
    const insider = await userWithToken(t.app, 'demo', { name: 'Ida Inside', mail: 'ida@demo.test' });
    const outsider = await userWithToken(t.app, 'demo', { name: 'Olga Outside', mail: 'olga@demo.test' });
    expect((await t.call('PUT', `/users/${insider.userId}`, { permissions: [catalog] })).status).toBe(200);
    await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(await t.store.headPosition(), 5000);
    const before = await t.store.headPosition();
    const close = (extUserID: unknown, token: string) =>
      t.call('POST', `${items}/${_id}`, { nextValues: { extUserID }, version: 2 }, token);
    expect((await close(null, outsider.token)).status).toBe(404);
    const refused = await close('nobody', insider.token);
    expect([refused.status, refused.body.message]).toEqual([400, externalUserRefused('nobody')]);
    expect(await t.store.headPosition()).toBe(before);
    const closed = await close(null, insider.token);
    expect([closed.status, closed.body.extUserID, closed.body.lastModifiedBy]).toEqual([201, null, insider.userId]);
  });
});
