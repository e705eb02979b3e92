import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import { relevance, validateAll, type AnswerProblem, type InterviewInput } from '@app/templating';
import {
  AnswerGlobalCommand,
  GLOBAL_ANSWER_MESSAGES,
  answeredValues,
  catalogGlobalAt,
  catalogWithGlobals,
  globalModelRef,
  globalOf,
  type AnsweredGlobal,
} from '../../catalogs';
import type { AuthContext } from '../../shared/auth/auth-context';
import { DomainError, invalid } from '../../shared/domain/domain-error';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { findElement, type ElementState, type Member } from '../../types';
import { THERE_IS_A_PROBLEM } from '../finish-interview/finish-interview.decide';
import { appMember } from '../interview-input/interview-input';
import { InterviewInputs } from '../interview-input/interview-inputs';

/** Where a global-info app runs: the catalog (id or name), the global (its variable's name), the app's name. */
export interface GlobalInfoPlace {
  catalog: string;
  globalTarget: string;
  app: string;
}

/** GET …/interview: what the browser needs to run the interview over a catalog's global info. */
export interface GlobalInterviewOpened {
  catalog: { name: string; label: string };
  /** The global (a variable of type global of the catalog's model) and the model its values are of. */
  global: { elementName: string; model: string };
  /** `fromModel` false: the global's model has no app of that name, and its default layout is asked. */
  app: { name: string; label: string; fromModel: boolean };
  values: Record<string, unknown>;
  /** The global info's version the answers are saved on (0: none yet). */
  version: number;
  input: InterviewInput;
}

/** Someone changed the global info since the answers' version: nothing written; their values, to answer on top. */
export interface GlobalConflict {
  statusCode: 409;
  error: 'Conflict';
  message: string;
  version: number;
  values: Record<string, unknown>;
}

export type GlobalSaveAnswer = { status: 200; body: AnsweredGlobal } | { status: 409; body: GlobalConflict };
export type GlobalFinishAnswer =
  GlobalSaveAnswer | { status: 422; body: { message: string; problems: AnswerProblem[] } };

export const GLOBAL_INFO_MESSAGES = {
  noModel: (elementName: string) =>
    `The global ${elementName} has no model (or its model was deleted in the designer): choose one for it in the ` +
    'designer before answering its app.',
};

/**
 * A global-info app (002 §2.1 /{catalog}/{globalTarget}/{app}): an interview over one global's values, asked from
 * the GLOBAL's model — its app of that name, or its default layout (every variable) when it has none, so the
 * catalog's Global Info dropdown always opens something. Answers are saved as the catalog's global info as the
 * administrator goes (CatalogGlobalAnswered, checked as an import is); Finish checks them as a record's Finish does
 * (relevance + validateAll) and assembles nothing: documents come from records' runs, which read this info.
 */
@Injectable()
export class GlobalInfoApps {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly inputs: InterviewInputs,
    private readonly commands: CommandBus,
  ) {}

  async open(auth: AuthContext, place: GlobalInfoPlace): Promise<GlobalInterviewOpened> {
    const { catalog, elementName, model, app, fromModel, input } = await this.interviewOf(auth.tenant, place);
    const current = await catalogGlobalAt(this.store, auth.tenant, catalog.catalogId, elementName);
    return {
      catalog: { name: catalog.name, label: catalog.label || catalog.name },
      global: { elementName, model: model.name },
      app: { name: app.name, label: textOf(app.label) || app.name, fromModel },
      values: { ...(current?.values ?? {}) },
      version: current?.version ?? 0,
      input,
    };
  }

  /** An autosave: the changed answers on `version` (409 with the current values when someone moved past it). */
  async save(
    auth: AuthContext,
    place: GlobalInfoPlace,
    body: { version: number; values: Record<string, unknown> },
  ): Promise<GlobalSaveAnswer> {
    const found = await catalogWithGlobals(this.readModels, auth.tenant, place.catalog);
    const global = globalOf(found, place.globalTarget);
    return this.answer(auth, found.catalog.catalogId, place.catalog, global.name, place.app, body);
  }

  /**
   * Finish: the answers (with any not saved yet) are checked with the engine the browser uses; problems are a 422
   * and nothing is written; else what changed is saved and the info's version answered.
   */
  async finish(
    auth: AuthContext,
    place: GlobalInfoPlace,
    body: { version: number; values?: Record<string, unknown> },
  ): Promise<GlobalFinishAnswer> {
    const { catalog, elementName, app, input } = await this.interviewOf(auth.tenant, place);
    const current = await catalogGlobalAt(this.store, auth.tenant, catalog.catalogId, elementName);
    const version = current?.version ?? 0;
    if (body.version !== version)
      return { status: 409, body: await this.conflictWith(auth.tenant, catalog.catalogId, elementName) };
    const answers = answeredValues(current?.values ?? null, body.values ?? {});
    const problems = validateAll(relevance(input, answers), answers);
    if (problems.length > 0) return { status: 422, body: { message: THERE_IS_A_PROBLEM, problems: [...problems] } };
    return this.answer(auth, catalog.catalogId, place.catalog, elementName, app.name, {
      version,
      values: body.values ?? {},
    });
  }

  private async answer(
    auth: AuthContext,
    catalogId: string,
    catalogRef: string,
    elementName: string,
    app: string,
    body: { version: number; values: Record<string, unknown> },
  ): Promise<GlobalSaveAnswer> {
    try {
      const saved = await this.commands.execute(
        new AnswerGlobalCommand(auth.tenant, catalogRef, elementName, app, body.version, body.values, auth.userId),
      );
      return { status: 200, body: saved };
    } catch (error) {
      // A stale version (decide), or a write that slipped in between the read and the append (the store).
      if ((error instanceof DomainError && error.kind === 'conflict') || error instanceof ConcurrencyConflictError)
        return { status: 409, body: await this.conflictWith(auth.tenant, catalogId, elementName) };
      throw error;
    }
  }

  /** A 409 that carries the values someone else left, so the interview puts the answers on top of them. */
  private async conflictWith(tenant: string, catalogId: string, elementName: string): Promise<GlobalConflict> {
    const current = await catalogGlobalAt(this.store, tenant, catalogId, elementName);
    const version = current?.version ?? 0;
    return {
      statusCode: 409,
      error: 'Conflict',
      message: GLOBAL_ANSWER_MESSAGES.stale(elementName, version),
      version,
      values: { ...(current?.values ?? {}) },
    };
  }

  /** The catalog, the global and its model (404 / 400 as the open answers): what the files routes reach first. */
  async reach(tenant: string, place: GlobalInfoPlace) {
    const found = await catalogWithGlobals(this.readModels, tenant, place.catalog);
    const global = globalOf(found, place.globalTarget);
    const modelRef = globalModelRef(global);
    const model = modelRef ? await findElement(this.readModels, tenant, modelRef) : null;
    if (!model || model.deleted) throw invalid(GLOBAL_INFO_MESSAGES.noModel(global.name));
    return { catalog: found.catalog, elementName: global.name, model };
  }

  /** The catalog, the global, its model and the interview the app (or the default layout) asks over it. */
  private async interviewOf(tenant: string, place: GlobalInfoPlace) {
    const { catalog, elementName, model } = await this.reach(tenant, place);
    const own = appMember(model, place.app);
    const { withApp, app } = own ? { withApp: model, app: own } : defaultLayoutApp(model, place.app);
    const input = await this.inputs.inputFor(tenant, withApp, app);
    return { catalog, elementName, model, app, fromModel: own !== undefined, input };
  }
}

/**
 * The app a global's model lacks, stood in for by one that names no screens and no templates: the engine then asks
 * the model's default layout, every variable (an app without templates asks every question it places).
 */
function defaultLayoutApp(model: ElementState, name: string): { withApp: ElementState; app: Member } {
  const app: Member = { _id: `default-layout-${name}`, name, screens: [], templates: [] };
  return { withApp: { ...model, members: { ...model.members, app: [...model.members.app, app] } }, app };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
