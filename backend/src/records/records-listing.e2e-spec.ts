// Listing a catalog's records: a page of 20, search, every filter key, sort, paging, and who edited them.
import { userWithToken } from '../users/users.testing';
import { startRecordsApp, type Json, type RecordsTestApp } from './records-api.testing';

/** The records API (002 §7 Records, issue 14's versions) over HTTP on real SQLite files. */
describe('records API: listing with search, filters and paging (/api/collections/{adapter}/items)', () => {
  let t: RecordsTestApp;

  beforeAll(async () => {
    t = await startRecordsApp();
  });
  afterAll(() => t?.close());

  it('lists a page of 20, newest first, with search, every filter key, sort and paging through skip', async () => {
    const made = await t.call('POST', '/collections', { name: 'Pages', type: t.modelId, isEveryone: true });
    expect(made.status).toBe(201);
    const pages = '/collections/Pages/items';
    const other = await userWithToken(t.app, 'demo', { mail: 'editor@demo.test', name: 'Edna Editor' });
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const token = i % 5 === 0 ? other.token : t.admin;
      const answer = await t.call(
        'POST',
        pages,
        { nextValues: { Name: `P${String(i).padStart(2, '0')}`, City: i % 2 ? 'Oslo' : 'Rome' } },
        token,
      );
      expect(answer.status).toBe(201);
      ids.push(answer.body._id);
      t.position = answer.body.position;
    }
    const edited = await t.call('POST', `${pages}/${ids[1]}`, { nextValues: { City: 'Bergen' } }, other.token);
    t.position = edited.body.position;
    const get = async (query: string) => {
      const answer = await t.read(`${pages}?${query}`, t.position);
      expect(answer.status).toBe(200);
      return answer.body as Json[];
    };
    const first = await get('');
    expect(first).toHaveLength(20);
    expect(first[0]).toMatchObject({ _id: ids[1], name: 'P01 of Bergen', status: 'Ok', date: expect.any(String) });
    expect(first[1].name).toBe('P24 of Rome');
    expect((await get('skip=20')).map((item) => item.name)).toEqual([
      'P05 of Oslo',
      'P04 of Rome',
      'P03 of Oslo',
      'P02 of Rome',
      'P00 of Rome',
    ]);
    expect((await get('sort=name:asc')).slice(0, 3).map((item) => item.name)).toEqual([
      'P00 of Rome',
      'P01 of Bergen',
      'P02 of Rome',
    ]);
    expect((await get('sort=app:desc'))[0].name).toBe('P24 of Rome');
    expect((await get('sort=date:asc'))[0].name).toBe('P00 of Rome');
    expect((await get('s=bergen')).map((item) => item._id)).toEqual([ids[1]]);
    expect((await get('s=OSLO')).length).toBe(11);
    const f = (filters: unknown, extra = '') => get(`f=${encodeURIComponent(JSON.stringify(filters))}${extra}`);
    expect((await f([{ key: 'myrecords' }], '&skip=0')).length).toBe(20);
    expect((await f([{ key: 'myrecords' }], '&skip=20')).length).toBe(0);
    expect((await f([{ key: 'edited_by', c: 'is', v: other.userId }])).map((item) => item.name).sort()).toEqual([
      'P00 of Rome',
      'P01 of Bergen',
      'P05 of Oslo',
      'P10 of Rome',
      'P15 of Oslo',
      'P20 of Rome',
    ]);
    expect((await f([{ key: 'edited_by', c: 'not', v: other.userId }], '&skip=0')).length).toBe(19);
    expect((await f([{ key: 'lastmod_by', c: 'is', v: other.userId }])).length).toBe(6);
    expect((await f([{ key: 'lastmod_by', c: 'not', v: other.userId }], '&skip=0')).length).toBe(19);
    expect((await f([{ key: 'status', c: 'is', v: 'Ok' }], '&skip=20')).length).toBe(5);
    expect((await f([{ key: 'status', c: 'not', v: 'Ok' }])).length).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await f([{ key: 'created', c: 'range', dateStart: today, dateEnd: today }], '&skip=20')).length).toBe(5);
    expect((await f([{ key: 'created', c: 'before', v: today }])).length).toBe(0);
    expect((await f([{ key: 'lastmod', c: 'after', v: '2000-01-01' }], '&skip=20')).length).toBe(5);
    expect((await f([{ key: 'app', c: 'include', v: 'Letter' }])).length).toBe(0);
    expect((await f([{ key: 'app', c: 'do not include', v: 'Letter' }], '&skip=20')).length).toBe(5);
    expect((await f([{ key: 'app_lastmod', c: 'after', v: '2000-01-01' }])).length).toBe(0);
    expect(
      (
        await f(
          [
            { key: 'lastmod_by', c: 'is', v: other.userId },
            { key: 'edited_by', c: 'is', v: other.userId },
          ],
          '&s=rome&sort=name:asc',
        )
      ).map((item) => item.name),
    ).toEqual(['P00 of Rome', 'P10 of Rome', 'P20 of Rome']);
    const users = await t.read('/collections/Pages/users', t.position);
    expect(users.body).toEqual(
      [
        { _id: t.adminId, name: expect.any(String) },
        { _id: other.userId, name: 'Edna Editor' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});
