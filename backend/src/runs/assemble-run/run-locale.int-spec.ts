import { CommandBus } from '@nestjs/cqrs';
import { ChangeWorkspaceSettingsCommand } from '../../tenancy';
import { startRunsApp, type RunsTestApp } from '../runs-assembly.testing';

/**
 * Issue 16, 001 §9 (en-US by default; en-US, en-AU, en-CA, en-GB), 000 §3 (each workspace has its locale): a run
 * writes dates in its workspace's locale, pinned in the run, so changing the setting later leaves old runs' bytes
 * alone; the interview the browser opens reads dates in the same locale.
 */
describe("runs are written in the workspace's locale, pinned in the run (real SQLite files)", () => {
  let t: RunsTestApp;
  const setLocale = async (locale: string) => {
    const changed = await t.app
      .get(CommandBus)
      .execute(new ChangeWorkspaceSettingsCommand('demo', { locale }, { actorId: null }));
    t.position = Math.max(t.position, changed.position);
  };
  const textOf = async (sha256: string) => (await t.bytesOf(sha256)).toString('utf8');

  beforeAll(async () => {
    t = await startRunsApp();
    await t.change([
      {
        action: 'add',
        kind: 'template',
        name: 'Dated',
        type: 'text',
        contentType: 'text',
        output: 'Dated {[Name]}',
        text: 'Born {[Born|format:"L"]}, that is {[Born|format:"LL"]}.',
      },
      { action: 'add', kind: 'app', name: 'Dated', screens: [], templates: ['[Dated]'], generateDocs: true },
    ]);
  });
  afterAll(async () => {
    await setLocale('en-US');
    await t.close();
  });

  it('writes an en-GB workspace’s dates day first, and an old run keeps its own locale byte for byte', async () => {
    const { id } = await t.record({ Name: 'Ann Lee', Born: '2024-03-31' });
    const american = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Dated', by: t.adminId });
    expect(american).toMatchObject({ status: 'completed', locale: 'en-US', timeZone: 'UTC' });
    expect(await textOf(american.documents[0].sha256)).toBe('Born 03/31/2024, that is March 31, 2024.');

    await setLocale('en-GB');
    const british = await t.runs.run({ tenant: 'demo', recordId: id, app: 'Dated', by: t.adminId });
    expect(british).toMatchObject({ status: 'completed', locale: 'en-GB', timeZone: 'UTC' });
    expect(await textOf(british.documents[0].sha256)).toBe('Born 31/03/2024, that is 31 March 2024.');
    const [started] = await t.eventsOf(british.runId);
    expect(started).toMatchObject({ type: 'RunStarted', data: { locale: 'en-GB', timeZone: 'UTC' } });

    // The setting changes again: each old run is assembled again in the locale it pinned, to the same bytes.
    await setLocale('en-CA');
    await t.files.delete(british.documents[0].sha256);
    expect(await t.runs.reassemble('demo', british.runId)).toEqual(british.documents);
    expect(await textOf(british.documents[0].sha256)).toBe('Born 31/03/2024, that is 31 March 2024.');
    expect(await t.runs.reassemble('demo', american.runId)).toEqual(american.documents);
  });

  it('opens the interview with the workspace’s locale, so the date box reads dates in its order', async () => {
    await setLocale('en-AU');
    const { id } = await t.record({ Name: 'Bo', Born: '1990-05-04' });
    const opened = await t.read(`/runs/Customers/${id}/Dated/interview`, t.position);
    expect(opened.status).toBe(200);
    expect(opened.body.input).toMatchObject({ locale: 'en-AU', timeZone: 'UTC' });
  });
});
