import {
  PARKED_EVENTS_COLLECTION,
  physicalCollection,
  PositionWaiters,
  type ParkedEvent,
  type Projector,
  type ProjectorStatus,
} from '@app/projections';
import type { EventStore, ReadModelStore } from '@app/storage';
import type { Projections } from './projections';

/*
 * Where the runner keeps a projector's live build and its checkpoint (projections/src/build-names.ts,
 * which the package does not export). The scale-out e2e test runs a real runner beside a follower,
 * so a change there that is not made here fails it.
 */
const liveBuildKey = (projector: string) => `projection:${projector}:live`;
const checkpointOf = (projector: string, build: string) => `${projector}@${build}`;
const versionOf = (build: string) => Number(/^v(\d+)/.exec(build)?.[1] ?? 0);

export interface ProjectionFollowerOptions {
  eventStore: EventStore;
  readModels: ReadModelStore;
  projectors: Projector[];
  /** How often the checkpoints are read while nobody waits (default 200 ms, the runner's own poll). */
  pollIntervalMs?: number;
  /** How often while a caller waits for a position (default 20 ms): read-your-writes without a long lag. */
  waitingPollMs?: number;
}

interface Followed {
  build: string | undefined;
  position: number;
  parked: ParkedEvent[];
}

/** Parked events are for /api/health only: read on every tenth poll; builds and checkpoints on every one. */
const PARKED_EVERY = 10;

/**
 * The projections as an instance started with RUN_PROJECTIONS=false sees them: another process runs
 * the projectors, and this one follows the live builds and checkpoints it commits to the shared
 * read-model store. `waitFor` polls the checkpoints (faster while someone waits); queries read the
 * live build's collections, as the runner's reader does.
 */
export class ProjectionFollower implements Projections {
  private readonly followed = new Map<string, Followed>();
  private readonly waiters = new PositionWaiters();
  private readonly pollIntervalMs: number;
  private readonly waitingPollMs: number;
  private waiting = 0;
  private head = 0;
  private polls = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: ProjectionFollowerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.waitingPollMs = options.waitingPollMs ?? 20;
    for (const projector of options.projectors)
      this.followed.set(projector.name, { build: undefined, position: 0, parked: [] });
  }

  async start(): Promise<void> {
    await this.poll();
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.waiters.rejectAll(new Error('Projection follower stopped'));
  }

  waitFor(position: number, timeoutMs = 5000, options: { projectors?: string[] } = {}): Promise<void> {
    const names = options.projectors ?? [...this.followed.keys()];
    const unknown = names.find((name) => !this.followed.has(name));
    if (unknown) return Promise.reject(new Error(`Unknown projector '${unknown}'`));
    const visible = (name: string) => this.followed.get(name)!.position;
    const waited = this.waiters.wait(
      position,
      timeoutMs,
      () => Math.min(Infinity, ...names.map(visible)),
      () => names.filter((name) => visible(name) < position),
    );
    this.waiting++;
    this.schedule();
    return waited.finally(() => this.waiting--);
  }

  collection(projector: string, logical: string): string {
    const followed = this.followed.get(projector);
    if (!followed) throw new Error(`Unknown projector '${projector}'`);
    if (!followed.build) {
      throw new Error(
        `Projector '${projector}' has no read models yet: start an instance with RUN_PROJECTIONS=true on this storage`,
      );
    }
    return physicalCollection(projector, followed.build, logical);
  }

  status(): ProjectorStatus[] {
    return [...this.followed].map(([projector, { build = '', position, parked }]) => ({
      projector,
      version: versionOf(build),
      build,
      position,
      lag: Math.max(0, this.head - position),
      parked,
    }));
  }

  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.poll().finally(() => this.schedule());
      },
      this.waiting > 0 ? this.waitingPollMs : this.pollIntervalMs,
    );
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    const { eventStore, readModels } = this.options;
    const withParked = this.polls++ % PARKED_EVERY === 0;
    try {
      this.head = await eventStore.headPosition();
      for (const [name, followed] of this.followed) {
        // A rebuild switches the live build and drops the old one's collections: follow it at once.
        followed.build = (await readModels.getMeta(liveBuildKey(name))) || undefined;
        if (!followed.build) continue;
        followed.position = (await readModels.getCheckpoint(checkpointOf(name, followed.build))) ?? 0;
        if (withParked) followed.parked = await this.parked(name, followed.build);
      }
    } catch {
      // Storage that does not answer now may answer at the next poll; /api/health reports it meanwhile.
    }
    this.waiters.progress();
  }

  private async parked(projector: string, build: string): Promise<ParkedEvent[]> {
    const docs = await this.options.readModels
      .find(PARKED_EVENTS_COLLECTION.name, { where: { projector, build }, limit: 100 })
      .catch(() => []);
    return docs.map(({ _id, ...parked }) => parked as unknown as ParkedEvent);
  }
}
