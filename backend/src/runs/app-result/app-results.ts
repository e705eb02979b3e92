import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import type { CatalogDoc } from '../../catalogs';
import { recordRunMarks } from '../../records';
import type { AuthContext } from '../../shared/auth/auth-context';
import { notFound } from '../../shared/domain/domain-error';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { assertExternalMaySeeDocuments } from '../external-documents';
import { noSuchRecord, reachRunOutputs } from '../record-reach';
import { fileUrlOf, loadTimedRun, runsByApp } from '../run-history';
import { appText, loadRunModel } from '../run-model';
import { toAppResult, type AppResult } from './app-result';

/** The app result (contract §4), from the record's stream (its runs) and the latest run's stream. */
@Injectable()
export class AppResults {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async result(auth: AuthContext, catalogName: string, recordId: string, appName: string): Promise<AppResult> {
    const { catalog, record } = await reachRunOutputs(this.store, this.readModels, auth, catalogName, recordId);
    return this.resultOf(auth.tenant, catalog, record.modelId, recordId, appName, auth);
  }

  async resultOf(
    tenant: string,
    catalog: CatalogDoc,
    modelId: string,
    recordId: string,
    appName: string,
    /** The caller, when an external user may be refused the documents (the app's showDocs off). */
    viewer?: AuthContext,
  ): Promise<AppResult> {
    const { app, modelVersion } = await loadRunModel(this.store, tenant, catalog, modelId, appName);
    if (viewer) assertExternalMaySeeDocuments(viewer, app);
    const marks = await recordRunMarks(this.store, tenant, recordId);
    if (!marks) throw notFound(noSuchRecord(recordId));
    const latest = runsByApp(marks.marks).get(app.name.toLowerCase())?.runs[0];
    return toAppResult({
      app: { name: app.name, label: appText(app, 'label') || app.name, instructions: appText(app, 'extInstruct') },
      run: latest ? await loadTimedRun(this.store, tenant, latest) : null,
      savedVersion: marks.savedVersion,
      modelVersion,
      fileUrl: fileUrlOf(tenant, catalog.name, recordId),
    });
  }
}
