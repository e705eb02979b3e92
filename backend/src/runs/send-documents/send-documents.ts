import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { EventStore, ReadModelStore } from '@app/storage';
import type { AppConfig } from '../../shared/config/app-config';
import { APP_CONFIG, EVENT_STORE, READ_MODEL_STORE } from '../../shared/storage/tokens';
import { RunStream } from '../run.streams';
import { RunDocumentSender } from './run-document-sender';
import { nextTryAfter } from './send-documents.decide';
import { unsentDocuments } from './unsent-documents';

/**
 * Runs whose documents are sent at once. Sending is mostly waiting on the provider, but a start that resumes many
 * runs must not open a connection per run to one provider (429s) nor hold every document's bytes in memory at once.
 */
export const SEND_CONCURRENCY = 2;

/**
 * 'Send documents' off the request path (issue 16 "Integrations"): a completed run's documents are sent once the
 * queue hands it over, an unavailable provider is tried again after each of SEND_RETRY_DELAYS_MS (30 s, 2 min,
 * 10 min), and what a stop left unsent is found in the event log at start. One try per run at a time in this
 * process; the timers are the only state, and the event log says again what they were for.
 */
@Injectable()
export class SendDocuments implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SendDocuments');
  /** The try under way for each run (`{tenant}.{runId}`). */
  private readonly active = new Map<string, Promise<void>>();
  /** Runs asked for again while a try was under way: tried once more when it ends. */
  private readonly again = new Set<string>();
  /** Runs due while SEND_CONCURRENCY tries were under way, in the order they came due. */
  private readonly queued = new Map<string, { tenant: string; runId: string }>();
  private readonly waits = new Map<string, NodeJS.Timeout>();
  private readonly idleWaiters: (() => void)[] = [];
  private stopping = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sender: RunDocumentSender,
    private readonly host: HttpAdapterHost,
    @Inject(READ_MODEL_STORE) private readonly readModels: ReadModelStore,
  ) {}

  /** The queue's hook for a completed run: asks for its documents when its app option sends them, and starts. */
  async completed(tenant: string, runId: string): Promise<void> {
    try {
      const { documents } = await this.sender.request(tenant, runId, null);
      if (documents > 0) this.tryNow(tenant, runId);
    } catch (error) {
      this.logger.error(`The documents of run ${runId} could not be queued for sending: ${String(error)}`);
    }
  }

  /** Someone asks for the unsent documents again (the retry route): they are tried at once. */
  async sendAgain(tenant: string, runId: string, by: string): Promise<{ documents: number; position: number }> {
    const asked = await this.sender.request(tenant, runId, by);
    if (asked.documents > 0) this.tryNow(tenant, runId);
    return asked;
  }

  /** Resolves once no try is under way (tests; waits between retries do not count). */
  idle(): Promise<void> {
    if (this.active.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Only a serving process sends (not the CLI's application context). A run's documents are taken up once its
   * sending has been still for RUN_RESUME_AFTER_MS (another instance may be sending them), and not before its
   * retry's wait is over.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.host.httpAdapter) return;
    // From the open-runs read model's checkpoint on: only the sending events since are read.
    const unsent = await unsentDocuments(this.store, this.readModels);
    if (unsent.length > 0) this.logger.log(`${unsent.length} run(s) have documents not yet sent: resuming.`);
    for (const run of unsent) {
      const { state } = await RunStream.load(this.store, run.tenant, run.runId);
      const wait = Math.max(
        this.config.runs.resumeAfterMs,
        nextTryAfter(state, this.config.runs.sendRetryDelaysMs) ?? 0,
      );
      this.tryAfter(run.tenant, run.runId, Date.parse(run.lastEventAt) + wait - Date.now());
    }
  }

  /** Lets the tries under way end (their outcomes are then written); the waiting ones resume at the next start. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.queued.clear();
    for (const wait of this.waits.values()) clearTimeout(wait);
    this.waits.clear();
    await Promise.allSettled([...this.active.values()]);
  }

  private tryNow(tenant: string, runId: string): void {
    const key = `${tenant}.${runId}`;
    clearTimeout(this.waits.get(key));
    this.waits.delete(key);
    if (this.stopping) return;
    if (this.active.has(key)) {
      this.again.add(key);
      return;
    }
    if (this.active.size >= SEND_CONCURRENCY) {
      this.queued.set(key, { tenant, runId });
      return;
    }
    const done: Promise<void> = this.sender
      .attempt(tenant, runId)
      .then((run) => {
        const wait = nextTryAfter(run, this.config.runs.sendRetryDelaysMs);
        // 0: asked for again meanwhile, which `again` takes care of.
        if (wait !== null && wait > 0) this.tryAfter(tenant, runId, wait);
      })
      .catch((error: unknown) => this.logger.error(`The documents of run ${runId} were not sent: ${String(error)}`))
      .finally(() => {
        this.active.delete(key);
        if (this.again.delete(key)) this.tryNow(tenant, runId);
        const next = this.queued.entries().next();
        if (!next.done) {
          this.queued.delete(next.value[0]);
          this.tryNow(next.value[1].tenant, next.value[1].runId);
        }
        if (this.active.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
    this.active.set(key, done);
  }

  private tryAfter(tenant: string, runId: string, ms: number): void {
    if (this.stopping) return;
    if (ms <= 0) {
      this.tryNow(tenant, runId);
      return;
    }
    const key = `${tenant}.${runId}`;
    clearTimeout(this.waits.get(key));
    const wait = setTimeout(() => {
      this.waits.delete(key);
      this.tryNow(tenant, runId);
    }, ms);
    wait.unref();
    this.waits.set(key, wait);
  }
}
