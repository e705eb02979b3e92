import { Command } from '@nestjs/cqrs';
import type { TypesBatchItem } from './types-batch';

export interface TypesBatchResult {
  /** Pass as X-Min-Position to read this save. */
  position: number;
  /** The elements the save created, with their new ids. */
  added: { _id: string; name: string; kind: string }[];
  /** The ids of the elements the save deleted. */
  removed: string[];
  /** Each changed element's version after the save. */
  versions: Record<string, number>;
}

export class SaveTypesBatchCommand extends Command<TypesBatchResult> {
  constructor(
    readonly tenant: string,
    readonly items: readonly TypesBatchItem[],
    readonly actorId: string | null,
  ) {
    super();
  }
}
