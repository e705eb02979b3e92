import type { EventStore } from '@app/storage';
import type { RunMark } from '../records';
import type { RunEvent } from './run.events';
import { evolveRun, initialRunState, type RunState } from './run.state';
import { RunStream } from './run.streams';

/** A run as its stream leaves it, with when it started and when it last moved (its end, once ended). */
export interface TimedRun extends RunState {
  startedAt: string;
  updatedAt: string;
}

/** One run, folded from its stream, with its times; null when it never started. */
export async function loadTimedRun(store: EventStore, tenant: string, runId: string): Promise<TimedRun | null> {
  const events = await store.readStream(RunStream.name(tenant, runId));
  if (events.length === 0) return null;
  const state = events.reduce((folded, event) => evolveRun(folded, event as unknown as RunEvent), initialRunState);
  if (state.status === 'none') return null;
  return { ...state, startedAt: events[0].recordedAt, updatedAt: events[events.length - 1].recordedAt };
}

/**
 * The runs of each app on a record, newest first by when they started (a run's first status change is its Finish;
 * an older run that ends late is still the older one), by the app's name as the runs wrote it (case aside). The
 * apps come in the order of their newest run, newest first.
 */
export function runsByApp(marks: readonly RunMark[]): Map<string, { app: string; runs: string[] }> {
  const byApp = new Map<string, { app: string; runs: string[]; newest: number }>();
  const seen = new Set<string>();
  marks.forEach((mark, index) => {
    if (seen.has(mark.run)) return;
    seen.add(mark.run);
    const key = mark.app.toLowerCase();
    const entry = byApp.get(key) ?? { app: mark.app, runs: [], newest: index };
    entry.runs.unshift(mark.run);
    entry.newest = index;
    byApp.set(key, entry);
  });
  const ordered = [...byApp].sort(([, a], [, b]) => b.newest - a.newest);
  return new Map(ordered.map(([key, { app, runs }]) => [key, { app, runs }]));
}

/** The run's download address: `/{t}/download/{catalog}/{id}`, to which `/{runId}/{n}` or `/{runId}/all` is added. */
export const fileUrlOf = (tenant: string, catalog: string, recordId: string) =>
  `/${tenant}/download/${encodeURIComponent(catalog)}/${encodeURIComponent(recordId)}`;
