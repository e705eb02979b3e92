import { conflict } from '../../shared/domain/domain-error';
import type { RunEvent } from '../run.events';
import { assertRunning } from '../run-rules';
import type { RunDocument, RunState } from '../run.state';

export const duplicateDocumentName = (name: string) =>
  `The run already has a document named ${name}: two templates gave the same file name.`;

/**
 * One assembled file joins a running run, once (the same template's same file again changes nothing). Names are unique within a run (case aside), as the files of a download
 * are: a second file of the same name would overwrite the first in the 'Download All' zip.
 */
export function decideRecordDocument(runId: string, document: RunDocument, state: RunState): RunEvent[] {
  assertRunning(runId, state);
  // A run taken over after a stop is assembled again from the start: what it recorded before is the same bytes.
  const same = (each: RunDocument) =>
    each.templateId === document.templateId && each.sha256 === document.sha256 && each.name === document.name;
  if (state.documents.some(same)) return [];
  const lower = document.name.toLowerCase();
  if (state.documents.some((existing) => existing.name.toLowerCase() === lower))
    throw conflict(duplicateDocumentName(document.name));
  return [{ type: 'RunDocumentAssembled', data: { runId, ...document } }];
}
