import type { Readable } from 'node:stream';

export interface StoredFile {
  /** Lower-case hex sha256 of the content: the same bytes are stored once. */
  id: string;
  size: number;
}

export interface FileStore {
  /** Streams the content in; never holds the whole file in memory. */
  put(content: Readable | Buffer): Promise<StoredFile>;
  /** Streams the content out; rejects with FileNotFoundError if unknown. */
  get(id: string): Promise<Readable>;
  stat(id: string): Promise<StoredFile | null>;
  delete(id: string): Promise<void>;
  close(): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`File ${id} not found`);
    this.name = 'FileNotFoundError';
  }
}
