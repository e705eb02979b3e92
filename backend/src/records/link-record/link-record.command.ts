import { Command } from '@nestjs/cqrs';
import type { RecordLink } from '../record.events';

export interface LinkedRecord {
  recordId: string;
  /** The record's version after the link (the interview saves on it next). */
  version: number;
  /** Read-your-writes: pass as X-Min-Position. */
  position: number;
  link: RecordLink;
  /** Whether the linked record got a link back ('Bidirectional link'). */
  linkedBack: boolean;
}

/**
 * For the app-runs context: an app's 'LINK record TO...' links a record of `catalogId` to a query's item, at the
 * version the interview holds (`expectedVersion`; a save by someone else since is a 409). `back`: the item is a
 * record of the product's own catalogs and the link is bidirectional, so that record links back (same write).
 */
export class LinkRecordCommand extends Command<LinkedRecord> {
  constructor(
    readonly tenant: string,
    readonly target: { catalogId: string; catalogName: string; recordId: string; expectedVersion?: number },
    readonly link: RecordLink,
    readonly app: string,
    readonly actorId: string | null,
    readonly back?: { recordId: string },
  ) {
    super();
  }
}
