// Refusals: bad input answered with a clear 4xx, a user without the catalog and another workspace answered nothing.
import { operator } from '../testing/test-app';
import { userWithToken } from '../users/users.testing';
import { startRecordsApp, catalog, items, type RecordsTestApp } from './records-api.testing';

/** The records API (002 §7 Records, issue 14's versions) over HTTP on real SQLite files. */
describe('records API: bad input and permissions (/api/collections/{adapter}/items)', () => {
  let t: RecordsTestApp;

  beforeAll(async () => {
    t = await startRecordsApp();
  });
  afterAll(() => t?.close());

  it('answers bad input on every call with a clear 4xx, never a 500', async () => {
    const { _id } = await t.createRecord({ Name: 'Jon' });
    const before = await t.store.headPosition();
    const bad = async (method: string, path: string, body?: unknown) => {
      const answer = await t.call(method, path, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      return answer;
    };
    expect((await bad('GET', `${items}?f=${encodeURIComponent('[{')}`)).body.message).toMatch(/f must be a JSON array/);
    expect((await bad('GET', `${items}?f=${encodeURIComponent('[{"key":"colour"}]')}`)).body.message).toMatch(
      /Unknown filter key "colour"/,
    );
    expect((await bad('GET', `${items}?skip=-1`)).body.message).toMatch(/skip/);
    expect((await bad('GET', `${items}?skip=1000000000000`)).body.message).toMatch(/skip must be at most/);
    expect((await bad('GET', `${items}?skip=abc`)).status).toBe(400);
    expect((await bad('GET', `${items}?sort=size:up`)).status).toBe(400);
    expect((await bad('GET', `${items}?nope=1`)).status).toBe(400);
    expect((await bad('GET', `${items}?s=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await bad('GET', `${items}/no-such-record`)).status).toBe(404);
    expect((await bad('GET', `${items}/bad%20id`)).status).toBe(400);
    expect((await bad('GET', `${items}/${_id}/histories?skip=-1`)).status).toBe(400);
    expect((await bad('GET', `${items}/${_id}/histories?limit=100000`)).status).toBe(400);
    expect((await bad('GET', `${items}/${_id}/histories/nope/diff`)).status).toBe(404);
    expect((await bad('GET', `/collections/NoSuchCatalog/items`)).status).toBe(404);
    expect((await bad('POST', `/collections/NoSuchCatalog/items`, { nextValues: {} })).status).toBe(404);
    expect((await bad('POST', `${items}/${_id}`, { nextValues: {}, version: 0 })).status).toBe(400);
    expect((await bad('POST', `${items}/${_id}`, { nextValues: [] })).status).toBe(400);
    expect((await bad('DELETE', `${items}/no-such-record`)).status).toBe(404);
    expect((await bad('POST', `${items}/no-such-record/undelete`)).status).toBe(404);
    expect((await bad('GET', `/collections/${catalog}/deleted?skip=-5`)).status).toBe(400);
    expect(await t.store.headPosition()).toBe(before);
  });

  it("gives a user without the catalog a 404 from every call, and another workspace's token nothing", async () => {
    const { _id } = await t.createRecord({ Name: 'Kim' });
    const history = (await t.call('GET', `${items}/${_id}/histories`)).body;
    const outsider = await userWithToken(t.app, 'demo', { mail: 'outsider@demo.test' });
    const insider = await userWithToken(t.app, 'demo', { mail: 'insider@demo.test' });
    const granted = await t.call('PUT', `/users/${insider.userId}`, { permissions: [catalog] });
    expect(granted.status).toBe(200);
    const calls: [string, string, unknown?][] = [
      ['GET', items],
      ['GET', `${items}/${_id}`],
      ['POST', items, { nextValues: { Name: 'x' } }],
      ['POST', `${items}/${_id}`, { nextValues: { Name: 'x' } }],
      ['DELETE', `${items}/${_id}`],
      ['POST', `${items}/delete`, { ids: [_id] }],
      ['POST', `${items}/${_id}/undelete`],
      ['GET', `${items}/${_id}/histories`],
      ['GET', `${items}/${_id}/histories/${history[0]._id}/diff`],
      ['GET', `${items}/${_id}/histories/${history[0]._id}/data`],
      ['POST', `${items}/${_id}/histories/${history[0]._id}/restore`],
      ['GET', `/collections/${catalog}/deleted`],
      ['GET', `/collections/${catalog}/users`],
    ];
    const before = await t.store.headPosition();
    for (const [method, path, body] of calls) {
      const answer = await t.call(method, path, body, outsider.token);
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    expect(await t.store.headPosition()).toBe(before);
    expect((await t.call('GET', `${items}/${_id}`, undefined, insider.token)).body).toMatchObject({
      values: { Name: 'Kim' },
    });

    expect(
      (
        await operator(`${t.url}/api/workspaces`, {
          method: 'POST',
          body: { name: 'acme', settings: { label: 'Acme' } },
        })
      ).status,
    ).toBe(201);
    const foreign = (await userWithToken(t.app, 'acme', { mail: 'boss@acme.test', isAdmin: true })).token;
    const head = await t.store.headPosition();
    for (const [method, path, body] of calls) {
      const answer = await t.call(method, path, body, foreign);
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('Kim');
    }
    expect((await t.call('GET', items, undefined, foreign, 'acme')).status).toBe(404);
    expect(await t.store.headPosition()).toBe(head);
  });
});
