import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { findLiveCatalog } from '../catalogs';
import { findUserByMail } from '../users';
import { recordAtVersion, SaveRecordCommand } from '../records';
import { DomainError } from '../shared/domain/domain-error';
import { EVENT_STORE, READ_MODELS } from '../shared/storage/tokens';
import type { Link } from './link.state';

/**
 * Using a link (registration or sign-in by link, 000 §4 Link flow) opens external access on its record: the
 * record's `extUserID` becomes the external user, as a save with source 'api' by that user (the record's history
 * shows who opened it and when). `extUserID` is then the one answer to "may this external user work on this
 * record" for every route (records and runs), for the list's column, and for closing (null, by an administrator or
 * by the app's extAutoClose). While the link is usable, using it again reopens access; revoking it ends that.
 */
@Injectable()
export class LinkRecordAccess {
  private readonly logger = new Logger('LinkRecordAccess');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly commands: CommandBus,
  ) {}

  /** Position of the save (0 when nothing was written); the sign-in itself never fails on the record's account. */
  async open(tenant: string, link: Link, userId: string): Promise<number> {
    const found = await this.recordOf(tenant, link);
    if (!found || found.extUserID === userId) return 0;
    return this.setAccess(tenant, link, found.catalog, userId, userId);
  }

  /**
   * A revoked link ends what it opened: the record's access closes (null) if the link's person still holds it
   * (someone the workspace gave the record to since keeps it).
   */
  async close(tenant: string, link: Link, actorId: string | null): Promise<number> {
    const found = await this.recordOf(tenant, link);
    const person = found && (await findUserByMail(this.readModels, tenant, link.userEmail));
    if (!found || !person || found.extUserID !== person._id) return 0;
    return this.setAccess(tenant, link, found.catalog, null, actorId);
  }

  private async recordOf(tenant: string, link: Link) {
    const catalog = await findLiveCatalog(this.readModels, tenant, link.catalogName);
    const record = await recordAtVersion(this.store, tenant, link.recordId);
    if (!catalog || !record || record.deleted || record.catalogId !== catalog.catalogId) {
      // The catalog or record went away since the link was made: the app route answers 404, as for any record.
      this.logger.warn(`Link to ${link.catalogName}/${link.recordId}: no such record; its access is left as it is.`);
      return null;
    }
    return { catalog, extUserID: record.values.extUserID ?? null };
  }

  private async setAccess(
    tenant: string,
    link: Link,
    catalog: NonNullable<Awaited<ReturnType<typeof findLiveCatalog>>>,
    extUserID: string | null,
    actorId: string | null,
  ): Promise<number> {
    try {
      const saved = await this.commands.execute(
        new SaveRecordCommand(tenant, catalog, { extUserID }, { source: 'api' }, actorId, {
          recordId: link.recordId,
        }),
      );
      return saved.position;
    } catch (error) {
      // Deleted in between (409) or its model gone (400): as above, the record is not there to work on.
      if (error instanceof DomainError) {
        this.logger.warn(`Link to ${link.catalogName}/${link.recordId}: ${error.message}`);
        return 0;
      }
      throw error;
    }
  }
}
