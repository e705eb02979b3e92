import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore, FileStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import { catalogAppOptions } from '../../catalogs';
import { WorkspaceStream } from '../../tenancy';
import { recordAtVersion } from '../../records';
import { DomainError, invalid, notFound } from '../../shared/domain/domain-error';
import { EVENT_STORE, FILE_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { elementAsOfVersion, elementAtHead, findElement, type ElementState, type Member } from '../../types';
import { decideCompleteRun, decideFailRun } from '../finish-run/finish-run.decide';
import { runModelVersion } from '../model-version/run-model-version';
import { runLocaleOf } from '../run-locale';
import { currentGlobals, runValues } from '../run-globals/read-run-globals';
import { globalNamesOf } from '../run-globals/run-globals';
import { decideRecordDocument } from '../record-document/record-document.decide';
import { assertRunning, runNotFound } from '../run-rules';
import type { RunDocument, RunState } from '../run.state';
import { RunStream } from '../run.streams';
import { decideStartRun, type StartRun } from '../start-run/start-run.decide';
import { appTemplates } from './app-templates';
import { renderTemplate } from './render-template';
import { pinObjectModels, runObjectModels } from './run-object-models';
import { runScope } from './run-scope';
import { TemplateFailure } from './template-failure';

/** A run to start: an app on a record, at the record's latest version unless one is named. */
export interface RunRequest {
  tenant: string;
  recordId: string;
  app: string;
  /** The user who runs the app (null: the system). */
  by: string | null;
  /** A new run's id; one is made when left out. */
  runId?: string;
  recordVersion?: number;
}

export const recordNotFound = (recordId: string) => `There is no record ${recordId}.`;
export const modelGone = (recordId: string) => `The model of record ${recordId} was deleted: there is nothing to run.`;
export const appNotFound = (model: string, app: string) => `The model ${model} has no app named ${app}.`;
export const modelVersionGone = (model: string, version: number) => `The model ${model} has no version ${version}.`;

/** Longest failure reason an event keeps (a Word template's problems can be long). */
const MAX_REASON = 2000;

/**
 * App runs' assembly (issue 16 "Assembly", ARCHITECTURE.md "App runs"): an app on a record becomes a run stream —
 * started with the model version (the catalog's live snapshot, or the latest) and the record version it reads, one
 * event per document put in the file store, then completed, or failed naming the template and the reason. Every
 * input is read as it stood at those versions, and the files carry no time of their own but the record version's,
 * so `reassemble` gives the same bytes however the model and the record changed since.
 */
@Injectable()
export class RunAssembler {
  private readonly logger = new Logger('RunAssembler');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  /**
   * Starts the run and assembles it to the end. What keeps it from starting (no such record, app or model version)
   * is thrown as a 4xx; once started, it always ends completed or failed. Answers the run as its stream leaves it.
   */
  async run(request: RunRequest): Promise<RunState> {
    const started = await this.start(request);
    await this.assemble(request.tenant, started.runId, request.by);
    return (await RunStream.load(this.store, request.tenant, started.runId)).state;
  }

  /**
   * Only the start (RunStarted), for a caller that answers at once and assembles off the request path (the Finish
   * call): `assemble` then takes the run to its end. Answers the run's id and the position to read it at.
   */
  async start(request: RunRequest): Promise<{ runId: string; position: number }> {
    const start = await this.startOf(request);
    const acting = { tenant: request.tenant, actorId: request.by, id: start.runId };
    const result = await RunStream.run(this.store, acting, (state) => decideStartRun(start, state));
    return { runId: start.runId, position: result.position };
  }

  /**
   * Assembles a started run: one RunDocumentAssembled per file put in the file store, then RunCompleted, or RunFailed
   * with the template and the reason. Never throws for what a template does; a run that is not running is a 404/409.
   */
  async assemble(tenant: string, runId: string, by: string | null): Promise<void> {
    const { state } = await RunStream.load(this.store, tenant, runId);
    assertRunning(runId, state);
    const target = { tenant, actorId: by, id: runId };
    try {
      for await (const document of this.documents(tenant, state)) {
        await RunStream.run(this.store, target, (current) => {
          try {
            return decideRecordDocument(runId, document, current);
          } catch (error) {
            // Two templates naming their files alike is the second template's problem, said as such.
            if (error instanceof DomainError) throw new TemplateFailure(document.template, error.message);
            throw error;
          }
        });
      }
      await RunStream.run(this.store, target, (current) => decideCompleteRun(runId, current));
    } catch (error) {
      const failure = error instanceof TemplateFailure ? error : this.unexpected(error);
      const reason = failure.reason.slice(0, MAX_REASON);
      await RunStream.run(this.store, target, (current) =>
        decideFailRun({ runId, template: failure.template ?? undefined, reason }, current),
      );
    }
  }

  /**
   * Assembles a run again from what its RunStarted names, putting the files in the file store again (a lost file
   * comes back byte for byte): the documents as they would be recorded. A failure is thrown as a TemplateFailure.
   */
  async reassemble(tenant: string, runId: string): Promise<RunDocument[]> {
    const { state } = await RunStream.load(this.store, tenant, runId);
    if (state.status === 'none') throw notFound(runNotFound(runId));
    const documents: RunDocument[] = [];
    for await (const document of this.documents(tenant, state)) documents.push(document);
    return documents;
  }

  /** What the run starts from: the record version, the model version and the snapshot that pinned it. */
  private async startOf(request: RunRequest): Promise<StartRun> {
    const { tenant, recordId, app } = request;
    const record = await recordAtVersion(this.store, tenant, recordId, request.recordVersion);
    if (!record || record.deleted) throw notFound(recordNotFound(recordId));
    const appOptions = await catalogAppOptions(this.store, tenant, record.catalogId);
    if (!appOptions) throw notFound(recordNotFound(recordId));
    const latest = await elementAtHead(this.store, tenant, record.modelId);
    if (!latest || latest.deleted) throw invalid(modelGone(recordId));
    const { modelVersion, snapshot } = runModelVersion(appOptions, app, latest.version);
    const model = await this.modelAt(tenant, latest, modelVersion);
    const member = appNamed(model, app);
    if (!member) throw notFound(appNotFound(model.name, app));
    // The workspace's locale now, pinned in the run: changing the setting later leaves this run's bytes alone.
    const workspace = await WorkspaceStream.load(this.store, tenant, tenant);
    // The catalog's global info now, pinned by version: assembling again reads it as it stood (docs/runs.md).
    const globals = await currentGlobals(this.store, tenant, record.catalogId, globalNamesOf(model.members.variable));
    // The object models now, pinned by version: assembling again reads their formulas as they stood (docs/runs.md).
    const models = await pinObjectModels(model, (reference) => this.latestElement(tenant, reference));
    return {
      runId: request.runId ?? randomUUID(),
      recordId,
      catalogId: record.catalogId,
      app: member.name,
      modelId: record.modelId,
      modelVersion,
      recordVersion: record.version,
      ...(snapshot ? { snapshot } : {}),
      by: request.by,
      ...runLocaleOf(workspace.state.settings),
      globals: globals.versions,
      models,
    };
  }

  /**
   * An element at its latest version, by id (read from its stream: a model saved just before the run is seen) or,
   * failing that, by name (case aside) through the types read model.
   */
  private async latestElement(tenant: string, reference: string): Promise<ElementState | null> {
    const byId = await elementAtHead(this.store, tenant, reference);
    if (byId) return byId;
    const byName = await findElement(this.readModels, tenant, reference);
    return byName && !byName.deleted ? elementAtHead(this.store, tenant, byName.elementId) : null;
  }

  /**
   * The engine's object models of the run (`runScope`'s `objects`): the models it pinned, at their pinned versions,
   * mapped onto `model`'s object variables. Whatever reads the run's values as its templates do uses it.
   */
  async objectModels(tenant: string, run: RunState, model: ElementState): Promise<ReturnType<typeof runObjectModels>> {
    return runObjectModels(model, await this.pinnedModels(tenant, run));
  }

  /** The object models the run pinned, each folded at its pinned version (one gone by then is left out). */
  private async pinnedModels(tenant: string, run: RunState): Promise<ElementState[]> {
    const pinned: ElementState[] = [];
    for (const [elementId, version] of Object.entries(run.models)) {
      const element = await elementAsOfVersion(this.store, tenant, elementId, version);
      if (element && element.exists) pinned.push(element);
    }
    return pinned;
  }

  private async modelAt(tenant: string, latest: ElementState, version: number): Promise<ElementState> {
    if (version === latest.version) return latest;
    const model = await elementAsOfVersion(this.store, tenant, latest.elementId, version);
    if (!model) throw invalid(modelVersionGone(latest.name, version));
    return model;
  }

  /** The run's documents one by one, each in the file store before it is handed on. */
  private async *documents(tenant: string, run: RunState): AsyncGenerator<RunDocument> {
    const record = await recordAtVersion(this.store, tenant, run.recordId, run.recordVersion);
    if (!record) throw new TemplateFailure(null, recordNotFound(run.recordId));
    const model = await elementAsOfVersion(this.store, tenant, run.modelId, run.modelVersion);
    if (!model) throw new TemplateFailure(null, modelVersionGone(run.modelId, run.modelVersion));
    const app = appNamed(model, run.app);
    if (!app) throw new TemplateFailure(null, appNotFound(model.name, run.app));
    // Global variables read the catalog's global info at the versions the run pinned, never the record's values.
    const values = await runValues(this.store, tenant, run, record.values).catch((error: unknown) => {
      throw new TemplateFailure(null, error instanceof Error ? error.message : String(error));
    });
    const objects = await this.objectModels(tenant, run, model);
    const scope = runScope(values, model.members.formula, { locale: run.locale, timeZone: run.timeZone }, objects);
    const inputs = {
      scope,
      fileDate: new Date(record.time),
      readTemplateFile: (fileId: string) => this.readFile(fileId),
    };
    for (const template of appTemplates(app, model.members, scope)) {
      const rendered = await renderTemplate(template, inputs);
      const stored = await this.files.put(Buffer.from(rendered.bytes));
      yield {
        template: template.name,
        templateId: template._id,
        templateFile: rendered.templateFile,
        name: rendered.name,
        ext: rendered.ext,
        sha256: stored.id,
        size: stored.size,
      };
    }
  }

  private async readFile(fileId: string): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.files.get(fileId)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  private unexpected(error: unknown): TemplateFailure {
    this.logger.error(error);
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return new TemplateFailure(null, `The run stopped unexpectedly: ${message}`);
  }
}

const appNamed = (model: ElementState, app: string): Member | undefined =>
  model.members.app.find((member) => member.name.toLowerCase() === app.toLowerCase());
