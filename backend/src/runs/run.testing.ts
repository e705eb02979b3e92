import type { RunEvent } from './run.events';
import type { RunDocument } from './run.state';

/** Events of one run for given/when/then specs. */
export const startRun = {
  runId: 'run1',
  recordId: 'r1',
  catalogId: 'c1',
  app: 'Welcome',
  modelId: 'm1',
  modelVersion: 3,
  recordVersion: 2,
  by: 'u1',
};

export const started: RunEvent = { type: 'RunStarted', data: startRun };

export const letter: RunDocument = {
  template: 'Letter',
  templateId: 't1',
  templateFile: 'a'.repeat(64),
  name: 'Letter to Ann.docx',
  ext: 'docx',
  sha256: 'b'.repeat(64),
  size: 1234,
};

export const assembled = (document: RunDocument = letter): RunEvent => ({
  type: 'RunDocumentAssembled',
  data: { runId: 'run1', ...document },
});

export const completed: RunEvent = { type: 'RunCompleted', data: { runId: 'run1', documents: 1 } };
export const failed: RunEvent = { type: 'RunFailed', data: { runId: 'run1', template: 'Letter', reason: 'broken' } };
