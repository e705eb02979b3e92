/** `waitFor` gave up: the projections had not reached the position in time. */
export class ProjectionWaitTimeoutError extends Error {
  constructor(
    readonly position: number,
    readonly reached: number,
    readonly timeoutMs: number,
    readonly behind: string[],
  ) {
    super(
      `Projections did not reach position ${position} within ${timeoutMs} ms (at ${reached}; behind: ${behind.join(', ')})`,
    );
    this.name = 'ProjectionWaitTimeoutError';
  }
}

interface Waiter {
  position: number;
  reached(): number;
  resolve(): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Callers waiting for a position. `progress` is called from the commit path, so a waiter resolves in the same tick its position becomes visible (no polling).
 */
export class PositionWaiters {
  private waiters: Waiter[] = [];

  wait(position: number, timeoutMs: number, reached: () => number, behind: () => string[]): Promise<void> {
    if (!Number.isFinite(position) || position < 0)
      return Promise.reject(new Error(`waitFor needs a position >= 0, got ${String(position)}`));
    if (reached() >= position) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        position,
        reached,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          reject(new ProjectionWaitTimeoutError(position, reached(), timeoutMs, behind()));
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  progress(): void {
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.reached() >= waiter.position) {
        clearTimeout(waiter.timer);
        waiter.resolve();
      } else still.push(waiter);
    }
    this.waiters = still;
  }

  rejectAll(error: Error): void {
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
    this.waiters = [];
  }
}
