import type { EventStore } from '@app/storage';
import { loadDecideAppend, type CommandResult } from '../shared/event-sourcing/load-decide-append';
import { assertWorkspaceName } from '../tenancy/workspace-name';
import { userStream, type UserEvent } from './user.events';
import { evolveUser, initialUserState, type UserState } from './user.state';

/** Load → decide → append on one user's stream in one workspace. */
export function runUserCommand(
  store: EventStore,
  tenant: string,
  userId: string,
  actorId: string | null,
  decide: (state: UserState) => UserEvent[],
  expectedRevision?: number,
): Promise<CommandResult> {
  assertWorkspaceName(tenant);
  return loadDecideAppend<UserState, UserEvent>(store, {
    stream: userStream(tenant, userId),
    evolve: evolveUser,
    initial: initialUserState,
    decide,
    metadata: { tenant, userId: actorId },
    expectedRevision,
  });
}
