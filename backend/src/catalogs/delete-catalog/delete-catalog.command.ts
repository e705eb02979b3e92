import { Command } from '@nestjs/cqrs';

export class DeleteCatalogCommand extends Command<{ deleted: true; position: number }> {
  constructor(
    readonly tenant: string,
    readonly catalogId: string,
    readonly actorId: string | null,
  ) {
    super();
  }
}
