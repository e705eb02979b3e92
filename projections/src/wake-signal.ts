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

  /**
   * Resolves at once if set since the last wait, else on `set()` or after `timeoutMs`: true when it was set,
   * false when the time ran out.
   */
  async wait(timeoutMs: number): Promise<boolean> {
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
    const woken = this.pending;
    this.pending = false;
    return woken;
  }
}
