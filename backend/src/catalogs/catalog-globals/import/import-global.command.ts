import { Command } from '@nestjs/cqrs';

export interface ImportedGlobal {
  elementName: string;
  version: number;
  /** X-Min-Position for a read that must show this import. */
  position: number;
}

export class ImportGlobalCommand extends Command<ImportedGlobal> {
  constructor(
    readonly tenant: string,
    /** The catalog's id or name, as the address gave it. */
    readonly catalogRef: string,
    readonly elementName: string,
    readonly appName: string | null,
    /** The upload's url (POST /upload/importModel). */
    readonly url: string,
    readonly actorId: string | null,
  ) {
    super();
  }
}
