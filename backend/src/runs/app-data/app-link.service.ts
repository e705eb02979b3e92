import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { QueryRunner } from '../../queries';
import {
  LinkRecordCommand,
  recordAtVersion,
  RECORDS_PROVIDER,
  type LinkedRecord,
  type RecordLink,
} from '../../records';
import type { AuthContext } from '../../shared/auth/auth-context';
import { invalid, notFound } from '../../shared/domain/domain-error';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { NEW_RECORD } from '../open-interview/open-interview.service';
import {
  AppDataFromQuery,
  MAX_APP_DATA_ITEMS,
  noSuchAppDataItem,
  shownName,
  type AppDataRequest,
} from './app-data.service';

export const linkNeedsRecord = 'A new record is linked once it is saved: answer a question first, then link it.';

export interface AppLinkItems {
  /** The query's items by the name the list shows, at most 200. */
  items: { _id: string; name: string }[];
  truncated: boolean;
  /** The record's link now (null: not linked, or a new record). */
  link: RecordLink | null;
  /** 'Link automatically' (when exactly one item matches). */
  autoLink: boolean;
  /** 'Bidirectional link' on a query over the product's own catalogs: the linked record links back. */
  bidirectional: boolean;
  /** Where the items come from (the query's source, else its name), for "Link to {source}". */
  source: string;
}

/**
 * An app's 'LINK record TO…' (001 §3 App `linkedQuery`, `autoLink`, `isLink`; docs/runs.md "An app's link"): the
 * query's items read as the caller, as 'SELECT data FROM…' reads its own, and the link to one of them written on the
 * record (RecordLinked), with a link back when the link is bidirectional and the item is one of our records.
 */
@Injectable()
export class AppLinkToQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly appData: AppDataFromQuery,
    private readonly queries: QueryRunner,
    private readonly commands: CommandBus,
  ) {}

  async items(auth: AuthContext, request: AppDataRequest): Promise<AppLinkItems> {
    const { found, app, call } = await this.appData.run(auth, request, 'linkedQuery');
    const origin = await this.queries.origin(auth.tenant, call.query);
    const search = request.search?.trim().toLowerCase() ?? '';
    const matching = found.items
      .map((item) => ({ _id: item._id, name: shownName(item) }))
      .filter((item) => search === '' || item.name.toLowerCase().includes(search));
    const record =
      request.recordId === NEW_RECORD ? null : await recordAtVersion(this.store, auth.tenant, request.recordId);
    return {
      items: matching.slice(0, MAX_APP_DATA_ITEMS),
      truncated: found.truncated || matching.length > MAX_APP_DATA_ITEMS,
      link: record?.link ?? null,
      autoLink: app.autoLink === true,
      bidirectional: app.isLink === true && origin.provider === RECORDS_PROVIDER,
      source: origin.source || origin.query,
    };
  }

  /** Links the record to the item `id`, at the version the interview holds (`version`; someone's save since: 409). */
  async link(auth: AuthContext, request: AppDataRequest & { id: string; version?: number }): Promise<LinkedRecord> {
    if (request.recordId === NEW_RECORD) throw invalid(linkNeedsRecord);
    const { found, app, catalog, call, reference } = await this.appData.run(auth, request, 'linkedQuery');
    const item = found.items.find((each) => each._id === request.id);
    if (!item) throw notFound(noSuchAppDataItem(reference));
    const origin = await this.queries.origin(auth.tenant, call.query);
    const link: RecordLink = {
      query: reference,
      provider: origin.provider,
      source: origin.source,
      id: item._id,
      name: shownName(item),
    };
    const back = app.isLink === true && origin.provider === RECORDS_PROVIDER ? { recordId: item._id } : undefined;
    return this.commands.execute(
      new LinkRecordCommand(
        auth.tenant,
        {
          catalogId: catalog.catalogId,
          catalogName: catalog.name,
          recordId: request.recordId,
          expectedVersion: request.version,
        },
        link,
        app.name,
        auth.userId,
        back,
      ),
    );
  }
}
