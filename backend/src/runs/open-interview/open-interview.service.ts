import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { relevance, type InterviewInput } from '@app/templating';
import type { CatalogDoc } from '../../catalogs';
import { openCatalog, SetRecordStatusCommand, type RecordAtVersion, type RecordLink } from '../../records';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { findUserView } from '../../users';
import { InterviewInputs } from '../interview-input/interview-inputs';
import { optionsReaderOf } from '../interview-input/interview-sources';
import { currentGlobals } from '../run-globals/read-run-globals';
import { globalNamesOf, withGlobals, withoutGlobals, type GlobalValues } from '../run-globals/run-globals';
import { reachRecord } from '../record-reach';
import { lockHolder } from './interview-lock';

/** Contract §1's answer: what the browser needs to show the interview, in one call. */
export interface InterviewOpened {
  catalog: { name: string; label: string };
  app: {
    name: string;
    label: string;
    generateDocs: boolean;
    instructions: string;
    /** 'SELECT data FROM…' is set: the browser asks …/app-data whether to start with "Choose" (docs/runs.md). */
    selectsData: boolean;
    /** 'LINK record TO…' is set: the header shows the record's link, and …/link lists what it can link to. */
    linksRecord: boolean;
  };
  modelVersion: number;
  record: null | {
    id: string;
    name: string;
    version: number;
    status: string;
    values: Record<string, unknown>;
    /** The query item an app linked the record to (docs/runs.md "An app's link"); null: not linked. */
    link: RecordLink | null;
  };
  input: InterviewInput;
  /** The relevant variable paths on the record's answers (additive to the contract: the first screen needs no wait). */
  relevant: string[];
  /**
   * The catalog's global info for the model's global variables that have some (additive to the contract): the
   * values relevance, formulas and static text read for them. They are never the record's answers, so `record.values`
   * leaves them out and a global's question shows them read-only.
   */
  globals: GlobalValues;
  lockedBy: string | null;
  /** For an external user only (additive to contract §1): the app's portal settings (INTERVIEW.md §9). */
  external?: ExternalSettings;
  /** Read-your-writes: the record's position after the open's status change (0: a new or locked record, nothing written). */
  position: number;
}

/** What the portal does at Finish (001 §3 App: extUseURLs, extCompletionURL, extExitURL, extInstruct, showDocs, extAutoClose). */
export interface ExternalSettings {
  useURLs: boolean;
  completionURL: string;
  exitURL: string;
  /** Markdown: the further instructions shown after Finish when `useURLs` is off. */
  instructions: string;
  showDocs: boolean;
  autoClose: boolean;
}

export const externalSettingsOf = (app: Record<string, unknown>): ExternalSettings => ({
  useURLs: app.extUseURLs === true,
  completionURL: textOf(app.extCompletionURL),
  exitURL: textOf(app.extExitURL),
  instructions: textOf(app.extInstruct),
  showDocs: app.showDocs === true,
  autoClose: app.extAutoClose === true,
});

export const NEW_RECORD = 'new';
export const APP_NOT_ENABLED = 'This app is not enabled on this catalog.';
/** Shown when the user holding the lock was deleted since (002 §8's notice needs a name). */
const ANOTHER_USER = 'Another user';

/**
 * Opens an app's interview on a record, or on a new one (contract §1, 002 §4's lock): the catalog under the records
 * routes' permissions, the model version the catalog's live snapshot pins, the interview input built from it, and the
 * record, which the caller now holds (status Needs Updating, runBy the caller) unless another user holds it.
 * The input comes from InterviewInputs, which keeps what it builds: an open then costs the record's read, a few
 * read-model lookups and one relevance pass.
 */
@Injectable()
export class OpenInterview {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly inputs: InterviewInputs,
    private readonly commands: CommandBus,
  ) {}

  async open(
    auth: AuthContext,
    request: { catalog: string; recordId: string; app: string },
    now = Date.now(),
  ): Promise<InterviewOpened> {
    const { tenant } = auth;
    const isNew = request.recordId === NEW_RECORD;
    let catalog: CatalogDoc;
    let record: RecordAtVersion | null = null;
    if (isNew) catalog = await openCatalog(this.store, this.readModels, auth, request.catalog);
    else
      ({ catalog, record } = await reachRecord(this.store, this.readModels, auth, request.catalog, request.recordId));

    const lower = request.app.toLowerCase();
    const option = catalog.appOptions.find((entry) => !entry.globalTarget && entry.appName.toLowerCase() === lower);
    if (option?.isDisabled) throw notFound(APP_NOT_ENABLED);
    // The catalog's external link creates a record only through an app open to external users.
    if (isNew && auth.isExternal && !option?.extAccess) throw notFound(APP_NOT_ENABLED);

    const modelId = record?.modelId ?? catalog.typeId;
    // A query's arguments that read answers (`Clients(City)`) read the record's.
    const { modelVersion, app, input } = await this.inputs.forApp(
      tenant,
      catalog,
      modelId,
      request.app,
      optionsReaderOf(auth),
      record?.values ?? {},
    );

    const names = globalNamesOf(input.model.variables);
    const { values: globals } = await currentGlobals(this.store, tenant, catalog.catalogId, names);
    const { extUserID: _ext, ...stored } = record?.values ?? {};
    // A value the record still holds for a global (saved before globals came from the catalog) is not an answer.
    const values = withoutGlobals(stored, names);
    const relevant = [...relevance(input, withGlobals(values, names, globals)).relevant].sort();

    let lockedBy: string | null = null;
    let position = 0;
    let opened: InterviewOpened['record'] = null;
    if (record) {
      const holder = lockHolder(record, auth.userId, now);
      let { version, status } = record;
      if (holder) {
        lockedBy = (await findUserView(this.readModels, tenant, holder))?.name || ANOTHER_USER;
      } else if (status !== 'In Progress') {
        // While a run assembles, the record stays In Progress: the run's end moves it on, and a lock taken now
        // would be overwritten by that move anyway.
        const result = await this.commands.execute(
          new SetRecordStatusCommand(
            tenant,
            { recordId: record.recordId, status: 'Needs Updating', runBy: auth.userId, app: app.name },
            auth.userId,
          ),
        );
        // The status change is a version of its own: the answers the browser saves next are on top of it.
        ({ position } = result);
        version = result.revision + 1;
        status = 'Needs Updating';
      }
      opened = { id: record.recordId, name: record.name, version, status, values, link: record.link };
    }

    return {
      catalog: { name: catalog.name, label: catalog.label || catalog.name },
      app: {
        name: app.name,
        label: textOf(app.label) || app.name,
        // 001 §3: a new app generates documents unless the author turned it off.
        generateDocs: app.generateDocs !== false,
        instructions: textOf(app.extInstruct),
        selectsData: textOf(app.selectFrom).trim() !== '',
        linksRecord: textOf(app.linkedQuery).trim() !== '',
      },
      modelVersion,
      record: opened,
      input,
      relevant,
      globals,
      lockedBy,
      ...(auth.isExternal ? { external: externalSettingsOf(app as unknown as Record<string, unknown>) } : {}),
      position,
    };
  }
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
