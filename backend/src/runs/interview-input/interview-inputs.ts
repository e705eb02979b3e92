import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import type { EventStore, FileStore } from '@app/storage';
import { compileDocx, type InterviewInput, type InterviewTemplate } from '@app/templating';
import type { CatalogDoc } from '../../catalogs';
import { QueryRunner } from '../../queries';
import { invalid, notFound } from '../../shared/domain/domain-error';
import { findWorkspace } from '../../tenancy';
import { EVENT_STORE, FILE_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { elementAsOfVersion, findElement, type ElementState, type Member } from '../../types';
import { runModelVersion } from '../model-version/run-model-version';
import { runLocaleOf } from '../run-locale';
import { catalogModelGone, noSuchApp } from '../run-model';
import { BoundedCache } from './bounded-cache';
import { appMember, buildInterviewInput, namedTemplates } from './interview-input';
import {
  gatherInterviewSources,
  queryOptionsFor,
  querySelectionAt,
  withQueryOptions,
  type OptionsReader,
} from './interview-sources';
import type { QueryOptionsCall } from './query-options';

type DocxFields = NonNullable<InterviewTemplate['docxFields']>;

/** An app's interview at the model version a catalog runs it with. */
export interface AppInterview {
  model: ElementState;
  modelVersion: number;
  app: Member;
  input: InterviewInput;
}

/** How many model versions' inputs (and Word templates' fields) one server keeps: a few hundred models in use at once. */
const CACHED_INPUTS = 200;
const CACHED_MODELS = 100;
const CACHED_DOCX = 500;

/**
 * The interview input of an app on a catalog (buildInterviewInput at the model version the catalog pins), for the
 * open and for Finish alike, so the browser and the server judge the same questions. A model version never changes
 * once saved, nor does a template file (its hash names it): what is built from them is kept, bounded, and an open
 * costs a few read-model lookups once warm.
 */
@Injectable()
export class InterviewInputs {
  private readonly inputs = new BoundedCache<InterviewInput>(CACHED_INPUTS);
  private readonly models = new BoundedCache<ElementState>(CACHED_MODELS);
  private readonly docx = new BoundedCache<DocxFields>(CACHED_DOCX);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly queries: QueryRunner,
  ) {}

  /**
   * The app's interview on the catalog's model (`modelId`: the record's model, or the catalog's for a new one).
   * Selections from a query get their options now, read as `reader` (the caller; none: the workspace's own, which
   * sees only catalogs open to everyone), their arguments evaluated on `answers` (the record's).
   */
  async forApp(
    tenant: string,
    catalog: Pick<CatalogDoc, 'appOptions'>,
    modelId: string,
    appName: string,
    reader: OptionsReader = { userId: null, isAdmin: false },
    answers: Record<string, unknown> = {},
  ): Promise<AppInterview> {
    const { model, modelVersion } = await this.modelFor(tenant, catalog, modelId, appName);
    const app = appMember(model, appName);
    if (!app) throw notFound(noSuchApp(appName));
    const [input, workspace] = await Promise.all([
      this.inputFor(tenant, model, app),
      findWorkspace(this.readModels, tenant),
    ]);
    // The workspace's locale (the date text box's order, dates in static text) as a run would pin it now.
    const located = { ...input, ...runLocaleOf(workspace?.settings) };
    const withOptions = await withQueryOptions(
      located,
      async (call) => (await this.queries.run(tenant, reader, call)).items,
      answers,
    );
    return { model, modelVersion, app, input: withOptions };
  }

  /**
   * One query-sourced selection's options on answers the browser holds (`path`: the variable's name, through single
   * objects `Client.Firm`), read as `reader`. Null when the app has no such selection; a query that cannot run
   * offers nothing, as at the open.
   */
  async queryOptions(
    tenant: string,
    catalog: Pick<CatalogDoc, 'appOptions'>,
    modelId: string,
    appName: string,
    path: string,
    reader: OptionsReader,
    answers: Record<string, unknown>,
  ): Promise<string[] | null> {
    const { input, locale } = await this.appInput(tenant, catalog, modelId, appName);
    const variable = querySelectionAt(input.model, path);
    if (!variable) return null;
    const run = async (call: QueryOptionsCall) => (await this.queries.run(tenant, reader, call)).items;
    return queryOptionsFor(variable, run, answers, locale).catch(() => []);
  }

  /** The app's interview input as a run would build it now (no query options run), and the workspace's locale. */
  async appInput(
    tenant: string,
    catalog: Pick<CatalogDoc, 'appOptions'>,
    modelId: string,
    appName: string,
  ): Promise<{ input: InterviewInput; locale: string }> {
    const { model } = await this.modelFor(tenant, catalog, modelId, appName);
    const app = appMember(model, appName);
    if (!app) throw notFound(noSuchApp(appName));
    const [input, workspace] = await Promise.all([
      this.inputFor(tenant, model, app),
      findWorkspace(this.readModels, tenant),
    ]);
    return { input, locale: runLocaleOf(workspace?.settings).locale };
  }

  /**
   * The model at the version the catalog's live snapshot for the app pins, else its latest. The latest comes from the
   * designer's read model (a read sent with X-Min-Position sees a save made a moment ago); an older version is folded
   * from the model's stream once and kept.
   */
  private async modelFor(
    tenant: string,
    catalog: Pick<CatalogDoc, 'appOptions'>,
    modelId: string,
    app: string,
  ): Promise<{ model: ElementState; modelVersion: number }> {
    const latest = await findElement(this.readModels, tenant, modelId);
    if (!latest || latest.elementId !== modelId || latest.deleted) throw invalid(catalogModelGone);
    const { modelVersion } = runModelVersion(catalog.appOptions, app, latest.version);
    if (modelVersion === latest.version) return { model: latest, modelVersion };
    const key = `${tenant}/${modelId}/${modelVersion}`;
    let model = this.models.get(key);
    if (!model) {
      const folded = await elementAsOfVersion(this.store, tenant, modelId, modelVersion);
      if (!folded) throw notFound(noSuchApp(app));
      model = folded;
      this.models.set(key, model);
    }
    return { model, modelVersion };
  }

  /**
   * The input of the app at the model's version, kept by the model version and the versions of the elements it draws
   * on (object models and tables are read at their latest: a table edited since is read anew).
   */
  async inputFor(tenant: string, model: ElementState, app: Member): Promise<InterviewInput> {
    const drawn: string[] = [];
    const sources = await gatherInterviewSources(model, async (idOrName) => {
      const found = await findElement(this.readModels, tenant, idOrName);
      if (found) drawn.push(`${found.elementId}@${found.version}`);
      return found;
    });
    const key = `${tenant}/${model.elementId}/${model.version}/${app.name}/${drawn.sort().join(',')}`;
    const cached = this.inputs.get(key);
    if (cached) return cached;
    const compiled = await this.unsavedDocxFields(model, app);
    const input = buildInterviewInput(model, app.name, {
      ...sources,
      docxFields: (template) =>
        (typeof template.filepath === 'string' ? compiled.get(template.filepath) : null) ?? null,
    });
    if (!input) throw notFound(noSuchApp(app.name));
    this.inputs.set(key, input);
    return input;
  }

  /**
   * A Word template saved without the fields the designer keeps when it compiles a file (an older save) has only
   * its file: compiled here from the file store, once per file. A file that is gone or does not compile gives no
   * fields; the run says what is wrong with it.
   */
  private async unsavedDocxFields(model: ElementState, app: Member): Promise<Map<string, DocxFields>> {
    const found = new Map<string, DocxFields>();
    for (const template of namedTemplates(app, model.members.template)) {
      const fileId = template.filepath;
      if (template.type !== 'docx' || Array.isArray(template.fields)) continue;
      if (typeof fileId !== 'string' || !/^[0-9a-f]{64}$/.test(fileId)) continue;
      let fields = this.docx.get(fileId);
      if (!fields) {
        try {
          const chunks: Buffer[] = [];
          for await (const chunk of await this.files.get(fileId)) chunks.push(chunk as Buffer);
          fields = compileDocx(Buffer.concat(chunks)).fields.map(({ kind, expression, file }) => ({
            kind,
            expression,
            file,
          }));
        } catch {
          continue;
        }
        this.docx.set(fileId, fields);
      }
      found.set(fileId, fields);
    }
    return found;
  }
}
