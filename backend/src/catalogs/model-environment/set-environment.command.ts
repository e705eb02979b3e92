import { Command } from '@nestjs/cqrs';
import type { ModelEnvironment } from './model-environment';
import type { ActiveSnapshots } from './set-environment.decide';

export interface EnvironmentAnswer {
  environment: ModelEnvironment;
  /** Send as X-Min-Position to read the catalogs with this change. */
  position: number;
}

export class SetEnvironmentCommand extends Command<EnvironmentAnswer> {
  constructor(
    readonly tenant: string,
    readonly typeId: string,
    readonly actives: ActiveSnapshots,
    readonly actorId: string | null,
  ) {
    super();
  }
}
