import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import { conflict } from '../../shared/domain/domain-error';
import {
  appendDecided,
  combinedResult,
  type CommandResult,
  type PendingWrite,
} from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { decideReleaseGroupName, decideReserveGroupName } from '../groups/group-name.decide';
import { GroupNameStream, GroupStream, groupNameStreamId } from '../groups/group.streams';
import { memberStandings } from '../groups/member-standing';
import { UpdateGroupCommand } from './update-group.command';
import { changedSince, decideUpdateGroup } from './update-group.decide';

/**
 * A rename reserves the new name, writes the rename and releases the old name in one atomic append, each at the
 * revision decided on: another writer in between is a 409 and nothing is written.
 */
@CommandHandler(UpdateGroupCommand)
export class UpdateGroupHandler implements ICommandHandler<UpdateGroupCommand, CommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, groupId, changes, actorId }: UpdateGroupCommand): Promise<CommandResult> {
    const loaded = await GroupStream.load(this.store, tenant, groupId);
    const standing = await memberStandings(this.store, tenant, changes.members ?? []);
    const events = decideUpdateGroup({ groupId, ...changes, standing }, loaded.state);
    const writes: PendingWrite[] = [GroupStream.write(loaded, events)];
    const renamed = events.find((event) => event.type === 'GroupRenamed');
    if (renamed && groupNameStreamId(renamed.data.name) !== groupNameStreamId(renamed.data.before)) {
      const taken = await GroupNameStream.load(this.store, tenant, groupNameStreamId(renamed.data.name));
      const freed = await GroupNameStream.load(this.store, tenant, groupNameStreamId(renamed.data.before));
      writes.push(
        GroupNameStream.write(taken, decideReserveGroupName(taken.state, groupId)),
        GroupNameStream.write(freed, decideReleaseGroupName(freed.state, groupId)),
      );
    }
    try {
      const [result, ...names] = await appendDecided(this.store, { tenant, actorId }, writes);
      return combinedResult(result, ...names);
    } catch (error) {
      if (error instanceof ConcurrencyConflictError) throw conflict(changedSince(loaded.state.name));
      throw error;
    }
  }
}
