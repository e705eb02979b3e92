import { Command } from '@nestjs/cqrs';

/**
 * The run queue's completion hook: a run completed, so its documents go where the catalog's app option sends them
 * ('Send documents'). Answers at once; the sending happens off the request path, in SendDocuments.
 */
export class SendRunDocumentsCommand extends Command<void> {
  constructor(
    readonly tenant: string,
    readonly runId: string,
  ) {
    super();
  }
}
