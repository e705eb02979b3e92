import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import { randomUUID } from 'node:crypto';
import { invalid } from '../../shared/domain/domain-error';
import { appendDecided, combinedResult, type CommandResult } from '../../shared/event-sourcing/append-decided';
import { EVENT_STORE } from '../../shared/storage/tokens';
import { decideReserveGroupName } from '../groups/group-name.decide';
import { GROUP_MESSAGES, groupName } from '../groups/group-rules';
import { GroupNameStream, GroupStream, groupNameStreamId } from '../groups/group.streams';
import { memberStandings } from '../groups/member-standing';
import { CreateGroupCommand } from './create-group.command';
import { decideCreateGroup } from './create-group.decide';

/** The group and the reservation of its name in one atomic append: of two equal names at once, one wins. */
@CommandHandler(CreateGroupCommand)
export class CreateGroupHandler implements ICommandHandler<CreateGroupCommand, CommandResult & { groupId: string }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ tenant, group, actorId }: CreateGroupCommand): Promise<CommandResult & { groupId: string }> {
    const groupId = randomUUID();
    const loaded = await GroupStream.load(this.store, tenant, groupId);
    const standing = await memberStandings(this.store, tenant, group.members);
    const events = decideCreateGroup({ groupId, ...group, standing }, loaded.state);
    const nameLoaded = await GroupNameStream.load(this.store, tenant, groupNameStreamId(groupName(group.name)));
    const nameEvents = decideReserveGroupName(nameLoaded.state, groupId);
    try {
      const [written, reserved] = await appendDecided(this.store, { tenant, actorId }, [
        GroupStream.write(loaded, events),
        GroupNameStream.write(nameLoaded, nameEvents),
      ]);
      return { ...combinedResult(written, reserved), groupId };
    } catch (error) {
      // Another group took the name between the read and the append.
      if (error instanceof ConcurrencyConflictError) throw invalid(GROUP_MESSAGES.nameTaken);
      throw error;
    }
  }
}
