import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore, ReadModelStore } from '@app/storage';
import { AUTH_SETTINGS, type AuthSettings } from '../../auth';
import { recordRunMarks, SetRecordStatusCommand } from '../../records';
import type { AppConfig } from '../../shared/config/app-config';
import { APP_CONFIG, EVENT_STORE, READ_MODEL_STORE } from '../../shared/storage/tokens';
import { RunAssembler } from '../assemble-run/run-assembler';
import { ExternalAutoClose } from '../finish-interview/external-auto-close';
import { RunNotifier } from '../notify-run/run-notifier';
import { RunStream } from '../run.streams';
import { SaveDataBack } from '../save-data-back/save-data-back';
import { runFailureMessage } from './run-failure-message';
import { unfinishedRuns, type RunRef } from './unfinished-runs';
import { SendRunDocumentsCommand } from '../send-documents/send-run-documents.command';
import { loadTimedRun } from '../run-history';

/**
 * Runs assembled at once. Assembly shares the process's one JavaScript thread with the HTTP server, and about half
 * of a run's time is spent waiting on the disk (each document is written and fsynced before its event): a third run
 * renders while two wait, where two left the thread idle (runs_per_s about 10% higher, docs/runs.md). More would
 * only queue CPU work ahead of requests; a burst of Finish calls still waits its turn.
 */
export const RUN_CONCURRENCY = 3;

interface Job extends RunRef {
  /** The product's address for the completion notice's link. */
  origin: string;
}

/**
 * The Finish call's background assembly (issue 16 "Finishing"): a started run is queued, assembled to its end
 * (RunCompleted or RunFailed) and the record's status follows it (Ok, or Out of date on a failure). The queue
 * lives in this process only; what a crash leaves behind is found in the event log at start and finished then,
 * so no record stays In Progress for ever.
 */
@Injectable()
export class RunQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('RunQueue');
  private readonly waiting: Job[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly idleWaiters: (() => void)[] = [];
  /** Runs this process queued or is assembling: a later check for cut-off runs leaves them alone. */
  private readonly mine = new Set<string>();
  /** Checks for runs that were still moving at start (another instance may be assembling them). */
  private readonly checks = new Set<NodeJS.Timeout>();
  private stopping = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly assembler: RunAssembler,
    private readonly notifier: RunNotifier,
    private readonly commands: CommandBus,
    private readonly host: HttpAdapterHost,
    private readonly autoClose: ExternalAutoClose,
    private readonly saveBack: SaveDataBack,
    @Inject(READ_MODEL_STORE) private readonly readModels: ReadModelStore,
    @Optional() @Inject(AUTH_SETTINGS) private readonly settings?: AuthSettings,
  ) {}

  /** Queues a started run; it is assembled as soon as one of RUN_CONCURRENCY slots is free. */
  enqueue(job: Job): void {
    this.mine.add(`${job.tenant}.${job.runId}`);
    this.waiting.push(job);
    this.pump();
  }

  /** Resolves once nothing is waiting or assembling (tests; shutdown). */
  idle(): Promise<void> {
    if (this.waiting.length === 0 && this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Only a serving process picks up what a crash left (the CLI's application context has no HTTP server and must
   * not assemble behind an operator's command). A run is taken once it has not moved for RUN_RESUME_AFTER_MS:
   * another instance of the product may be assembling a run that moved a moment ago, and must be left to end it.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.host.httpAdapter) return;
    // The request that finished the run is gone: its notice links to PUBLIC_URL, else to this machine.
    const origin = this.settings?.publicUrl || `http://localhost:${this.config.port}`;
    // From the open-runs read model's checkpoint on: only the run events since are read (unfinished-runs.ts).
    const { unfinished, unnotified } = await unfinishedRuns(this.store, Date.now(), this.readModels);
    if (unfinished.length > 0) this.logger.log(`${unfinished.length} run(s) were not finished: taking them over.`);
    for (const run of unfinished) this.resumeWhenStill({ ...run, origin }, Date.parse(run.lastEventAt));
    for (const run of unnotified) void this.resumeCompleted({ ...run, origin });
  }

  /**
   * A run that completed within the notice window but whose notice was never recorded: a stop may have cut it off
   * before its changed data was saved back, so that is done first (once per object: saved paths are skipped), then
   * the notice, as process() orders them.
   */
  private async resumeCompleted(job: Job): Promise<void> {
    const { state: run } = await RunStream.load(this.store, job.tenant, job.runId);
    await this.saveBack.afterRun(job.tenant, run).catch((error: unknown) => {
      this.logger.error(`The changed data of run ${job.runId} was not saved back: ${String(error)}`);
    });
    await this.notify(job);
  }

  /** Lets the runs in progress end (their events and the record's status are then consistent); waiting ones stay for the next start. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.waiting.length = 0;
    for (const check of this.checks) clearTimeout(check);
    this.checks.clear();
    await Promise.allSettled([...this.running]);
  }

  /** Queues the run once it has been still for RUN_RESUME_AFTER_MS, looking again when that time comes. */
  private resumeWhenStill(job: Job, lastMovedAt: number): void {
    const due = lastMovedAt + this.config.runs.resumeAfterMs - Date.now();
    if (due <= 0) {
      this.enqueue(job);
      return;
    }
    const check: NodeJS.Timeout = setTimeout(() => {
      this.checks.delete(check);
      if (this.stopping || this.mine.has(`${job.tenant}.${job.runId}`)) return;
      void loadTimedRun(this.store, job.tenant, job.runId)
        .then((run) => {
          if (run?.status === 'running') this.resumeWhenStill(job, Date.parse(run.updatedAt));
        })
        .catch((error: unknown) => this.logger.error(`Run ${job.runId} could not be checked: ${String(error)}`));
    }, due);
    check.unref();
    this.checks.add(check);
  }

  private pump(): void {
    while (!this.stopping && this.running.size < RUN_CONCURRENCY && this.waiting.length > 0) {
      const job = this.waiting.shift() as Job;
      const done: Promise<void> = this.process(job)
        .catch((error: unknown) => this.logger.error(`Run ${job.runId} could not be finished: ${String(error)}`))
        .finally(() => {
          this.running.delete(done);
          this.mine.delete(`${job.tenant}.${job.runId}`);
          this.pump();
          if (this.waiting.length === 0 && this.running.size === 0)
            for (const resolve of this.idleWaiters.splice(0)) resolve();
        });
      this.running.add(done);
    }
  }

  private async process(job: Job): Promise<void> {
    const { tenant, runId, by } = job;
    const before = await RunStream.load(this.store, tenant, runId);
    // Started before a stop and finished by then (the status change was what the stop cut off): only that is left.
    if (before.state.status === 'running') await this.assembler.assemble(tenant, runId, by);
    const { state: run } = await RunStream.load(this.store, tenant, runId);
    const ok = run.status === 'completed';
    // 'Save changed data back to the catalogs it came from': before the record reads Ok, so the result the documents
    // page stops polling at already says what was not saved back.
    if (ok)
      await this.saveBack.afterRun(tenant, run).catch((error: unknown) => {
        this.logger.error(`The changed data of run ${runId} was not saved back: ${String(error)}`);
      });
    await this.commands.execute(
      new SetRecordStatusCommand(
        tenant,
        {
          recordId: run.recordId,
          status: ok ? 'Ok' : 'Out of date',
          runBy: run.by,
          app: run.app,
          run: runId,
        },
        run.by,
      ),
    );
    await this.keepOthersInProgress(tenant, run.recordId, runId);
    // 'Send documents': queued for sending off this path (send-documents/); never holds the queue up.
    if (ok) await this.commands.execute(new SendRunDocumentsCommand(tenant, runId));
    if (!ok) this.logger.warn(`Run ${runId} failed: ${runFailureMessage(run)}`);
    else {
      // After the record is Ok: the result the external user's page polls is final before their access closes.
      await this.autoClose.afterRun(tenant, run).catch((error: unknown) => {
        this.logger.error(`External access after run ${runId} was not closed: ${String(error)}`);
      });
      await this.notify(job);
    }
  }

  /**
   * Two runs on one record at once: the first to end set the record Ok (or Out of date) though the other is still
   * assembling, so the record is put back In Progress for it. Should that run end meanwhile, the record's own rule
   * refuses to put an ended run back in progress, so this never leaves a record In Progress for good.
   */
  private async keepOthersInProgress(tenant: string, recordId: string, ended: string): Promise<void> {
    const lastStatus = new Map<string, string>();
    for (const mark of (await recordRunMarks(this.store, tenant, recordId))?.marks ?? [])
      lastStatus.set(mark.run, mark.status);
    // Only a run whose own last change left it In Progress can still be assembling (the newest first).
    const open = [...lastStatus].filter(([run, status]) => run !== ended && status === 'In Progress');
    for (const [other] of open.reverse()) {
      const run = await loadTimedRun(this.store, tenant, other);
      if (run?.status !== 'running') continue;
      await this.commands.execute(
        new SetRecordStatusCommand(
          tenant,
          { recordId, status: 'In Progress', runBy: run.by, app: run.app, run: run.runId },
          run.by,
        ),
      );
      return;
    }
  }

  private async notify(job: Job): Promise<void> {
    await this.notifier.notify(job.tenant, job.runId, job.origin).catch((error: unknown) => {
      this.logger.warn(`The notice of run ${job.runId} was not sent: ${String(error)}`);
    });
  }
}
