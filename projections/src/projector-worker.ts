import type { RecordedEvent } from '@app/event-schemas';
import type { DocChange, EventStore, ReadModelStore } from '@app/storage';
import { BatchDocuments } from './batch-documents';
import { checkpointName, listBuild, metaKeys, physicalCollection } from './build-names';
import { loadParkedEvents, parkedEvent, parkedEventChange } from './parked-events';
import type { DocKey, ParkedEvent, Projector, RunnerLogger } from './projector';
import { WakeSignal } from './wake-signal';

export interface WorkerSettings {
  eventStore: EventStore;
  readModels: ReadModelStore;
  batchSize: number;
  pollIntervalMs: number;
  retry: { initialDelayMs: number; maxDelayMs: number };
  logger: RunnerLogger;
  /** After every commit: the runner resolves `waitFor` callers from here. */
  onProgress(worker: ProjectorWorker, head: number): void;
}

/** How often `apply` may be re-run for documents it read without announcing them in `keys`. */
const MAX_APPLY_ROUNDS = 8;

type Applied = { changes: DocChange[] } | { error: unknown } | { misses: DocKey[] };

/**
 * Runs one build of one projector: reads the handled events after its checkpoint in batches,
 * applies them, and commits documents and checkpoint together. Independent of every other worker.
 */
export class ProjectorWorker {
  checkpoint = 0;
  parked: ParkedEvent[] = [];
  lastError: string | undefined;
  private readonly wake = new WakeSignal();
  private readonly names: Map<string, string>;
  private readonly handles: Set<string>;
  private stopRequested!: () => void;
  private readonly stopSignal = new Promise<void>((resolve) => (this.stopRequested = resolve));
  private stopping = false;
  private loop: Promise<void> | undefined;
  private caughtUpOnce: Promise<void>;
  private markCaughtUp!: () => void;
  /** Called (and awaited) each time the worker finds itself at the head; used to switch a rebuild. */
  onCaughtUp: (() => Promise<void>) | undefined;

  constructor(
    readonly projector: Projector,
    readonly build: string,
    private readonly settings: WorkerSettings,
  ) {
    this.names = new Map(
      projector.collections.map((spec) => [spec.name, physicalCollection(projector.name, build, spec.name)]),
    );
    this.handles = new Set(projector.handles);
    this.caughtUpOnce = new Promise((resolve) => (this.markCaughtUp = resolve));
  }

  get checkpointName(): string {
    return checkpointName(this.projector.name, this.build);
  }

  physical(logical: string): string | undefined {
    return this.names.get(logical);
  }

  /** Creates the build's collections and loads its checkpoint and parked events. */
  async init(): Promise<void> {
    const { readModels } = this.settings;
    await listBuild(readModels, this.projector.name, this.build);
    for (const spec of this.projector.collections)
      await readModels.ensureCollection({ ...spec, name: this.names.get(spec.name)! });
    await readModels.setMeta(
      metaKeys.collections(this.projector.name, this.build),
      JSON.stringify([...this.names.values()]),
    );
    this.checkpoint = (await readModels.getCheckpoint(this.checkpointName)) ?? 0;
    this.parked = await loadParkedEvents(readModels, this.projector.name, this.build);
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Resolves the first time the worker has caught up with the head. */
  caughtUp(): Promise<void> {
    return this.caughtUpOnce;
  }

  notify(): void {
    this.wake.set();
  }

  /** Lets the batch in hand finish and commit, then ends the loop. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.stopRequested();
    this.wake.set();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let more = false;
      try {
        more = await this.step();
      } catch (error) {
        // Reading the event store failed: log, back off like a failed commit, try again.
        this.lastError = error instanceof Error ? error.message : String(error);
        this.settings.logger.error(`Projector ${this.checkpointName} failed to read events`, error);
      }
      if (this.stopping) break;
      if (!more) await this.wake.wait(this.lastError ? this.settings.retry.maxDelayMs : this.settings.pollIntervalMs);
      // Stores like better-sqlite3 answer in microtasks only: yield so timers and I/O run between batches.
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** One batch. Returns true when more events may be waiting right away. */
  private async step(): Promise<boolean> {
    const { eventStore, batchSize } = this.settings;
    // The head is read first: every handled event up to it is in the read below unless the batch is full.
    const head = await eventStore.headPosition();
    const events = await eventStore.readAll({
      afterPosition: this.checkpoint,
      types: this.projector.handles,
      maxCount: batchSize,
    });
    const last = events.length > 0 ? events[events.length - 1].position : 0;
    const full = events.length >= batchSize;
    if (full && last <= this.checkpoint) {
      // Only already-applied events, a whole batch of them: the store redelivers too much to make progress.
      this.lastError = `readAll after ${this.checkpoint} returned only events at or before it`;
      return false;
    }
    // Without handled events in the tail, the checkpoint still moves to the head so waitFor(head) resolves.
    const target = full ? last : Math.max(head, last);
    if (target > this.checkpoint) {
      // A store may deliver an event again (at-least-once); the checkpoint makes that a no-op.
      const fresh = events.filter((event) => event.position > this.checkpoint);
      const { changes, parked } = await this.applyBatch(fresh);
      if (!(await this.commit(changes, target))) return false;
      this.checkpoint = target;
      this.parked.push(...parked);
      this.settings.onProgress(this, Math.max(head, target));
    }
    if (full) return true;
    this.markCaughtUp();
    if (this.onCaughtUp) await this.onCaughtUp();
    return false;
  }

  private async applyBatch(events: RecordedEvent[]): Promise<{ changes: DocChange[]; parked: ParkedEvent[] }> {
    const docs = new BatchDocuments(this.settings.readModels);
    const parked: ParkedEvent[] = [];
    if (this.projector.keys) {
      const keys: DocKey[] = [];
      for (const event of events) {
        if (!this.handles.has(event.type)) continue;
        try {
          for (const key of this.projector.keys(event))
            keys.push({ collection: this.names.get(key.collection) ?? '', id: key.id });
        } catch {
          // apply() will meet the same problem and park the event with its message.
        }
      }
      await docs.load(keys.filter((key) => key.collection !== ''));
    }
    for (const event of events) {
      if (!this.handles.has(event.type)) continue;
      let applied = this.applyOne(event, docs);
      for (let round = 1; 'misses' in applied && round < MAX_APPLY_ROUNDS; round++) {
        await docs.load(applied.misses);
        applied = this.applyOne(event, docs);
      }
      if ('changes' in applied) {
        for (const change of applied.changes) docs.record(change);
      } else {
        const error =
          'error' in applied ? applied.error : new Error('apply kept reading documents it had not read before');
        const entry = parkedEvent(this.projector.name, this.build, event, error);
        parked.push(entry);
        this.settings.logger.error(
          `Projector ${this.checkpointName} parked event ${event.position} (${event.type}): ${entry.error}`,
        );
      }
    }
    return { changes: [...docs.changes(), ...parked.map(parkedEventChange)], parked };
  }

  private applyOne(event: RecordedEvent, docs: BatchDocuments): Applied {
    const view = docs.view();
    let result: DocChange[];
    try {
      result = this.projector.apply(event, {
        get: (collection, id) => {
          const physical = this.names.get(collection);
          if (!physical) throw new Error(`apply read undeclared collection ${JSON.stringify(collection)}`);
          return view.get(physical, id);
        },
      });
    } catch (error) {
      return view.misses.length > 0 ? { misses: view.misses } : { error };
    }
    if (view.misses.length > 0) return { misses: view.misses };
    try {
      return { changes: this.toPhysical(result) };
    } catch (error) {
      return { error };
    }
  }

  private toPhysical(changes: DocChange[]): DocChange[] {
    if (!Array.isArray(changes)) throw new Error(`apply must return an array of changes, got ${typeof changes}`);
    return changes.map((change) => {
      const collection = this.names.get(change?.collection);
      if (!collection) throw new Error(`apply wrote to undeclared collection ${JSON.stringify(change?.collection)}`);
      if (change.op === 'put') {
        if (typeof change.doc?._id !== 'string' || change.doc._id === '')
          throw new Error(`apply put a document without a string _id into '${change.collection}'`);
        return { op: 'put', collection, doc: change.doc };
      }
      if (change.op === 'delete' && typeof change.id === 'string') return { op: 'delete', collection, id: change.id };
      throw new Error(`apply returned an invalid change ${JSON.stringify(change)}`);
    });
  }

  /** Retries with exponential back-off; gives up (false) only when the worker is being stopped. */
  private async commit(changes: DocChange[], position: number): Promise<boolean> {
    const { readModels, retry, logger } = this.settings;
    let delay = retry.initialDelayMs;
    for (let attempt = 1; ; attempt++) {
      try {
        await readModels.commit(changes, { projector: this.checkpointName, position });
        this.lastError = undefined;
        return true;
      } catch (error) {
        this.lastError = error instanceof Error ? error.message : String(error);
        logger.warn(
          `Projector ${this.checkpointName}: commit up to ${position} failed (attempt ${attempt}), retrying in ${delay} ms`,
          error,
        );
        if (this.stopping) return false;
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([this.stopSignal, new Promise((resolve) => (timer = setTimeout(resolve, delay)))]);
        clearTimeout(timer);
        if (this.stopping) return false;
        delay = Math.min(delay * 2, retry.maxDelayMs);
      }
    }
  }
}
