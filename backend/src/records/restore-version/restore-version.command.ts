import { Command } from '@nestjs/cqrs';
import type { CatalogDoc } from '../../catalogs';
import type { SavedRecord } from '../save-record/save-record.command';

/** Brings back the values (all, or chosen fields) of one history entry of a record, as a new version. */
export class RestoreVersionCommand extends Command<SavedRecord> {
  constructor(
    readonly tenant: string,
    readonly catalog: Pick<CatalogDoc, 'catalogId' | 'typeId' | 'detail'>,
    readonly recordId: string,
    readonly historyId: string,
    readonly fields: readonly string[] | undefined,
    readonly actorId: string | null,
  ) {
    super();
  }
}
