import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { QueryRunner, type QueryItem } from '../../queries';
import { recordAtVersion, recordRunMarks, SaveRecordCommand } from '../../records';
import type { AuthContext } from '../../shared/auth/auth-context';
import { DomainError, invalid, notFound } from '../../shared/domain/domain-error';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { InterviewInputs } from '../interview-input/interview-inputs';
import { optionsReaderOf } from '../interview-input/interview-sources';
import { queryOptionsCall } from '../interview-input/query-options';
import { NEW_RECORD } from '../open-interview/open-interview.service';
import { QueryOptionsOnAnswers } from '../query-options/query-options.service';
import { appDataStart, fillFromItem, type AppDataStart } from './app-data-fill';

/** The most items the "Choose" step lists; `truncated` says more matched (its search box narrows them). */
export const MAX_APP_DATA_ITEMS = 200;

export const noAppData = (app: string) => `The app ${app} does not select its data from a query.`;
export const noAppLink = (app: string) => `The app ${app} does not link its records to a query.`;
export const noSuchAppDataItem = (query: string) =>
  `The item is no longer among what ${query} finds: it was deleted, changed, or is not yours to read. Choose again.`;

export interface AppDataRequest {
  catalog: string;
  recordId: string;
  app: string;
  /** The answers the query's arguments read; absent: the record's (none on a new record). */
  answers?: Record<string, unknown>;
  search?: string;
}

export interface AppDataItems {
  /** The query's items by the name the list shows, at most 200. */
  items: { _id: string; name: string }[];
  truncated: boolean;
  /** Whether the interview starts with "Choose" ('none': 'Select only once' and the record chose before). */
  start: AppDataStart;
  /** 'Select automatically when only one item matches'. */
  autoSelect: boolean;
  /** Where the items come from, for the step's heading "Choose from {source}": the query's source, else its name. */
  source: string;
}

export interface AppDataChosen {
  recordId: string;
  version: number;
  /** Read-your-writes: pass as X-Min-Position. */
  position: number;
  name: string;
  /** The variables the item filled, and the item's values left out (no such variable, or a value it refuses). */
  filled: string[];
  leftOut: string[];
}

export const shownName = (item: QueryItem) => {
  if (item.name.trim() !== '') return item.name.trim();
  const first = Object.values(item.values).find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof first === 'string' ? first.trim() : item._id;
};

/**
 * An app's 'SELECT data FROM...' (001 §3 App `selectFrom`, docs/runs.md "An app's data from a query"): the query's
 * items, read as the caller (their catalog permissions, as a selection's options), and the choice of one, which fills
 * the record's answers with the item's values that fit the model and remembers the choice on the version it writes
 * (RecordValuesSaved/RecordCreated `selected`), so 'Select only once' does not ask again. Reached as the interview's
 * open reaches the record and the app.
 */
@Injectable()
export class AppDataFromQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly reach: QueryOptionsOnAnswers,
    private readonly inputs: InterviewInputs,
    private readonly queries: QueryRunner,
    private readonly commands: CommandBus,
  ) {}

  async items(auth: AuthContext, request: AppDataRequest): Promise<AppDataItems> {
    const { found, app, call } = await this.run(auth, request);
    const origin = await this.queries.origin(auth.tenant, call.query);
    const search = request.search?.trim().toLowerCase() ?? '';
    const matching = found.items
      .map((item) => ({ _id: item._id, name: shownName(item) }))
      .filter((item) => search === '' || item.name.toLowerCase().includes(search));
    const isNew = request.recordId === NEW_RECORD;
    const marks = isNew ? null : await recordRunMarks(this.store, auth.tenant, request.recordId);
    const selectedBefore = marks?.selectedBy.includes(app.name.toLowerCase()) ?? false;
    return {
      items: matching.slice(0, MAX_APP_DATA_ITEMS),
      truncated: found.truncated || matching.length > MAX_APP_DATA_ITEMS,
      start: appDataStart({ selectFrom: app.selectFrom, selectOnce: app.selectOnce }, { isNew, selectedBefore }),
      autoSelect: app.autoSelect === true,
      source: origin.source || origin.query,
    };
  }

  /**
   * Fills the record (a new one on `new`) from the item `id`: one version, written as the app's, refused with 409
   * when someone saved the record since `version`.
   */
  async choose(auth: AuthContext, request: AppDataRequest & { id: string; version?: number }): Promise<AppDataChosen> {
    const { found, app, catalog, input, reference } = await this.run(auth, request);
    const item = found.items.find((each) => each._id === request.id);
    if (!item) throw notFound(noSuchAppDataItem(reference));
    const { values, leftOut } = fillFromItem(input.model.variables, item.values);
    const isNew = request.recordId === NEW_RECORD;
    // An external user's new record is theirs, as the records route makes it (extUserID).
    const stored = isNew && auth.isExternal ? { ...values, extUserID: auth.userId } : values;
    const saved = await this.commands.execute(
      new SaveRecordCommand(
        auth.tenant,
        catalog,
        stored,
        { source: 'app', app: app.name, selected: { query: reference, id: item._id, name: shownName(item) } },
        auth.userId,
        isNew ? {} : { recordId: request.recordId, expectedVersion: request.version },
      ),
    );
    return {
      recordId: saved._id,
      version: saved.version,
      position: saved.position,
      name: saved.name,
      filled: Object.keys(values),
      leftOut,
    };
  }

  /**
   * Runs the app's query reference in `field` ('SELECT data FROM…' or 'LINK record TO…', whose routes reach the app
   * the same way) with its arguments evaluated on the answers, as the caller.
   */
  async run(auth: AuthContext, request: AppDataRequest, field: 'selectFrom' | 'linkedQuery' = 'selectFrom') {
    const { catalog, modelId } = await this.reach.reachApp(auth, request);
    const { app, input } = await this.inputs.forApp(auth.tenant, catalog, modelId, request.app, optionsReaderOf(auth));
    const reference = typeof app[field] === 'string' ? app[field].trim() : '';
    if (reference === '') throw notFound(field === 'selectFrom' ? noAppData(app.name) : noAppLink(app.name));
    const answers =
      request.answers ??
      (request.recordId === NEW_RECORD
        ? {}
        : ((await recordAtVersion(this.store, auth.tenant, request.recordId))?.values ?? {}));
    let call: ReturnType<typeof queryOptionsCall>;
    try {
      call = queryOptionsCall(reference, answers);
    } catch (error) {
      // An argument that does not evaluate on these answers is the answers' problem, told as such.
      throw invalid(`${reference} cannot run on these answers: ${(error as Error).message}`);
    }
    const found = await this.queries
      .run(auth.tenant, optionsReaderOf(auth), { query: call.query, args: call.args, params: call.params })
      .catch((error: unknown) => {
        if (error instanceof DomainError) throw error;
        throw invalid(`${reference} cannot run: ${(error as Error).message}`);
      });
    return { found, app, catalog, input, reference, call };
  }
}
