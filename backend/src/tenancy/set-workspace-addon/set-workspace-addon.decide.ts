import { invalid } from '../../shared/domain/domain-error';
import { isWorkspaceAddon, unknownAddonMessage } from '../workspace-addons';
import { assertWorkspaceExists } from '../workspace-guards';
import type { WorkspaceEvent } from '../workspace.events';
import type { WorkspaceState } from '../workspace.state';

export interface SetWorkspaceAddonInput {
  name: string;
  addon: string;
  enabled: boolean;
}

/** Turning on an add-on that is on (or off one that is off) appends nothing: the request is idempotent. */
export function decideSetWorkspaceAddon(command: SetWorkspaceAddonInput, state: WorkspaceState): WorkspaceEvent[] {
  if (!isWorkspaceAddon(command.addon)) throw invalid(unknownAddonMessage(command.addon));
  assertWorkspaceExists(state, command.name);
  const isOn = state.addons.includes(command.addon);
  if (isOn === command.enabled) return [];
  const type = command.enabled ? 'WorkspaceAddonEnabled' : 'WorkspaceAddonDisabled';
  return [{ type, data: { name: command.name, addon: command.addon } }];
}
