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
  /** The workspace's locale and time zone, pinned (absent: en-US and UTC, as before they were pinned). */
  locale?: string;
  timeZone?: string;
  /** The version of the catalog's global info read for each global variable of the model (0: none). */
  globals?: Readonly<Record<string, number>>;
  /** The version of each object model the model refers to, by element id (their formulas are read at it). */
  models?: Readonly<Record<string, number>>;
}

/** A run starts once: its id is new, so a second start is a conflict (two runs never share a stream). */
export function decideStartRun(command: StartRun, state: RunState): RunEvent[] {
  if (state.status !== 'none') throw conflict(runAlreadyStarted(command.runId));
  const { snapshot, globals, models, ...rest } = command;
  return [
    {
      type: 'RunStarted',
      data: {
        ...rest,
        ...(snapshot ? { snapshot } : {}),
        ...(globals ? { globals: { ...globals } } : {}),
        ...(models ? { models: { ...models } } : {}),
      },
    },
  ];
}
