import type { RunEvent } from '../run.events';
import type { RunState } from '../run.state';

export interface NotifyRun {
  runId: string;
  group: string;
  recipients: number;
}

/**
 * The group was mailed about a completed run: recorded once. A run that did not complete has nothing to announce,
 * and a second notice of the same run (two processes recovering at once) changes nothing.
 */
export function decideNotifyRun(command: NotifyRun, state: RunState): RunEvent[] {
  if (state.status !== 'completed' || state.notified) return [];
  return [{ type: 'RunNotified', data: { ...command } }];
}

/** Whether a run still owes its group a notice: completed, and not yet notified. */
export const owesNotice = (state: RunState): boolean => state.status === 'completed' && !state.notified;
