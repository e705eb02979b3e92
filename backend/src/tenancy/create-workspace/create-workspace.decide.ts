import { conflict, invalid } from '../../shared/domain/domain-error';
import { isWorkspaceAddon, unknownAddonMessage, type WorkspaceAddon } from '../workspace-addons';
import { assertWorkspaceNameAvailable } from '../../shared/domain/workspace-name';
import { workspaceSettingsSchema, type WorkspaceSettingsInput } from '../workspace-settings';
import type { WorkspaceEvent } from '../workspace.events';
import type { WorkspaceState } from '../workspace.state';

export interface CreateWorkspaceInput {
  name: string;
  settings: WorkspaceSettingsInput;
  addons?: string[];
  /** ISO instant of the decision: terms given at creation are dated by it. */
  at: string;
}

export function decideCreateWorkspace(command: CreateWorkspaceInput, state: WorkspaceState): WorkspaceEvent[] {
  assertWorkspaceNameAvailable(command.name);
  if (state.exists) throw conflict(`Workspace ${command.name} already exists.`);
  const parsed = workspaceSettingsSchema.safeParse(command.settings);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(`Setting ${issue.path.join('.') || '(settings)'} ${issue.message}`);
  }
  const settings = { ...parsed.data };
  if (settings.terms !== undefined && settings.dateUpdateTerms === undefined) settings.dateUpdateTerms = command.at;
  if (settings.termsForExternal !== undefined && settings.dateUpdateTermsForExternal === undefined) {
    settings.dateUpdateTermsForExternal = command.at;
  }
  const addons: WorkspaceAddon[] = [];
  for (const addon of command.addons ?? []) {
    if (!isWorkspaceAddon(addon)) throw invalid(unknownAddonMessage(addon));
    if (!addons.includes(addon)) addons.push(addon);
  }
  return [{ type: 'WorkspaceCreated', data: { name: command.name, settings, addons } }];
}
