import { invalid } from '../../shared/domain/domain-error';
import { assertWorkspaceExists } from '../workspace-guards';
import { workspaceSettingsPatchSchema, type WorkspaceSettingsPatch } from '../workspace-settings';
import type { WorkspaceEvent } from '../workspace.events';
import type { WorkspaceState } from '../workspace.state';

export interface ChangeWorkspaceSettingsInput {
  name: string;
  changes: WorkspaceSettingsPatch;
  /** ISO instant of the decision: changed terms get it as their update date unless one is given. */
  at: string;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Records only what really changes, so saving an unchanged form appends nothing. */
export function decideChangeWorkspaceSettings(
  command: ChangeWorkspaceSettingsInput,
  state: WorkspaceState,
): WorkspaceEvent[] {
  assertWorkspaceExists(state, command.name);
  const parsed = workspaceSettingsPatchSchema.safeParse(command.changes);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(`Setting ${issue.path.join('.') || '(changes)'} ${issue.message}`);
  }
  const current = state.settings as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value === undefined) continue;
    const now = current[key];
    if (value === null ? now !== undefined : !sameValue(now, value)) changes[key] = value;
  }
  // Users must accept terms again when they change (000 §4 "Terms"): the update date moves with them.
  if (changes.terms !== undefined && parsed.data.dateUpdateTerms === undefined) changes.dateUpdateTerms = command.at;
  if (changes.termsForExternal !== undefined && parsed.data.dateUpdateTermsForExternal === undefined) {
    changes.dateUpdateTermsForExternal = command.at;
  }
  if (Object.keys(changes).length === 0) return [];
  return [
    { type: 'WorkspaceSettingsChanged', data: { name: command.name, changes: changes as WorkspaceSettingsPatch } },
  ];
}
