import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { findLiveCatalog } from '../catalogs';
import { recordAtVersion, recordRunMarks } from '../records';
import type { RecordApp, RecordRuns, RunOutcome } from '../shared/record-runs/record-runs.port';
import { EVENT_STORE, READ_MODELS } from '../shared/storage/tokens';
import { elementAtHead } from '../types';
import { attachmentsOf, fileVariablesOf } from './answer-files/file-answer';
import { toAppResult } from './app-result/app-result';
import { appMember } from './interview-input/interview-input';
import { runModelVersion } from './model-version/run-model-version';
import { currentGlobals } from './run-globals/read-run-globals';
import { objectModelVersions } from './app-result/object-model-versions';
import { fileUrlOf, loadTimedRun, runsByApp } from './run-history';
import { appText } from './run-model';
import { runFailureMessage } from './run-queue/run-failure-message';

/**
 * The records context's port onto runs (contract §6): a record's `apps[]` (each app's latest run, judged as the app
 * result judges it), its `attachments[]`, and how runs ended for its history.
 */
@Injectable()
export class RecordRunsView implements RecordRuns {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async viewOf(tenant: string, catalog: { catalogId: string; name: string }, recordId: string) {
    const [marks, record, doc] = await Promise.all([
      recordRunMarks(this.store, tenant, recordId),
      recordAtVersion(this.store, tenant, recordId),
      findLiveCatalog(this.readModels, tenant, catalog.catalogId),
    ]);
    if (!marks || !record) return { apps: [], attachments: [] };
    const model = await elementAtHead(this.store, tenant, record.modelId);
    const attachments = model ? attachmentsOf(fileVariablesOf(model), record.values).map((file) => file.name) : [];
    const apps: RecordApp[] = [];
    for (const { app: name, runs } of runsByApp(marks.marks).values()) {
      const run = await loadTimedRun(this.store, tenant, runs[0]);
      const member = model && appMember(model, name);
      let modelVersion = run?.modelVersion ?? 0;
      try {
        if (model) modelVersion = runModelVersion(doc?.appOptions ?? [], name, model.version).modelVersion;
      } catch {
        // A live snapshot that names no version: the result route says so; the record still lists the run.
      }
      const globals = run && (await currentGlobals(this.store, tenant, catalog.catalogId, Object.keys(run.globals)));
      const result = toAppResult({
        app: { name, label: (member && appText(member, 'label')) || name, instructions: '' },
        run,
        savedVersion: marks.savedVersion,
        modelVersion,
        fileUrl: fileUrlOf(tenant, catalog.name, recordId),
        ...(globals ? { globalVersions: globals.versions } : {}),
        ...(run ? { objectModelVersions: await objectModelVersions(this.store, tenant, run) } : {}),
      });
      apps.push({
        name: result.name,
        label: result.label,
        status: result.status,
        lastRun: result.lastRun,
        runId: result.runId,
        files: result.files.map(({ index, name: file, url }) => ({ index, name: file, url })),
        sendError: result.sendError,
      });
    }
    return { apps, attachments };
  }

  async outcomes(tenant: string, runIds: readonly string[]): Promise<Map<string, RunOutcome>> {
    const outcomes = new Map<string, RunOutcome>();
    for (const runId of new Set(runIds)) {
      const run = await loadTimedRun(this.store, tenant, runId);
      if (run?.status === 'completed')
        outcomes.set(runId, { app: run.app, documents: run.documents.length, error: null });
      else if (run?.status === 'failed')
        outcomes.set(runId, { app: run.app, documents: null, error: runFailureMessage(run) });
    }
    return outcomes;
  }
}
