import type { EventStore, ReadModelStore } from '@app/storage';
import {
  assertProjector,
  checkpointName,
  formatBuild,
  listedBuilds,
  metaKeys,
  parseBuild,
  physicalCollection,
} from './build-names';
import { forgetParkedEvents, PARKED_EVENTS_COLLECTION } from './parked-events';
import { PositionWaiters } from './position-waiters';
import { consoleLogger, type ParkedEvent, type Projector, type RunnerLogger } from './projector';
import { ProjectorWorker, type WorkerSettings } from './projector-worker';
import { ReadModels, type ProjectionReader } from './read-models-reader';

export interface ProjectionRunnerOptions {
  eventStore: EventStore;
  readModels: ReadModelStore;
  projectors: Projector[];
  /** Events per read and per commit (default 2000). */
  batchSize?: number;
  /**
   * Pause before reading from the checkpoint again after the live subscription failed (default 200 ms).
   * New events themselves arrive through the store's subscription: KurrentDB pushes them, SQLite wakes
   * on appends in this process and polls its file for other processes' (SqliteEventStore's own interval).
   */
  pollIntervalMs?: number;
  logger?: RunnerLogger;
  /**
   * Back-off for failed commits: doubles from initialDelayMs up to maxDelayMs (defaults 50 ms, 5 s).
   * After `attempts` failures of one commit (default 5) its events are committed one by one, and one
   * whose changes the store refuses while it accepts other commits is parked. Failures the store calls
   * transient (`ReadModelStore.isTransient`: an election, a dropped connection) are retried whole, with
   * the same back-off, until the store answers again; they never count towards `attempts`.
   */
  retry?: { initialDelayMs?: number; maxDelayMs?: number; attempts?: number };
}

export interface ProjectorStatus {
  projector: string;
  /** Version of the live (queried) build. */
  version: number;
  build: string;
  position: number;
  lag: number;
  parked: ParkedEvent[];
  lastError?: string;
  /** A build being filled while the live one answers queries. */
  rebuilding?: { build: string; version: number; position: number; lag: number };
}

interface Rebuild {
  worker: ProjectorWorker;
  done: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
}

interface Slot {
  projector: Projector;
  liveBuild: string;
  /** Absent while the live build belongs to an older version, whose code is gone: it stays as it was. */
  live?: ProjectorWorker;
  staleCheckpoint: number;
  staleCollections: string[];
  rebuild?: Rebuild;
}

/** How often appends wake the workers at most (see wakeWorkers). */
const WAKE_EVERY_MS = 100;

/** Runs projectors over an event store into a read-model store; see ARCHITECTURE.md, "Projections". */
export class ProjectionRunner {
  private readonly slots = new Map<string, Slot>();
  private readonly waiters = new PositionWaiters();
  private readonly settings: WorkerSettings;
  private readonly projectors: Projector[];
  private head = 0;
  private state: 'new' | 'starting' | 'running' | 'stopped' = 'new';
  private stopListening: (() => void) | undefined;
  private wakeTimer: NodeJS.Timeout | undefined;
  private lastWake = 0;
  private markStopped!: () => void;
  private readonly stopped = new Promise<void>((resolve) => (this.markStopped = resolve));

  constructor(options: ProjectionRunnerOptions) {
    if (!options?.eventStore || !options.readModels)
      throw new Error('ProjectionRunner needs an eventStore and a readModels store');
    const batchSize = options.batchSize ?? 2000;
    if (!Number.isInteger(batchSize) || batchSize < 1)
      throw new Error(`batchSize must be a positive integer, got ${String(batchSize)}`);
    const names = new Set<string>();
    for (const projector of options.projectors ?? []) {
      assertProjector(projector);
      if (names.has(projector.name)) throw new Error(`Two projectors are named '${projector.name}'`);
      names.add(projector.name);
    }
    this.projectors = [...(options.projectors ?? [])];
    this.settings = {
      eventStore: options.eventStore,
      readModels: options.readModels,
      batchSize,
      pollIntervalMs: options.pollIntervalMs ?? 200,
      retry: {
        initialDelayMs: options.retry?.initialDelayMs ?? 50,
        maxDelayMs: options.retry?.maxDelayMs ?? 5000,
        attempts: options.retry?.attempts ?? 5,
      },
      logger: options.logger ?? consoleLogger,
      onProgress: (_worker, head) => {
        this.head = Math.max(this.head, head);
        this.waiters.progress();
      },
    };
  }

  /** Creates collections, starts rebuilds of changed versions, and resolves once the live builds caught up. */
  async start(): Promise<void> {
    if (this.state !== 'new') throw new Error(`ProjectionRunner.start() called twice (state: ${this.state})`);
    this.state = 'starting';
    const { eventStore, readModels } = this.settings;
    await readModels.ensureCollection(PARKED_EVENTS_COLLECTION);
    for (const projector of this.projectors) this.slots.set(projector.name, await this.prepare(projector));
    this.head = await eventStore.headPosition();
    this.stopListening = eventStore.onAppended((position) => {
      this.head = Math.max(this.head, position);
      this.wakeWorkers();
    });
    if (this.state !== 'starting') return; // stopped while preparing
    this.state = 'running';
    for (const worker of this.workers()) worker.start();
    await Promise.race([this.stopped, Promise.all([...this.slots.values()].map((slot) => slot.live?.caughtUp()))]);
  }

  /** Finishes each worker's batch in hand, commits it, and stops. */
  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    this.markStopped();
    this.stopListening?.();
    clearTimeout(this.wakeTimer);
    await Promise.all(this.workers().map((worker) => worker.stop()));
    const stopped = new Error('Projection runner stopped');
    this.waiters.rejectAll(stopped);
    for (const slot of this.slots.values()) slot.rebuild?.reject(stopped);
  }

  /** Resolves when every projector (or the ones named) has made `position` visible to queries. */
  waitFor(position: number, timeoutMs = 5000, options: { projectors?: string[] } = {}): Promise<void> {
    const known = this.projectors.map((projector) => projector.name);
    const names = options.projectors ?? known;
    for (const name of names)
      if (!known.includes(name)) return Promise.reject(new Error(`Unknown projector '${name}'`));
    // Slots are looked up on every check: before start() has prepared one, its position counts as 0.
    const visible = (name: string) => {
      const slot = this.slots.get(name);
      return slot ? this.visible(slot) : 0;
    };
    // A worker skips events of types it does not handle when woken (see ProjectorWorker.skipToHead); an append
    // by another process that no subscription here delivers (KurrentDB's) wakes it only through this call.
    for (const name of names) if (visible(name) < position) this.slots.get(name)?.live?.notify();
    return this.waiters.wait(
      position,
      timeoutMs,
      () => Math.min(Infinity, ...names.map(visible)),
      () => names.filter((name) => visible(name) < position),
    );
  }

  /** Physical name of the live collection behind a projector's logical collection. */
  collection(projector: string, logical: string): string {
    const slot = this.slot(projector);
    const physical = physicalCollection(projector, slot.liveBuild, logical);
    const known = slot.live ? slot.live.physical(logical) !== undefined : slot.staleCollections.includes(physical);
    if (!known) {
      throw new Error(
        slot.live
          ? `Projector '${projector}' has no collection '${logical}'`
          : `Collection '${logical}' of projector '${projector}' is not available until its rebuild to version ${slot.projector.version} finishes`,
      );
    }
    return physical;
  }

  /** Queries on the projector's logical collection names, always against the live build. */
  reader(projector: string): ProjectionReader {
    return new ReadModels(this.settings.readModels, this).reader(projector);
  }

  /** Replays every event into a new build of the projector, then makes it live and drops the old one. */
  async rebuild(projector: string): Promise<void> {
    if (this.state !== 'running')
      throw new Error(`rebuild('${projector}') needs a started runner (state: ${this.state})`);
    const slot = this.slot(projector);
    if (!slot.rebuild) {
      const live = parseBuild(slot.liveBuild);
      const version = slot.projector.version;
      const next = formatBuild({ version, rebuild: live.version === version ? live.rebuild + 1 : 0 });
      await this.beginRebuild(slot, next, true);
    }
    return slot.rebuild!.done;
  }

  /** Resolves when the rebuilds under way (started by `start` for changed versions, or by `rebuild`) have switched. */
  async rebuildsDone(): Promise<void> {
    await Promise.all([...this.slots.values()].map((slot) => slot.rebuild?.done));
  }

  status(): ProjectorStatus[] {
    return [...this.slots.values()].map((slot) => {
      const position = this.visible(slot);
      const rebuild = slot.rebuild?.worker;
      return {
        projector: slot.projector.name,
        version: parseBuild(slot.liveBuild).version,
        build: slot.liveBuild,
        position,
        lag: Math.max(0, this.head - position),
        parked: [...(slot.live?.parked ?? [])],
        ...(slot.live?.lastError || rebuild?.lastError
          ? { lastError: slot.live?.lastError ?? rebuild?.lastError }
          : {}),
        ...(rebuild
          ? {
              rebuilding: {
                build: rebuild.build,
                version: slot.projector.version,
                position: rebuild.checkpoint,
                lag: Math.max(0, this.head - rebuild.checkpoint),
              },
            }
          : {}),
      };
    });
  }

  private async prepare(projector: Projector): Promise<Slot> {
    const { readModels } = this.settings;
    const name = projector.name;
    const liveId = (await readModels.getMeta(metaKeys.live(name))) || undefined;
    const targetId = (await readModels.getMeta(metaKeys.target(name))) || undefined;
    const codeBuild = formatBuild({ version: projector.version, rebuild: 0 });
    await this.dropOrphanBuilds(projector, [liveId, targetId]);
    const slot: Slot = { projector, liveBuild: liveId ?? codeBuild, staleCheckpoint: 0, staleCollections: [] };
    if (!liveId) {
      slot.live = await this.worker(projector, codeBuild);
      await readModels.setMeta(metaKeys.live(name), codeBuild);
      return slot;
    }
    if (parseBuild(liveId).version === projector.version) {
      slot.live = await this.worker(projector, liveId);
    } else {
      slot.staleCheckpoint = (await readModels.getCheckpoint(checkpointName(name, liveId))) ?? 0;
      slot.staleCollections = JSON.parse(
        (await readModels.getMeta(metaKeys.collections(name, liveId))) || '[]',
      ) as string[];
    }
    const resumable =
      targetId !== undefined && targetId !== liveId && parseBuild(targetId).version === projector.version;
    if (targetId !== undefined && !resumable && targetId !== liveId) await this.dropBuild(projector, targetId);
    if (resumable) await this.beginRebuild(slot, targetId, false);
    else if (!slot.live) await this.beginRebuild(slot, codeBuild, true);
    else if (targetId !== undefined) await readModels.setMeta(metaKeys.target(name), '');
    return slot;
  }

  private async beginRebuild(slot: Slot, build: string, fresh: boolean): Promise<void> {
    const { readModels, logger } = this.settings;
    const name = slot.projector.name;
    if (fresh) {
      // Leftovers of an abandoned build with the same id must not leak into this one.
      await this.dropBuild(slot.projector, build);
      await readModels.commit([], { projector: checkpointName(name, build), position: 0 });
    }
    await readModels.setMeta(metaKeys.target(name), build);
    const worker = await this.worker(slot.projector, build);
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const done = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    done.catch(() => undefined); // callers who await it still see the rejection
    slot.rebuild = { worker, done, resolve, reject };
    worker.onCaughtUp = () => this.switchTo(slot);
    logger.info(
      `Projector ${name}: ${fresh ? 'rebuilding' : 'resuming rebuild'} into ${build} (live: ${slot.liveBuild})`,
    );
    if (this.state === 'running') worker.start();
  }

  /** The rebuild caught up: it becomes the live build and the old build's collections go. */
  private async switchTo(slot: Slot): Promise<void> {
    const rebuild = slot.rebuild!;
    const { readModels, logger } = this.settings;
    const name = slot.projector.name;
    const oldBuild = slot.liveBuild;
    rebuild.worker.onCaughtUp = undefined;
    await slot.live?.stop();
    await readModels.setMeta(metaKeys.live(name), rebuild.worker.build);
    await readModels.setMeta(metaKeys.target(name), '');
    slot.live = rebuild.worker;
    slot.liveBuild = rebuild.worker.build;
    slot.rebuild = undefined;
    this.waiters.progress();
    await this.dropBuild(slot.projector, oldBuild);
    logger.info(`Projector ${name}: ${slot.liveBuild} is live, ${oldBuild} dropped`);
    rebuild.resolve();
  }

  /**
   * A process that died between making a rebuild live and dropping the old build (see switchTo)
   * left that build's collections behind: whatever is neither live nor target goes now.
   */
  private async dropOrphanBuilds(projector: Projector, keep: (string | undefined)[]): Promise<void> {
    for (const build of await listedBuilds(this.settings.readModels, projector.name)) {
      if (!keep.includes(build)) await this.dropBuild(projector, build);
    }
  }

  private async dropBuild(projector: Projector, build: string): Promise<void> {
    const { readModels } = this.settings;
    const key = metaKeys.collections(projector.name, build);
    const listed = JSON.parse((await readModels.getMeta(key)) || '[]') as string[];
    const current = projector.collections.map((spec) => physicalCollection(projector.name, build, spec.name));
    for (const collection of new Set([...listed, ...current])) await readModels.dropCollection(collection);
    await readModels.setMeta(key, '[]');
    await forgetParkedEvents(readModels, projector.name, build);
    const builds = await listedBuilds(readModels, projector.name);
    await readModels.setMeta(metaKeys.builds(projector.name), JSON.stringify(builds.filter((b) => b !== build)));
  }

  private async worker(projector: Projector, build: string): Promise<ProjectorWorker> {
    const worker = new ProjectorWorker(projector, build, this.settings);
    await worker.init();
    return worker;
  }

  /**
   * Wakes every worker after an append, at most once per WAKE_EVERY_MS: the first append at once, a burst's later
   * ones together at the end of the interval. A woken worker with nothing of its types to apply moves its checkpoint
   * over the others (a read and a commit each): woken on every append, the projectors that handle nothing of a busy
   * run queue would spend more than the runs do. Events of a worker's own types reach it through its subscription
   * whatever this does, and `waitFor` wakes the workers behind the position at once, so read-your-writes waits no
   * longer; only `status()`'s lag of an idle projector may show an interval's appends.
   */
  private wakeWorkers(): void {
    if (this.wakeTimer !== undefined) return;
    const since = Date.now() - this.lastWake;
    const wake = () => {
      this.wakeTimer = undefined;
      this.lastWake = Date.now();
      for (const worker of this.workers()) worker.notify();
    };
    if (since >= WAKE_EVERY_MS) return wake();
    this.wakeTimer = setTimeout(wake, WAKE_EVERY_MS - since);
    this.wakeTimer.unref?.();
  }

  private visible(slot: Slot): number {
    return slot.live ? slot.live.checkpoint : slot.staleCheckpoint;
  }

  private slot(name: string): Slot {
    const slot = this.slots.get(name);
    if (!slot)
      throw new Error(`Unknown projector '${name}'${this.state === 'new' ? ' (the runner is not started)' : ''}`);
    return slot;
  }

  private workers(): ProjectorWorker[] {
    return [...this.slots.values()].flatMap((slot) =>
      [slot.live, slot.rebuild?.worker].filter((w): w is ProjectorWorker => !!w),
    );
  }
}
