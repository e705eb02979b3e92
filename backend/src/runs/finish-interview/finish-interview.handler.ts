import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { relevance, validateAll, type AnswerProblem } from '@app/templating';
import { SetRecordStatusCommand } from '../../records';
import type { AuthContext } from '../../shared/auth/auth-context';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { RunAssembler } from '../assemble-run/run-assembler';
import { InterviewInputs } from '../interview-input/interview-inputs';
import { optionsReaderOf } from '../interview-input/interview-sources';
import { currentGlobals } from '../run-globals/read-run-globals';
import { globalNamesOf, withGlobals, withoutGlobalProblems } from '../run-globals/run-globals';
import { APP_NOT_ENABLED } from '../open-interview/open-interview.service';
import { reachRecord } from '../record-reach';
import { RunQueue } from '../run-queue/run-queue';
import { notFound } from '../../shared/domain/domain-error';
import { decideFinish, THERE_IS_A_PROBLEM } from './finish-interview.decide';

export interface FinishRequest {
  catalog: string;
  recordId: string;
  app: string;
  version: number;
  anyway: boolean;
  /** The product's address as the request reached it (the completion notice's link). */
  origin: string;
}

export type FinishAnswer =
  | { status: 202; body: { runId: string; position: number } }
  | { status: 200; body: { runId: null; status: 'Ok'; position: number } }
  | { status: 422; body: { message: string; problems: AnswerProblem[] } };

/**
 * Finish (contract §3): the answers at `version` are checked with the interview engine the browser uses
 * (relevance + validateAll), then the record is In Progress and the run is assembled by the RunQueue, off the
 * request. The run starts before the status moves: a stop in between leaves a started run, which the queue
 * finishes at the next start (and the record then ends Ok or Out of date, never In Progress for ever).
 */
@Injectable()
export class FinishInterview {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly inputs: InterviewInputs,
    private readonly assembler: RunAssembler,
    private readonly queue: RunQueue,
    private readonly commands: CommandBus,
  ) {}

  async finish(auth: AuthContext, request: FinishRequest): Promise<FinishAnswer> {
    const { tenant } = auth;
    const { catalog, record } = await reachRecord(this.store, this.readModels, auth, request.catalog, request.recordId);
    const lower = request.app.toLowerCase();
    const option = catalog.appOptions.find((entry) => !entry.globalTarget && entry.appName.toLowerCase() === lower);
    if (option?.isDisabled) throw notFound(APP_NOT_ENABLED);
    // The input the open gave the browser (same model version, same templates), so both judge the same questions.
    const { extUserID: _ext, ...stored } = record.values;
    // A query's arguments read the final answers, as the browser last asked for the options on them.
    const { app, input } = await this.inputs.forApp(
      tenant,
      catalog,
      record.modelId,
      request.app,
      optionsReaderOf(auth),
      stored,
    );
    // Global variables read the catalog's global info, as the open showed them; they are not the record's to answer,
    // so their problems (info missing or not fitting) never hold Finish back: the templates then see nothing.
    const names = globalNamesOf(input.model.variables);
    const { values: globals } = await currentGlobals(this.store, tenant, catalog.catalogId, names);
    const answers = withGlobals(stored, names, globals);
    const problems = withoutGlobalProblems(validateAll(relevance(input, answers), answers), names);
    const decision = decideFinish({
      version: request.version,
      currentVersion: record.version,
      generateDocs: app.generateDocs !== false,
      problems,
      anyway: request.anyway,
      external: auth.isExternal,
    });
    const status = (value: 'Ok' | 'In Progress', run?: string) =>
      this.commands.execute(
        new SetRecordStatusCommand(
          tenant,
          { recordId: record.recordId, status: value, runBy: auth.userId, app: app.name, ...(run ? { run } : {}) },
          auth.userId,
        ),
      );
    switch (decision.kind) {
      case 'problems':
        return { status: 422, body: { message: THERE_IS_A_PROBLEM, problems: [...decision.problems] } };
      case 'answered': {
        const written = await status('Ok');
        return { status: 200, body: { runId: null, status: 'Ok', position: written.position } };
      }
      case 'run': {
        const started = await this.assembler.start({
          tenant,
          recordId: record.recordId,
          app: app.name,
          by: auth.userId,
          recordVersion: record.version,
        });
        const written = await status('In Progress', started.runId);
        this.queue.enqueue({ tenant, runId: started.runId, by: auth.userId, origin: request.origin });
        return { status: 202, body: { runId: started.runId, position: Math.max(started.position, written.position) } };
      }
    }
  }
}
