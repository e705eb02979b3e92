import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SendDocuments } from './send-documents';
import { SendRunDocumentsCommand } from './send-run-documents.command';

@CommandHandler(SendRunDocumentsCommand)
export class SendRunDocumentsHandler implements ICommandHandler<SendRunDocumentsCommand, void> {
  constructor(private readonly sending: SendDocuments) {}

  execute({ tenant, runId }: SendRunDocumentsCommand): Promise<void> {
    return this.sending.completed(tenant, runId);
  }
}
