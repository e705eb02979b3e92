import type { EventStore } from '@app/storage';
import { loadDecideAppend, type CommandResult } from '../shared/event-sourcing/load-decide-append';
import { assertWorkspaceName } from './workspace-name';
import { workspaceStream, type WorkspaceEvent } from './workspace.events';
import { evolveWorkspace, initialWorkspaceState, type WorkspaceState } from './workspace.state';

/** Who asks, and on which revision they decided (If-Match); shared by every workspace command. */
export interface CommandContext {
  actorId: string | null;
  expectedRevision?: number;
}

/** Load → decide → append on one workspace's stream; the name is checked first so it never reaches a stream name unchecked. */
export function runWorkspaceCommand(
  store: EventStore,
  name: string,
  context: CommandContext,
  decide: (state: WorkspaceState) => WorkspaceEvent[],
): Promise<CommandResult> {
  assertWorkspaceName(name);
  return loadDecideAppend<WorkspaceState, WorkspaceEvent>(store, {
    stream: workspaceStream(name),
    evolve: evolveWorkspace,
    initial: initialWorkspaceState,
    decide,
    metadata: { tenant: name, userId: context.actorId },
    expectedRevision: context.expectedRevision,
  });
}
