import { Command } from '@nestjs/cqrs';

export interface RemovedGlobal {
  removed: true;
  elementName: string;
  version: number;
  /** The version whose values were removed: `globals/restore` with it undoes the removal. */
  undo: string;
  position: number;
}

export class RemoveGlobalCommand extends Command<RemovedGlobal> {
  constructor(
    readonly tenant: string,
    readonly catalogRef: string,
    readonly elementName: string,
    readonly appName: string | null,
    readonly actorId: string | null,
  ) {
    super();
  }
}
