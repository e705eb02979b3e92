// Saving changed data back to Clio: an object chosen from a Clio query with 'Modified data can be saved back to the
// provider', changed in the run of an app with 'Save changed data back', reaches Clio's matter when the run
// completes (the real server on real SQLite files, a local fake Clio API v4 checking the PATCH as Clio does).
import {
  startIntegrationsApp,
  type IntegrationsTestApp,
  type Json,
} from '../../document-storage/testing/integrations.testing';
import { RunQueue } from '../run-queue/run-queue';
import type { RunsTestApp } from '../runs-assembly.testing';
import { finish, settledResult } from '../runs-http.testing';

describe('runs API: changed data saved back to Clio', () => {
  let t: IntegrationsTestApp;
  let position = 0;
  /** The calls the runs helpers make (a body, a read after a position), over the integrations app's `call`. */
  const http = {
    call: async (method: string, path: string, body?: unknown) => {
      const answer = await t.call(method, path, { body, headers: { 'x-min-position': String(position) } });
      if (typeof answer.body?.position === 'number') position = Math.max(position, answer.body.position);
      return answer;
    },
    read: (path: string, after: number) => t.call('GET', path, { headers: { 'x-min-position': String(after) } }),
  };
  const save = async (items: unknown[]) => {
    const saved = await http.call('POST', '/v2/types', { items });
    expect([saved.status, saved.body.message]).toEqual([201, undefined]);
    return saved.body as Json;
  };
  const matter = (id: number) => t.fakes.clio.clio.matters.find((candidate) => candidate.id === id)!;

  beforeAll(async () => {
    t = await startIntegrationsApp();
    await t.connect('clio');
    // A model Case with fields of Clio's Matter, the query Matters() over Clio's matters that saves back, and the
    // model Customer whose object Case is chosen from it; the app Engage saves changed data back.
    const kase = (await save([{ action: 'add', kind: 'model', name: 'Case' }])).added[0]._id;
    await save([
      { action: 'add', kind: 'variable', parent: kase, name: 'DisplayNumber', type: 'text' },
      { action: 'add', kind: 'variable', parent: kase, name: 'Description', type: 'text' },
      { action: 'add', kind: 'variable', parent: kase, name: 'CloseDate', type: 'date' },
    ]);
    const query = (await save([{ action: 'add', kind: 'query', name: 'Matters' }])).added[0]._id;
    const { version } = (await http.read(`/v2/types/query/${query}`, position)).body;
    await save([
      { action: 'update', kind: 'query', _id: query, version, provider: 'clio', source: 'Matter', writeBack: true },
    ]);
    const customer = (await save([{ action: 'add', kind: 'model', name: 'Customer' }])).added[0]._id;
    await save([
      { action: 'add', kind: 'variable', parent: customer, name: 'Name', type: 'text' },
      {
        action: 'add',
        kind: 'variable',
        parent: customer,
        name: 'Case',
        type: 'object',
        typeDef: kase,
        selectFrom: 'Matters()',
      },
      { action: 'add', kind: 'template', parent: customer, name: 'Letter', type: 'text', text: '{[Case.Description]}' },
      {
        action: 'add',
        kind: 'app',
        parent: customer,
        name: 'Engage',
        screens: [],
        templates: ['Letter'],
        generateDocs: true,
        isUpdateCollections: true,
      },
    ]);
    const made = await http.call('POST', '/collections', { name: 'Customers', type: customer });
    expect(made.status).toBe(201);
  });
  afterAll(() => t?.close());

  /** A customer whose Case was chosen from Clio's matter `id`, then changed by `change`. */
  const customerWith = async (id: string, change: Record<string, unknown>) => {
    const chosen = await http.call('POST', '/runs/Customers/new/Engage/select/Case', { answers: {}, id });
    expect(chosen.status).toBe(200);
    const { values, source } = chosen.body.item;
    const created = await http.call('POST', '/collections/Customers/items', {
      nextValues: { Name: `Client of ${id}`, Case: { ...values, ...change, _source: source } },
    });
    expect(created.status).toBe(201);
    return created.body._id as string;
  };
  /** Finishes Engage on the record and waits until the run and the save back are done; the app result. */
  const run = async (recordId: string) => {
    const read = await http.read(`/collections/Customers/items/${recordId}`, position);
    const finished = await finish(http as unknown as RunsTestApp, recordId, 'Engage', { version: read.body.version });
    expect(finished.status).toBe(202);
    await settledResult(http as unknown as RunsTestApp, recordId, 'Engage', finished.body.position);
    await t.app.get(RunQueue).idle();
    return (await http.read(`/collections/Customers/items/${recordId}/Engage`, position)).body as Json;
  };

  it("saves the changed values to Clio's matter when the run completes, and only those", async () => {
    const before = { ...matter(43) };
    const customer = await customerWith('43', { Description: 'Acme Corp - Series B financing' });
    const result = await run(customer);
    expect(result).toMatchObject({ status: 'Ok', notSavedBack: [] });
    expect(t.fakes.clio.requests).toContain('PATCH /matters/43.json');
    expect(matter(43)).toEqual({ ...before, description: 'Acme Corp - Series B financing', etag: matter(43).etag });
  });

  it('lists a read-only field and Clio being down on the documents page, and the run stays Ok', async () => {
    const renumbered = await customerWith('42', { DisplayNumber: '00099-Smith' });
    const refused = await run(renumbered);
    expect(refused.status).toBe('Ok');
    expect(refused.notSavedBack).toEqual([
      expect.stringContaining("Clio's Matter field DisplayNumber cannot be changed."),
    ]);

    const closed = await customerWith('42', { CloseDate: '2026-11-20' });
    t.fakes.clio.mode = 'down';
    const down = await run(closed).finally(() => {
      t.fakes.clio.mode = 'up';
    });
    expect(down.status).toBe('Ok');
    expect(down.notSavedBack).toEqual([
      'Not saved back to Matter: Clio is unavailable: the changes to its Matter 42 were not saved.',
    ]);
    expect(matter(42)).toMatchObject({ display_number: '00042-Smith', close_date: null });
  });
});
