import type { RecordedEvent } from '@app/event-schemas';
import { UnreadableEventError, type DocChange, type EventStore, type ReadModelStore } from '@app/storage';
import { checkpointName, listBuild, metaKeys, physicalCollection } from './build-names';
import { DocumentCache } from './document-cache';
import { EventApplier } from './event-applier';
import { loadParkedEvents, parkedEvent, parkedEventChange } from './parked-events';
import type { ParkedEvent, Projector, RunnerLogger } from './projector';
import { WakeSignal } from './wake-signal';

export interface WorkerSettings {
  eventStore: EventStore;
  readModels: ReadModelStore;
  batchSize: number;
  pollIntervalMs: number;
  /**
   * Commit back-off, and how many refused attempts of one commit before its events are tried one by one
   * (failures the store calls transient are retried without counting).
   */
  retry: { initialDelayMs: number; maxDelayMs: number; attempts: number };
  logger: RunnerLogger;
  /** After every commit: the runner resolves `waitFor` callers from here. */
  onProgress(worker: ProjectorWorker, head: number): void;
}

type CommitOutcome = 'committed' | 'refused' | 'stopped';

/**
 * Runs one build of one projector: catches up from its checkpoint with `readAll` in batches, then
 * follows the store's subscription; applies the events and commits documents and checkpoint together.
 * An event that cannot be read, that `apply` fails on, or whose changes the store refuses is parked
 * (kept visible, skipped); the worker carries on after it. Independent of every other worker.
 */
export class ProjectorWorker {
  checkpoint = 0;
  parked: ParkedEvent[] = [];
  lastError: string | undefined;
  private readonly wake = new WakeSignal();
  private readonly names: Map<string, string>;
  private readonly applier: EventApplier;
  private readonly cache = new DocumentCache();
  private stopRequested!: () => void;
  private readonly stopSignal = new Promise<void>((resolve) => (this.stopRequested = resolve));
  private stopping = false;
  private loop: Promise<void> | undefined;
  private caughtUpOnce: Promise<void>;
  private markCaughtUp!: () => void;
  private commitDelay: number;
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
    this.applier = new EventApplier(projector, this.names);
    this.caughtUpOnce = new Promise((resolve) => (this.markCaughtUp = resolve));
    this.commitDelay = settings.retry.initialDelayMs;
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
      let atHead: boolean;
      try {
        atHead = await this.catchUp();
      } catch (error) {
        // Reading the event store failed: log, wait, read again from the checkpoint.
        this.lastError = messageOf(error);
        this.settings.logger.error(`Projector ${this.checkpointName} failed to read events`, error);
        await this.wake.wait(this.settings.retry.maxDelayMs);
        continue;
      }
      if (this.stopping) break;
      // Stores like better-sqlite3 answer in microtasks only: yield so timers and I/O run between batches.
      if (!atHead) await new Promise((resolve) => setImmediate(resolve));
      else if (!(await this.follow())) await this.wake.wait(this.settings.pollIntervalMs);
    }
  }

  /** One batch read with `readAll` from the checkpoint. Returns true once at the head. */
  private async catchUp(): Promise<boolean> {
    const { eventStore, batchSize } = this.settings;
    // The head is read first: every handled event up to it is in the read below unless the batch is full.
    const head = await eventStore.headPosition();
    let events: readonly RecordedEvent[];
    let unreadable: UnreadableEventError | undefined;
    try {
      events = await eventStore.readAll({
        afterPosition: this.checkpoint,
        types: this.projector.handles,
        maxCount: batchSize,
      });
    } catch (error) {
      // Only an unreadable event after the checkpoint can be parked; anything else is a failed read.
      if (!(error instanceof UnreadableEventError) || error.event.position <= this.checkpoint) throw error;
      unreadable = error;
      events = error.before;
    }
    // A store may deliver an event again (at-least-once); the checkpoint makes that a no-op.
    const fresh = events.filter((event) => event.position > this.checkpoint);
    if (unreadable) return this.applyAndCommit(fresh, unreadable.event.position, unreadable).then(() => false);
    const last = events.length > 0 ? events[events.length - 1].position : 0;
    const full = events.length >= batchSize;
    if (full && last <= this.checkpoint) {
      // Only already-applied events, a whole batch of them: the store redelivers too much to make progress.
      this.lastError = `readAll after ${this.checkpoint} returned only events at or before it`;
      return false;
    }
    // Without handled events in the tail, the checkpoint still moves to the head so waitFor(head) resolves.
    const target = full ? last : Math.max(head, last);
    if (target > this.checkpoint && !(await this.applyAndCommit(fresh, target))) return false;
    if (full) return false;
    this.markCaughtUp();
    if (this.onCaughtUp) await this.onCaughtUp();
    return true;
  }

  /**
   * Live: the store's subscription from the checkpoint delivers every new event of the types the projector
   * handles (KurrentDB pushes them; SQLite wakes on an append in this process and polls for other processes').
   * What has arrived is applied and committed in batches. Events of other types are neither read nor upcast
   * (an import of 50,000 records is not parsed once per projector): when woken with nothing to apply, the
   * worker moves its checkpoint over them to the head instead (see skipToHead), so `waitFor` any position
   * resolves. Returns false when the subscription failed (the caller pauses, then reads from the checkpoint
   * again), true when it ended otherwise.
   */
  private async follow(): Promise<boolean> {
    const { eventStore, batchSize } = this.settings;
    const queue: RecordedEvent[] = [];
    let drained: (() => void) | undefined;
    let ended = false;
    let failure: unknown;
    const subscription = eventStore.subscribe(
      { afterPosition: this.checkpoint, types: this.projector.handles },
      (event) => {
        queue.push(event);
        this.wake.set();
        // Back-pressure: a burst waits here until the batch in hand is committed.
        if (queue.length >= batchSize) return new Promise<void>((resolve) => (drained = resolve));
      },
    );
    const settled = subscription.done?.then(
      () => undefined,
      (error: unknown) => void (failure = error),
    );
    void settled?.finally(() => {
      ended = true;
      this.wake.set();
    });
    try {
      // Appends of other types may have landed since the catch-up read: look once at the start.
      let lookAtHead = true;
      while (!this.stopping) {
        if (queue.length === 0) {
          if (ended) break;
          if (lookAtHead) {
            lookAtHead = false;
            if (!(await this.skipToHead())) break;
            continue;
          }
          lookAtHead = await this.wake.wait(this.settings.pollIntervalMs);
          continue;
        }
        // The subscription hands over what one read brought one event per microtask: let it finish, so one
        // commit takes the whole read instead of the few events that arrived before this loop woke.
        if (queue.length < batchSize && !ended) await new Promise((resolve) => setImmediate(resolve));
        const batch = queue.splice(0, batchSize);
        drained?.();
        drained = undefined;
        const fresh = batch.filter((event) => event.position > this.checkpoint);
        if (fresh.length > 0 && !(await this.applyAndCommit(fresh, fresh[fresh.length - 1].position))) break;
        lookAtHead = true;
      }
    } finally {
      drained?.();
      await subscription.close();
      await settled;
    }
    if (this.stopping || failure === undefined) return true;
    if (failure instanceof UnreadableEventError && failure.event.position > this.checkpoint) {
      // Everything before it was delivered and committed above: set it aside and follow on after it.
      const handled = this.applier.handlesType(failure.event.type);
      await this.applyAndCommit([], failure.event.position, handled ? failure : undefined);
      return true;
    }
    this.lastError = messageOf(failure);
    this.settings.logger.warn(
      `Projector ${this.checkpointName}: the live subscription ended; reading from ${this.checkpoint} again`,
      failure,
    );
    return false;
  }

  /**
   * Moves the checkpoint to the head when no event of a handled type lies between them: the typed subscription
   * never delivers the others. The head is read first, so every handled event up to it is visible to the read
   * after; when there is one, the subscription brings it (in order) and nothing moves here. Returns false only
   * when the worker is being stopped.
   */
  private async skipToHead(): Promise<boolean> {
    const { eventStore, retry } = this.settings;
    let head: number;
    let next: readonly RecordedEvent[];
    try {
      head = await eventStore.headPosition();
      if (head <= this.checkpoint) return true;
      next = await eventStore.readAll({ afterPosition: this.checkpoint, types: this.projector.handles, maxCount: 1 });
    } catch {
      // An unreadable or unreachable event: the subscription meets it too and deals with it.
      return true;
    }
    if (next.some((event) => event.position > this.checkpoint && event.position <= head)) return true;
    return (await this.commit([], [], head, retry.attempts)) !== 'stopped';
  }

  /**
   * Applies the events and commits their documents with the checkpoint `target`, in one transaction;
   * `unreadable` (at `target`) is parked in the same commit. When the store keeps refusing the commit,
   * the events are committed one at a time, so the one whose changes it refuses (a unique index clash,
   * a document too large) is found and parked instead of blocking the projector for ever.
   * Returns false only when the worker is being stopped.
   */
  private async applyAndCommit(
    events: readonly RecordedEvent[],
    target: number,
    unreadable?: UnreadableEventError,
  ): Promise<boolean> {
    const { changes, parked } = await this.applyEvents(events);
    if (unreadable) parked.push(this.parkedEntry(unreadable.event, unreadable));
    const outcome = await this.commit(changes, parked, target, this.settings.retry.attempts);
    if (outcome !== 'refused') return outcome === 'committed';
    for (const event of events) {
      if (!this.applier.handlesType(event.type)) continue;
      if (this.stopping || !(await this.commitAlone(event))) return false;
    }
    const rest = unreadable ? [this.parkedEntry(unreadable.event, unreadable)] : [];
    return target <= this.checkpoint || (await this.commit([], rest, target, Infinity)) === 'committed';
  }

  /** One event's changes; if the store refuses them while it accepts other commits, the event is parked. */
  private async commitAlone(event: RecordedEvent): Promise<boolean> {
    const { changes, parked } = await this.applyEvents([event]);
    for (;;) {
      const outcome = await this.commit(changes, parked, event.position, this.settings.retry.attempts);
      if (outcome !== 'refused') return outcome === 'committed';
      if (await this.storeAccepts()) {
        const refused = this.parkedEntry(event, new Error(`commit refused: ${this.lastError}`));
        return (await this.commit([], [refused], event.position, Infinity)) === 'committed';
      }
      // The store fails whatever is committed (down, disk full): keep trying this event, as a batch would.
    }
  }

  /** Can the store commit at all? An empty commit of the checkpoint it already has says so. */
  private async storeAccepts(): Promise<boolean> {
    try {
      await this.settings.readModels.commit([], { projector: this.checkpointName, position: this.checkpoint });
      return true;
    } catch {
      return false;
    }
  }

  private async applyEvents(
    events: readonly RecordedEvent[],
  ): Promise<{ changes: DocChange[]; parked: ParkedEvent[] }> {
    const { changes, failures } = await this.applier.apply(this.settings.readModels, events, this.cache);
    return { changes, parked: failures.map(({ event, error }) => this.parkedEntry(event, error)) };
  }

  private parkedEntry(event: RecordedEvent, error: unknown): ParkedEvent {
    return parkedEvent(this.projector.name, this.build, event, error);
  }

  /**
   * Commits documents, parked events and checkpoint in one transaction, with a growing pause between
   * attempts; 'refused' after `attempts` failures the store does not call transient, 'stopped' when the
   * worker is being stopped.
   */
  private async commit(
    changes: DocChange[],
    parked: ParkedEvent[],
    position: number,
    attempts: number,
  ): Promise<CommitOutcome> {
    const { readModels, retry, logger } = this.settings;
    const all = parked.length > 0 ? [...changes, ...parked.map(parkedEventChange)] : changes;
    // Only refusals count towards splitting the batch: a transient failure (an election, a dropped connection,
    // a busy file) says nothing about its events, so it is retried whole, with back-off, for as long as it lasts.
    let refusals = 0;
    for (let attempt = 1; ; attempt++) {
      try {
        await readModels.commit(all, { projector: this.checkpointName, position });
      } catch (error) {
        this.lastError = messageOf(error);
        const transient = readModels.isTransient(error);
        if (!transient) refusals++;
        const last = refusals >= attempts;
        logger.warn(
          `Projector ${this.checkpointName}: commit up to ${position} failed (attempt ${attempt}${transient ? ', transient' : ''}), ${last ? 'committing its events one by one' : `retrying in ${this.commitDelay} ms`}`,
          error,
        );
        if (this.stopping) return 'stopped';
        if (last) return 'refused';
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          this.stopSignal,
          new Promise((resolve) => (timer = setTimeout(resolve, this.commitDelay))),
        ]);
        clearTimeout(timer);
        if (this.stopping) return 'stopped';
        this.commitDelay = Math.min(this.commitDelay * 2, retry.maxDelayMs);
        continue;
      }
      this.lastError = undefined;
      this.commitDelay = retry.initialDelayMs;
      this.cache.remember(changes);
      this.checkpoint = position;
      for (const entry of parked) {
        this.parked.push(entry);
        logger.error(`Projector ${this.checkpointName} parked event ${entry.position} (${entry.type}): ${entry.error}`);
      }
      this.settings.onProgress(this, position);
      return 'committed';
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
