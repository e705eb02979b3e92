import { letter } from '../run.testing';
import type { TimedRun } from '../run-history';
import { objectModelsChanged, toAppResult, withoutDelivery, type AppResultFacts } from './app-result';

const run: TimedRun = {
  status: 'completed',
  runId: 'run1',
  recordId: 'r1',
  catalogId: 'c1',
  app: 'Welcome',
  modelId: 'm1',
  modelVersion: 3,
  recordVersion: 2,
  snapshot: null,
  by: 'u1',
  locale: 'en-US',
  timeZone: 'UTC',
  globals: {},
  models: {},
  documents: [letter],
  failure: null,
  notified: false,
  deliveries: {},
  savedBack: {},
  startedAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:05.000Z',
};
const facts = (more: Partial<AppResultFacts> = {}): AppResultFacts => ({
  app: { name: 'Welcome', label: 'Welcome pack', instructions: '' },
  run,
  savedVersion: 2,
  modelVersion: 3,
  fileUrl: '/demo/download/Customers/r1',
  ...more,
});

describe('the app result (contract §4)', () => {
  it('is Not run before any run, In Progress while assembling', () => {
    expect(toAppResult(facts({ run: null }))).toMatchObject({
      status: 'Not run',
      runId: null,
      files: [],
      allUrl: null,
    });
    expect(toAppResult(facts({ run: { ...run, status: 'running', documents: [] } }))).toMatchObject({
      status: 'In Progress',
      runId: 'run1',
      lastRun: run.startedAt,
    });
  });

  it('lists an Ok run’s files with their urls and provenance', () => {
    expect(toAppResult(facts())).toEqual({
      name: 'Welcome',
      label: 'Welcome pack',
      instructions: '',
      status: 'Ok',
      runId: 'run1',
      lastRun: run.updatedAt,
      error: null,
      files: [
        {
          index: 0,
          name: letter.name,
          extension: 'docx',
          size: letter.size,
          sha256: letter.sha256,
          url: '/demo/download/Customers/r1/run1/0',
          provenance: {
            modelVersion: 3,
            recordVersion: 2,
            template: 'Letter',
            templateSha256: letter.templateFile,
            globals: {},
          },
          storage: 'local',
          sending: null,
          sendError: null,
        },
      ],
      allUrl: '/demo/download/Customers/r1/run1/all',
      sendError: null,
      notSavedBack: [],
    });
  });

  it('says which changed data was not saved back, and where it was to go', () => {
    const savedBack = {
      Office: { query: 'Firms', source: 'Firms', id: 'f1', fields: [], failure: 'The record Acme was deleted.' },
      Client: { query: 'Clients', source: 'Clients', id: 'c1', fields: ['Phone'], failure: null },
    };
    expect(toAppResult(facts({ run: { ...run, savedBack } })).notSavedBack).toEqual([
      'Not saved back to Firms: The record Acme was deleted.',
    ]);
  });

  it('is Out of date once the values were saved after the run’s version, or the pinned model version moved', () => {
    expect(toAppResult(facts({ savedVersion: 5 })).status).toBe('Out of date');
    expect(toAppResult(facts({ modelVersion: 4 })).status).toBe('Out of date');
    // A status change after the run (its own In Progress and Ok) is no new answer.
    expect(toAppResult(facts({ savedVersion: 1 })).status).toBe('Ok');
  });

  it('is Out of date once the catalog’s global info the run read changed, and lists the versions it read', () => {
    const pinned = { ...run, globals: { Firm: 2, Court: 0 } };
    const ok = toAppResult(facts({ run: pinned, globalVersions: { Firm: 2, Court: 0 } }));
    expect(ok.status).toBe('Ok');
    expect(ok.files[0].provenance.globals).toEqual({ Firm: 2, Court: 0 });
    expect(toAppResult(facts({ run: pinned, globalVersions: { Firm: 3, Court: 0 } })).status).toBe('Out of date');
    // Info imported for a global that had none when the run read it.
    expect(toAppResult(facts({ run: pinned, globalVersions: { Firm: 2, Court: 1 } })).status).toBe('Out of date');
    // A run from before global info was read pinned none: global info never makes it Out of date.
    expect(toAppResult(facts({ globalVersions: { Firm: 7 } })).status).toBe('Ok');
  });

  it('says which template failed and why, offering no files', () => {
    const failed: TimedRun = {
      ...run,
      status: 'failed',
      failure: { template: 'Letter', reason: "unknown filter 'x'" },
    };
    expect(toAppResult(facts({ run: failed }))).toMatchObject({
      status: 'Failed',
      error: "Template 'Letter': unknown filter 'x'",
      files: [],
      allUrl: null,
    });
  });

  it('says where each document was sent, and why one was not, retrying or not', () => {
    const memo = { ...letter, template: 'Memo', name: 'Memo.txt', ext: 'txt', templateFile: null };
    const three = { ...run, documents: [letter, memo, { ...memo, name: 'Note.txt' }] };
    const sending = toAppResult(
      facts({
        run: {
          ...three,
          deliveries: {
            0: {
              provider: 'OneDrive',
              sent: { ref: 'Clients/Letter.docx', url: 'https://od/1' },
              failure: null,
              failures: 0,
            },
            1: {
              provider: 'OneDrive',
              sent: null,
              failure: { reason: 'OneDrive did not answer.', retrying: true },
              failures: 1,
            },
            2: { provider: 'OneDrive', sent: null, failure: null, failures: 0 },
          },
        },
      }),
    );
    expect(sending.files.map((file) => [file.storage, file.sending, file.sendError])).toEqual([
      [{ provider: 'OneDrive', ref: 'Clients/Letter.docx', url: 'https://od/1' }, 'sent', null],
      ['local', 'retrying', 'OneDrive did not answer.'],
      ['local', 'sending', null],
    ]);
    expect(sending.sendError).toBe('1 of 3 documents was not sent (trying again): OneDrive did not answer.');
    const refused = toAppResult(
      facts({
        run: {
          ...three,
          deliveries: {
            0: {
              provider: 'Clio',
              sent: null,
              failure: { reason: 'Clio is not connected.', retrying: false },
              failures: 1,
            },
            1: {
              provider: 'Clio',
              sent: null,
              failure: { reason: 'Clio is not connected.', retrying: false },
              failures: 1,
            },
          },
        },
      }),
    );
    expect(refused.files.map((file) => file.sending)).toEqual(['failed', 'failed', null]);
    expect(refused.sendError).toBe('2 of 3 documents were not sent: Clio is not connected.');
    // An external user gets their documents, and nothing of where the firm files them or why it could not.
    const theirs = withoutDelivery(refused);
    expect(theirs.files.map((file) => [file.name, file.storage, file.sending, file.sendError])).toEqual(
      refused.files.map((file) => [file.name, 'local', null, null]),
    );
    expect(theirs.sendError).toBeNull();
    expect(withoutDelivery(sending).files.map((file) => file.storage)).toEqual(['local', 'local', 'local']);
  });

  it('reads a just-completed run whose send request is not written yet as sending, so the page keeps re-reading', () => {
    const due = toAppResult(facts({ sendDue: true }));
    expect(due.files.map((file) => [file.storage, file.sending, file.sendError])).toEqual([['local', 'sending', null]]);
    expect(due.sendError).toBeNull();
    // Once requested, the run's own deliveries say where each document stands.
    const requested = toAppResult(
      facts({
        sendDue: true,
        run: { ...run, deliveries: { 0: { provider: 'OneDrive', sent: null, failure: null, failures: 0 } } },
      }),
    );
    expect(requested.files.map((file) => file.sending)).toEqual(['sending']);
    expect(toAppResult(facts({ sendDue: false })).files.map((file) => file.sending)).toEqual([null]);
  });

  it('is Out of date once an object model whose formulas the run read has a newer version', () => {
    const read = { ...run, models: { person: 3 } };
    expect(toAppResult(facts({ run: read, objectModelVersions: { person: 3 } })).status).toBe('Ok');
    expect(toAppResult(facts({ run: read, objectModelVersions: { person: 4 } })).status).toBe('Out of date');
    // A model deleted since, or not looked at, says nothing newer.
    expect(toAppResult(facts({ run: read, objectModelVersions: {} })).status).toBe('Ok');
    // The record's own model, met again through an object, is judged by the model version alone.
    expect(objectModelsChanged({ modelId: 'client', models: { client: 2 } }, { client: 5 })).toBe(false);
  });
});
