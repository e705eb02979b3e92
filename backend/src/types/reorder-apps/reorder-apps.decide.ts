import { invalid } from '../../shared/domain/domain-error';
import type { ElementEvent } from '../element.events';
import type { ElementState } from '../element.state';
import { decideSaveElementChanges } from '../save-element-changes/save-element-changes.decide';

export const REORDER_MISMATCH = 'The new order must list each of the model’s apps exactly once.';

/** 001 §4 "Reorder apps": the apps' positions follow the list, as one version of the model. */
export function decideReorderApps(
  command: { elementId: string; apps: readonly string[] },
  state: ElementState,
): ElementEvent[] {
  const current = state.members.app.map((app) => app._id);
  const listed = new Set(command.apps);
  const sameApps =
    listed.size === command.apps.length && listed.size === current.length && current.every((id) => listed.has(id));
  // An element that is not there is refused as every save refuses it (404), below.
  if (state.exists && !state.deleted && !sameApps) throw invalid(REORDER_MISMATCH);
  return decideSaveElementChanges(
    {
      elementId: command.elementId,
      changes: command.apps.map((memberId, position) => ({
        action: 'update',
        kind: 'app',
        memberId,
        set: { position },
      })),
      newMemberId: () => {
        throw new Error('a reorder adds no member');
      },
    },
    state,
  );
}
