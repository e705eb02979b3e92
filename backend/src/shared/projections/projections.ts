import type { ProjectionRunner } from '@app/projections';

/**
 * What the application asks of the projections (PROJECTION_RUNNER): the runner itself when this
 * process runs them, or a ProjectionFollower of the checkpoints another process commits
 * (RUN_PROJECTIONS=false, and the CLI).
 */
export type Projections = Pick<ProjectionRunner, 'waitFor' | 'status' | 'collection'>;
