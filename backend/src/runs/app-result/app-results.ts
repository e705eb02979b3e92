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
import { fileUrlOf, loadTimedRun, runsByApp, type TimedRun } from '../run-history';
import { appText, loadRunModel } from '../run-model';
import { currentGlobals } from '../run-globals/read-run-globals';
import { objectModelVersions } from './object-model-versions';
import { SEND_DUE_MS, toAppResult, type AppResult, withoutDelivery } from './app-result';

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
    const run = latest ? await loadTimedRun(this.store, tenant, latest) : null;
    // The global info the run read, as it is now: a change since makes its documents Out of date.
    const globals = run && (await currentGlobals(this.store, tenant, catalog.catalogId, Object.keys(run.globals)));
    const result = toAppResult({
      app: { name: app.name, label: appText(app, 'label') || app.name, instructions: appText(app, 'extInstruct') },
      run,
      savedVersion: marks.savedVersion,
      modelVersion,
      fileUrl: fileUrlOf(tenant, catalog.name, recordId),
      ...(globals ? { globalVersions: globals.versions } : {}),
      sendDue: run !== null && sendDue(catalog, run),
      ...(run ? { objectModelVersions: await objectModelVersions(this.store, tenant, run) } : {}),
    });
    return viewer?.isExternal ? withoutDelivery(result) : result;
  }
}

/**
 * The run completed within SEND_DUE_MS, its app option on this catalog sends documents, and no send was requested
 * yet: the request is on its way (the queue writes it right after the completion).
 */
function sendDue(catalog: CatalogDoc, run: TimedRun): boolean {
  if (run.status !== 'completed' || Object.keys(run.deliveries).length > 0) return false;
  const option = catalog.appOptions.find(
    (each) => each.globalTarget === undefined && each.appName.toLowerCase() === run.app.toLowerCase(),
  );
  if (!option?.isSendDocuments || !option.uploadDocuments) return false;
  return Date.now() - Date.parse(run.updatedAt) < SEND_DUE_MS;
}
