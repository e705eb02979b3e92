import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@app/storage';
import { appendDecided } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { decideReleaseGroupName } from '../groups/group-name.decide';
import { GroupNameStream, GroupStream, groupNameStreamId } from '../groups/group.streams';
import { DeleteGroupCommand } from './delete-group.command';
import { decideDeleteGroup } from './delete-group.decide';

/** Deletes a group and frees its name in one append: the name is never free while the group is listed. */
@CommandHandler(DeleteGroupCommand)
export class DeleteGroupHandler implements ICommandHandler<DeleteGroupCommand, { deleted: true; position: number }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, groupId, actorId }: DeleteGroupCommand): Promise<{ deleted: true; position: number }> {
    const loaded = await GroupStream.load(this.store, tenant, groupId);
    const events = decideDeleteGroup({ groupId }, loaded.state);
    const name = await GroupNameStream.load(this.store, tenant, groupNameStreamId(loaded.state.name));
    const [written] = await appendDecided(this.store, { tenant, actorId }, [
      GroupStream.write(loaded, events),
      GroupNameStream.write(name, decideReleaseGroupName(name.state, groupId)),
    ]);
    return { deleted: true, position: written.position };
  }
}
