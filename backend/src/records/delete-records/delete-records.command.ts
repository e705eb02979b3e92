import { Command } from '@nestjs/cqrs';

export interface RecordsDeleted {
  deleted: number;
  position: number;
}

/** Deletes records of one catalog, all or nothing (002 §2.1 'Delete records'; one record is a list of one). */
export class DeleteRecordsCommand extends Command<RecordsDeleted> {
  constructor(
    readonly tenant: string,
    readonly catalogId: string,
    readonly recordIds: readonly string[],
    readonly actorId: string | null,
  ) {
    super();
  }
}
