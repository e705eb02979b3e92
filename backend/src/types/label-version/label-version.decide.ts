import { invalid, notFound } from '../../shared/domain/domain-error';
import type { ElementEvent } from '../element.events';
import type { ElementState } from '../element.state';
import { versionNotFound } from '../revert-element/revert-element.decide';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';

export const MAX_LABEL_LENGTH = 200;

/** Names a version ("Before the 2027 rates"); an empty label removes the name. Not a version itself. */
export function decideLabelVersion(
  command: { elementId: string; version: number; label: string },
  state: ElementState,
): ElementEvent[] {
  if (!state.exists) throw notFound(elementNotFound(command.elementId));
  if (!Number.isInteger(command.version) || command.version < 1 || command.version > state.version) {
    throw invalid(versionNotFound(command.version, state.version));
  }
  const label = command.label.trim();
  if (label.length > MAX_LABEL_LENGTH) throw invalid(`A label is at most ${MAX_LABEL_LENGTH} characters.`);
  if ((state.labels[command.version] ?? '') === label) return [];
  return [{ type: 'ElementVersionLabelled', data: { elementId: command.elementId, version: command.version, label } }];
}
