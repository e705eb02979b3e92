import { conflict, notFound } from '../shared/domain/domain-error';
import type { RunState } from './run.state';

export const runNotFound = (runId: string) => `There is no run ${runId}.`;
export const runAlreadyStarted = (runId: string) => `The run ${runId} has already started.`;
export const runAlreadyFinished = (runId: string, status: string) => `The run ${runId} has already ${status}.`;

/** A run that is assembling: anything else is a 404 (never started) or a 409 (it finished). */
export function assertRunning(runId: string, state: RunState): void {
  if (state.status === 'none') throw notFound(runNotFound(runId));
  if (state.status !== 'running') throw conflict(runAlreadyFinished(runId, state.status));
}
