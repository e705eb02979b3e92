/** The app-runs context's public surface: its events for the app's catalogue, and the assembly of runs. */
export { RUN_EVENTS } from './run.events';
export { openRunsProjector } from './open-runs/open-runs.projector';
export { RunsModule } from './runs.module';
export { RunAssembler, type RunRequest } from './assemble-run/run-assembler';
export type { RunDocument, RunState, RunStatus } from './run.state';
