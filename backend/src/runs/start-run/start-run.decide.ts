import { conflict } from '../../shared/domain/domain-error';
import type { RunEvent } from '../run.events';
import { runAlreadyStarted } from '../run-rules';
import type { RunState } from '../run.state';

/** What a run is of: the app, the record's version, the model's version (and the snapshot that pinned it). */
export interface StartRun {
  runId: string;
  recordId: string;
  catalogId: string;
  app: string;
  modelId: string;
  modelVersion: number;
  recordVersion: number;
  snapshot?: string;
  by: string | null;
}

/** A run starts once: its id is new, so a second start is a conflict (two runs never share a stream). */
export function decideStartRun(command: StartRun, state: RunState): RunEvent[] {
  if (state.status !== 'none') throw conflict(runAlreadyStarted(command.runId));
  const { snapshot, ...rest } = command;
  return [{ type: 'RunStarted', data: { ...rest, ...(snapshot ? { snapshot } : {}) } }];
}
