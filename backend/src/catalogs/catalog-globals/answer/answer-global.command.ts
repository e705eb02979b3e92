import { Command } from '@nestjs/cqrs';

export interface AnsweredGlobal {
  elementName: string;
  /** The global info's version after the answers (unchanged when they changed nothing). */
  version: number;
  values: Record<string, unknown>;
  /** X-Min-Position for a read that must show these answers. */
  position: number;
}

/**
 * A global-info app's answers (issue 16): the top-level variables that changed (`null` clears one), on the version
 * of the global info the interview read. Administrators only; the runs context sends it.
 */
export class AnswerGlobalCommand extends Command<AnsweredGlobal> {
  constructor(
    readonly tenant: string,
    /** The catalog's id or name, as the address gave it. */
    readonly catalogRef: string,
    readonly elementName: string,
    readonly appName: string,
    readonly version: number,
    readonly changes: Record<string, unknown>,
    readonly actorId: string | null,
  ) {
    super();
  }
}
