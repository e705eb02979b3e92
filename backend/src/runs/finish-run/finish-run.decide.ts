import type { RunEvent } from '../run.events';
import { assertRunning } from '../run-rules';
import type { RunState } from '../run.state';

/** Every document is in: the run is complete (once; a finished run is a conflict). */
export function decideCompleteRun(runId: string, state: RunState): RunEvent[] {
  assertRunning(runId, state);
  return [{ type: 'RunCompleted', data: { runId, documents: state.documents.length } }];
}

export interface FailRun {
  runId: string;
  /** The template that failed, when one did. */
  template?: string;
  reason: string;
}

/** The run stops with the reason; documents assembled before the failure stay in its history. */
export function decideFailRun(command: FailRun, state: RunState): RunEvent[] {
  assertRunning(command.runId, state);
  const { runId, template, reason } = command;
  return [{ type: 'RunFailed', data: { runId, ...(template ? { template } : {}), reason } }];
}
