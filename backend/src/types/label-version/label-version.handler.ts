import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { ElementStream } from '../element.streams';
import { LabelVersionCommand } from './label-version.command';
import { decideLabelVersion } from './label-version.decide';

@CommandHandler(LabelVersionCommand)
export class LabelVersionHandler implements ICommandHandler<LabelVersionCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ tenant, elementId, version, label, actorId }: LabelVersionCommand): Promise<CommandResult> {
    // A label changes no definition: another author's save in between does not make it wrong.
    return ElementStream.run(this.store, { tenant, id: elementId, actorId, retryOnConflict: 3 }, (state) =>
      decideLabelVersion({ elementId, version, label }, state),
    );
  }
}
