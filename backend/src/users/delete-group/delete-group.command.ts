import { Command } from '@nestjs/cqrs';

export class DeleteGroupCommand extends Command<{ deleted: true; position: number }> {
  constructor(
    readonly tenant: string,
    readonly groupId: string,
    readonly actorId: string | null,
  ) {
    super();
  }
}
