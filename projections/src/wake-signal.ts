/**
 * A flag a sleeper can wait on: `set()` before `wait()` is not lost, so an append that lands while
 * a batch is being applied still wakes the worker at once afterwards.
 */
export class WakeSignal {
  private pending = false;
  private wakeUp: (() => void) | undefined;

  set(): void {
    this.pending = true;
    this.wakeUp?.();
  }

  /** Resolves at once if set since the last wait, else on `set()` or after `timeoutMs`. */
  async wait(timeoutMs: number): Promise<void> {
    if (!this.pending) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
    this.pending = false;
  }
}
