import { invalid, notFound } from '../../shared/domain/domain-error';
import type { ElementEvent } from '../element.events';
import type { ElementState } from '../element.state';
import { changesToReach } from '../element-diff';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';

export const REVERT_DELETED = 'A deleted element cannot be reverted; restore it first.';
export const versionNotFound = (version: number, latest: number) =>
  `Version ${version} does not exist: the versions are 1 to ${latest}.`;

/**
 * Back to version k: a new version whose changes bring k's definition and members back; nothing is rewritten,
 * so a revert can itself be reverted. `target` is the element folded to version k.
 */
export function decideRevertElement(
  command: { elementId: string; toVersion: number; target: ElementState },
  state: ElementState,
): ElementEvent[] {
  if (!state.exists) throw notFound(elementNotFound(command.elementId));
  if (state.deleted) throw invalid(REVERT_DELETED);
  if (!Number.isInteger(command.toVersion) || command.toVersion < 1 || command.toVersion > state.version) {
    throw invalid(versionNotFound(command.toVersion, state.version));
  }
  const changes = changesToReach(state, command.target);
  if (changes.length === 0) return [];
  return [
    {
      type: 'ElementChangesSaved',
      data: { elementId: command.elementId, version: state.version + 1, changes, revertedTo: command.toVersion },
    },
  ];
}
