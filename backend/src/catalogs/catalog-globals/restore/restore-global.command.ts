import { Command } from '@nestjs/cqrs';

export interface RestoredGlobal {
  restored: true;
  elementName: string;
  version: number;
  position: number;
}

export class RestoreGlobalCommand extends Command<RestoredGlobal> {
  constructor(
    readonly tenant: string,
    readonly catalogRef: string,
    readonly elementName: string,
    /** The id of the version (its event) to bring back. */
    readonly historyId: string,
    readonly actorId: string | null,
  ) {
    super();
  }
}
