/**
 * The `onAppended` listeners of a store. A listener that throws must not turn a committed append
 * into a failed one (the caller would retry and write twice), so errors are only logged.
 */
export class AppendListeners {
  private readonly listeners = new Set<(position: number) => void>();

  add(listener: (position: number) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  notify(position: number): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(position);
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
