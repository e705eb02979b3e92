import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import type { CatalogDoc } from '../../catalogs';
import { openCatalog } from '../../records';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { InterviewInputs } from '../interview-input/interview-inputs';
import { optionsReaderOf } from '../interview-input/interview-sources';
import { APP_NOT_ENABLED, NEW_RECORD } from '../open-interview/open-interview.service';
import { reachRecord } from '../record-reach';

export const noQuerySelection = (path: string) => `This app has no selection from a query at ${path}.`;

/**
 * A query-sourced selection's options on the answers the browser holds now (`Clients(City)` once City changed):
 * reached as the interview's open reaches the catalog, the record and the app, and read as the caller, so it
 * offers nothing the open would not. Nothing is written.
 */
@Injectable()
export class QueryOptionsOnAnswers {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly inputs: InterviewInputs,
  ) {}

  async options(
    auth: AuthContext,
    request: { catalog: string; recordId: string; app: string; variable: string; answers: Record<string, unknown> },
  ): Promise<string[]> {
    const { catalog, modelId } = await this.reachApp(auth, request);
    const options = await this.inputs.queryOptions(
      auth.tenant,
      catalog,
      modelId,
      request.app,
      request.variable,
      optionsReaderOf(auth),
      request.answers,
    );
    if (options === null) throw notFound(noQuerySelection(request.variable));
    return options;
  }

  /**
   * The catalog and the model an app runs on, reached as the interview's open reaches them: the record (or, for
   * `new`, the catalog) as the caller may, and the app enabled there. 'SELECT data FROM…' (select-data) reaches
   * the same way, so neither offers what the open would not.
   */
  async reachApp(
    auth: AuthContext,
    request: { catalog: string; recordId: string; app: string },
  ): Promise<{ catalog: CatalogDoc; modelId: string }> {
    const isNew = request.recordId === NEW_RECORD;
    let catalog: CatalogDoc;
    let modelId: string;
    if (isNew) {
      catalog = await openCatalog(this.store, this.readModels, auth, request.catalog);
      modelId = catalog.typeId;
    } else {
      const reached = await reachRecord(this.store, this.readModels, auth, request.catalog, request.recordId);
      ({ catalog } = reached);
      modelId = reached.record.modelId;
    }
    const lower = request.app.toLowerCase();
    const option = catalog.appOptions.find((entry) => !entry.globalTarget && entry.appName.toLowerCase() === lower);
    if (option?.isDisabled) throw notFound(APP_NOT_ENABLED);
    if (isNew && auth.isExternal && !option?.extAccess) throw notFound(APP_NOT_ENABLED);
    return { catalog, modelId };
  }
}
