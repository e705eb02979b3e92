import { defineStream } from '../shared/event-sourcing/define-stream';
import { RUN_EVENTS } from './run.events';
import { evolveRun, initialRunState } from './run.state';

/** One run of an app on a record, its documents and its outcome: `{tenant}.run-{runId}`. */
export const RunStream = defineStream({
  category: 'run',
  events: RUN_EVENTS,
  initial: initialRunState,
  evolve: evolveRun,
});
