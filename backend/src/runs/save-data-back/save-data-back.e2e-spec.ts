// 'Save changed data back to the catalogs it came from' (the app's isUpdateCollections) with a query whose
// 'Modified data can be saved back to the provider' is on: a completed run saves the values the person changed in an
// object chosen from the query to the record it was read from.
import type { Json } from '../../records/records-api.testing';
import { RunAssembler } from '../assemble-run/run-assembler';
import { RunQueue } from '../run-queue/run-queue';
import { finish, settledResult } from '../runs-http.testing';
import type { RunsTestApp } from '../runs-assembly.testing';
import { startSelectDataApp, type SelectDataTestApp } from '../select-data/select-data.testing';

describe('runs API: changed data saved back to where it was read from (real server, real SQLite files)', () => {
  let t: SelectDataTestApp;

  beforeAll(async () => {
    t = await startSelectDataApp();
  });
  afterAll(() => t?.close());

  const firm = async (name: string) => {
    const read = await t.read(`/collections/Firms/items/${t.firms[name]}`, t.position);
    return read.body as Json;
  };
  /** A customer whose Office was chosen from the firm `name`, then changed by `change`. */
  const customerWith = async (name: string, change: Record<string, unknown>) => {
    const chosen = await t.call('POST', '/runs/Customers/new/Engage/select/Office', {
      answers: {},
      id: t.firms[name],
    });
    expect(chosen.status).toBe(200);
    const { values, source } = chosen.body.item;
    return t.createRecord({ Name: `Customer of ${name}`, Office: { ...values, ...change, _source: source } });
  };
  /** Finishes `app` on the record and waits until the run and what follows it (the save back) are done. */
  const run = async (recordId: string, app: string) => {
    const read = await t.read(`/collections/Customers/items/${recordId}`, t.position);
    const finished = await finish(t as unknown as RunsTestApp, recordId, app, { version: read.body.version });
    expect(finished.status).toBe(202);
    await settledResult(t as unknown as RunsTestApp, recordId, app, finished.body.position);
    await t.app.get(RunQueue).idle();
    return (await t.read(`/collections/Customers/items/${recordId}/${app}`, t.position)).body as Json;
  };

  it("saves the changed values to the source record when the app's run completes, and only those", async () => {
    const customer = await customerWith('Acme', { City: 'Drammen' });
    const result = await run(customer._id, 'Engage');
    expect(result).toMatchObject({ status: 'Ok', notSavedBack: [] });
    const acme = await firm('Acme');
    expect(acme.values).toEqual({ Name: 'Acme', City: 'Drammen', Staff: 12, Notes: 'x' });
    expect(acme.version).toBe(2);
  });

  it('saves nothing back for an app without "Save changed data back", nor for an object left as read', async () => {
    const customer = await customerWith('Beta', { City: 'Stavanger' });
    expect((await run(customer._id, 'Quiet')).status).toBe('Ok');
    const unchanged = await customerWith('Gamma', {});
    expect((await run(unchanged._id, 'Engage')).notSavedBack).toEqual([]);
    expect((await firm('Beta')).values.City).toBe('Bergen');
    expect((await firm('Gamma')).version).toBe(1);
  });

  it('merges with a change made to the source record since it was read: only the changed values are applied', async () => {
    const customer = await customerWith('Beta', { City: 'Tromsø' });
    const beta = await firm('Beta');
    const edited = await t.call('POST', `/collections/Firms/items/${t.firms.Beta}`, {
      version: beta.version,
      nextValues: { Staff: 45, Notes: 'moved' },
    });
    expect(edited.status).toBe(201);
    t.position = Math.max(t.position, edited.body.position);
    expect((await run(customer._id, 'Engage')).notSavedBack).toEqual([]);
    expect((await firm('Beta')).values).toEqual({ Name: 'Beta', City: 'Tromsø', Staff: 45, Notes: 'moved' });
  });

  it('tells in the app result that a deleted source record was not saved back, and the run stays Ok', async () => {
    const id = await t.addFirm('Delta', 'Molde', 3);
    const customer = await customerWith('Delta', { Staff: 4 });
    const deleted = await t.call('DELETE', `/collections/Firms/items/${id}`);
    expect(deleted.status).toBe(200);
    t.position = Math.max(t.position, deleted.body.position ?? 0);
    const result = await run(customer._id, 'Engage');
    expect(result.status).toBe('Ok');
    expect(result.notSavedBack).toEqual(['Not saved back to Firms: The record Delta was deleted from Firms.']);
  });

  it('saves back at start what a stop cut off between the run completing and its save back', async () => {
    await t.addFirm('Echo', 'Hamar', 7);
    const customer = await customerWith('Echo', { Staff: 8 });
    // The run completes and the process stops before the queue goes on: no save back, no notice recorded.
    const completed = await t.app.get(RunAssembler).run({
      tenant: 'demo',
      recordId: customer._id,
      app: 'Engage',
      by: t.adminId,
    });
    expect(completed.status).toBe('completed');
    expect((await firm('Echo')).values.Staff).toBe(7);
    // The next start takes it up: the changed value reaches the firm, once.
    await t.app.get(RunQueue).onApplicationBootstrap();
    const deadline = Date.now() + 10_000;
    while ((await firm('Echo')).values.Staff !== 8 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const echo = await firm('Echo');
    expect(echo.values).toEqual({ Name: 'Echo', City: 'Hamar', Staff: 8, Notes: 'x' });
    await t.app.get(RunQueue).onApplicationBootstrap();
    await new Promise((r) => setTimeout(r, 300));
    expect((await firm('Echo')).version).toBe(echo.version);
  });
});
