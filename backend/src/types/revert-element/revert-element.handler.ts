import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { invalid, notFound } from '../../shared/domain/domain-error';
import type { CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { elementAtVersion } from '../element-at-version';
import { ElementStream } from '../element.streams';
import { evolveElement } from '../element.state';
import { ELEMENT_EXISTS, sameName } from '../element-rules';
import { listElements } from '../element-views';
import { appendWithNames, nameReservations } from '../element-name/element-name-writes';
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
    const events = decideRevertElement({ elementId, toVersion, target }, current.state);
    // Bringing an older name back: no live element may have taken it since (001 §5).
    const after = events.reduce(evolveElement, current.state);
    if (!sameName(after.name, current.state.name)) {
      const live = await listElements(this.readModels, tenant);
      if (live.some((doc) => doc.elementId !== elementId && sameName(doc.name, after.name))) {
        throw invalid(`${ELEMENT_EXISTS} Rename or delete "${after.name}" first.`);
      }
    }
    const names = await nameReservations(this.store, tenant, [{ elementId, before: current.state, events }]);
    const [result] = await appendWithNames(this.store, { tenant, actorId }, [
      ElementStream.write(current, events),
      ...names,
    ]);
    const version = events.length > 0 ? current.state.version + 1 : current.state.version;
    return { ...result, version };
  }
}
