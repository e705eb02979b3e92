import { letter } from '../run.testing';
import type { TimedRun } from '../run-history';
import { toAppResult, type AppResultFacts } from './app-result';

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
  documents: [letter],
  failure: null,
  notified: false,
  deliveries: {},
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
          provenance: { modelVersion: 3, recordVersion: 2, template: 'Letter', templateSha256: letter.templateFile },
          storage: 'local',
          sending: null,
          sendError: null,
        },
      ],
      allUrl: '/demo/download/Customers/r1/run1/all',
      sendError: null,
    });
  });

  it('is Out of date once the values were saved after the run’s version, or the pinned model version moved', () => {
    expect(toAppResult(facts({ savedVersion: 5 })).status).toBe('Out of date');
    expect(toAppResult(facts({ modelVersion: 4 })).status).toBe('Out of date');
    // A status change after the run (its own In Progress and Ok) is no new answer.
    expect(toAppResult(facts({ savedVersion: 1 })).status).toBe('Ok');
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
  });
});
