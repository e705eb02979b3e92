/** Told the new head, and the types appended when they are known. */
export type AppendListener = (position: number, types?: readonly string[]) => void;

/**
 * The `onAppended` listeners of a store. A listener that throws must not turn a committed append
 * into a failed one (the caller would retry and write twice), so errors are only logged.
 */
export class AppendListeners {
  private readonly listeners = new Set<AppendListener>();

  add(listener: AppendListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** `types`: what this process appended; left out for another process's appends, whose types are not known. */
  notify(position: number, types?: readonly string[]): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(position, types);
      } catch (error) {
        console.error('onAppended listener failed:', error);
      }
    }
  }

  get size(): number {
    return this.listeners.size;
  }

  clear(): void {
    this.listeners.clear();
  }
}
