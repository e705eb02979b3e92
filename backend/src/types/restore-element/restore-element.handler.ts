import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { invalid } from '../../shared/domain/domain-error';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { ELEMENT_EXISTS, sameName } from '../element-rules';
import { ElementStream } from '../element.streams';
import { appendWithNames, nameReservations } from '../element-name/element-name-writes';
import { listElements } from '../element-views';
import { RestoreElementCommand } from './restore-element.command';
import { decideRestoreElement } from './restore-element.decide';

/** Brings a deleted element back with its history, unless a live element has taken its name since. */
@CommandHandler(RestoreElementCommand)
export class RestoreElementHandler implements ICommandHandler<RestoreElementCommand, CommandResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute({ tenant, elementId, actorId }: RestoreElementCommand): Promise<CommandResult> {
    const { state } = await ElementStream.load(this.store, tenant, elementId);
    const live = await listElements(this.readModels, tenant);
    if (state.exists && live.some((doc) => doc.elementId !== elementId && sameName(doc.name, state.name))) {
      throw invalid(`${ELEMENT_EXISTS} Rename or delete "${state.name}" first.`);
    }
    const loaded = await ElementStream.load(this.store, tenant, elementId);
    const events = decideRestoreElement({ elementId }, loaded.state);
    const names = await nameReservations(this.store, tenant, [{ elementId, before: loaded.state, events }]);
    const [result] = await appendWithNames(this.store, { tenant, actorId }, [
      ElementStream.write(loaded, events),
      ...names,
    ]);
    return result;
  }
}
