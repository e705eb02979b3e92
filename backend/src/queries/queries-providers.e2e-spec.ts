// The query providers and their sources: the provider list, a catalog's descriptor and records' shape, refusals.
import { userWithToken } from '../users/users.testing';
import { startQueriesApp, type QueriesTestApp, type Json } from './queries-api.testing';

/** The query providers (001 §7 GET /api/queries/types/…) over HTTP on real SQLite files. */
describe('queries API: providers and sources (/api/queries)', () => {
  let t: QueriesTestApp;

  beforeAll(async () => {
    t = await startQueriesApp();
  });
  afterAll(() => t?.close());

  it("offers the product itself as the workspace's only provider until an integration is configured", async () => {
    expect(await t.get('/queries/providers')).toEqual({
      status: 200,
      body: [{ name: 'docauto', label: 'This workspace' }],
    });
  });

  it("lists the workspace's catalogs as the product's sources, in list order", async () => {
    expect(await t.get('/queries/types/docauto')).toEqual({ status: 200, body: ['Matters', 'Archive'] });
  });

  it("describes a catalog: its model's comparable variables with their operators, and write-back", async () => {
    const { status, body } = await t.get('/queries/types/docauto/descriptor/Matters');
    expect(status).toBe(200);
    expect(body).toEqual({
      selectors: [
        { name: 'Title', type: 'text', isList: false, operators: ['is', 'is not', 'contains', 'starts with'] },
        { name: 'Fee', type: 'number', isList: false, operators: ['=', '≠', '<', '≤', '>', '≥'] },
        { name: 'Opened', type: 'date', isList: false, operators: ['=', '≠', '<', '≤', '>', '≥'] },
        { name: 'Closed', type: 'checkbox', isList: false, operators: ['is'] },
        {
          name: 'Stage',
          type: 'selection',
          isList: false,
          operators: ['is', 'is not', 'includes'],
          enum: ['Intake', 'Open', 'Closed'],
        },
      ],
      writeBack: true,
    });
  });

  it("answers a catalog's records' shape with its model's name, as a JSON string", async () => {
    const response = await fetch(`${t.url}/demo/api/queries/types/docauto/sources/Archive`, {
      headers: { authorization: `Bearer ${t.admin}`, 'x-min-position': String(t.position) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toBe('Matter');
  });

  it('follows a renamed model and forgets a deleted catalog', async () => {
    const model = await t.get(`/v2/types/model/${t.matterId}`);
    await t.write('POST', '/v2/types', {
      items: [{ action: 'update', kind: 'model', _id: t.matterId, name: 'Case', version: model.body.version }],
    });
    expect((await t.get('/queries/types/docauto/sources/Matters')).body).toBe('Case');
    const archive = ((await t.get('/collections')).body as Json[]).find((c) => c.name === 'Archive');
    await t.write('DELETE', `/collections/${archive._id}`, undefined);
    expect((await t.get('/queries/types/docauto')).body).toEqual(['Matters']);
    expect(await t.get('/queries/types/docauto/descriptor/Archive')).toEqual({
      status: 404,
      body: expect.objectContaining({ message: 'This workspace has no source named "Archive".' }),
    });
  });

  it('answers 404 with a clear message for an integration not configured, an unknown provider or source', async () => {
    const message = async (path: string) => {
      const answer = await t.get(path);
      expect(answer.status).toBe(404);
      return answer.body.message as string;
    };
    expect(await message('/queries/types/clio')).toBe('This workspace has no Clio integration configured.');
    expect(await message('/queries/types/filevine/descriptor/Matters')).toBe(
      'This workspace has no Filevine integration configured.',
    );
    expect(await message('/queries/types/salesforce/sources/Matters')).toBe(
      'There is no query provider named "salesforce".',
    );
    expect(await message('/queries/types/docauto/sources/Ghosts')).toBe('This workspace has no source named "Ghosts".');
    expect(await message('/queries/types/docauto/descriptor/Ghosts')).toBe(
      'This workspace has no source named "Ghosts".',
    );
  });

  it('refuses bad input with a 400 that says what is wrong, never a 500', async () => {
    const bad = async (path: string) => {
      const answer = await t.get(path);
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    expect(await bad('/queries/types/9lives')).toMatch(/provider/);
    expect(await bad(`/queries/types/${'a'.repeat(51)}`)).toMatch(/provider/);
    expect(await bad(`/queries/types/docauto/descriptor/${'s'.repeat(201)}`)).toMatch(/source/);
    expect(await bad('/queries/types/docauto/sources/Matters%01')).toMatch(/source/);
    expect(await bad('/queries/types/docauto?extra=1')).toMatch(/unknown parameter extra/);
    expect(await bad('/queries/providers?extra=1')).toMatch(/unknown parameter extra/);
  });

  it('is for administrators only', async () => {
    const user = await userWithToken(t.app, 'demo', { mail: 'querier@demo.test' });
    for (const path of [
      '/queries/providers',
      '/queries/types/docauto',
      '/queries/types/docauto/descriptor/Matters',
      '/queries/types/docauto/sources/Matters',
    ]) {
      expect((await t.get(path, user.token)).status).toBe(403);
    }
    const anonymous = await fetch(`${t.url}/demo/api/queries/types/docauto`);
    expect(anonymous.status).toBe(401);
  });
});
