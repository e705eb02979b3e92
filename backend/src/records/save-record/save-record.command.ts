import { Command } from '@nestjs/cqrs';
import type { CatalogDoc } from '../../catalogs';
import type { RecordValues } from '../record.state';
import type { OpenedRecord } from '../record-view';
import type { SaveOrigin } from './save-record.decide';

export interface SavedRecord extends OpenedRecord {
  /** Pass as X-Min-Position to see this save in the lists. */
  position: number;
}

/**
 * Saves one record's values: a new record (no `recordId`), or a new version of one. The import wizard and the
 * duplicates clear send this command with their own `source` ('import', 'duplicates'); `upsert` creates a record
 * under a given id that does not exist yet (an import that carries ids).
 */
export class SaveRecordCommand extends Command<SavedRecord> {
  constructor(
    readonly tenant: string,
    readonly catalog: Pick<CatalogDoc, 'catalogId' | 'typeId' | 'detail'>,
    readonly values: RecordValues,
    readonly origin: SaveOrigin,
    readonly actorId: string | null,
    readonly options: { recordId?: string; expectedVersion?: number; upsert?: boolean } = {},
  ) {
    super();
  }
}
