import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { notFound } from '../../shared/domain/domain-error';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { elementAtVersion } from '../element-at-version';
import { ElementStream } from '../element.streams';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';
import { RevertElementCommand } from './revert-element.command';
import { decideRevertElement } from './revert-element.decide';

/** Folds the element to the version asked for, then appends the version that brings it back. */
@CommandHandler(RevertElementCommand)
export class RevertElementHandler implements ICommandHandler<
  RevertElementCommand,
  CommandResult & { version: number }
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  async execute({ tenant, elementId, toVersion, actorId }: RevertElementCommand) {
    const current = await ElementStream.load(this.store, tenant, elementId);
    if (!current.state.exists) throw notFound(elementNotFound(elementId));
    const target = await elementAtVersion(
      this.store,
      this.readModels,
      tenant,
      elementId,
      toVersion,
      current.state.version,
    );
    let version = current.state.version;
    const result = await ElementStream.run(
      this.store,
      { tenant, id: elementId, actorId, expectedRevision: current.revision },
      (state) => {
        const events = decideRevertElement({ elementId, toVersion, target }, state);
        if (events.length > 0) version = state.version + 1;
        return events;
      },
    );
    return { ...result, version };
  }
}
