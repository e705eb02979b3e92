import { conflict, notFound } from '../../shared/domain/domain-error';
import type { ElementEvent } from '../element.events';
import type { ElementState } from '../element.state';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';

export const NOT_DELETED = 'This element is not deleted.';

/** Brings a deleted element back as it was when deleted, as a new version. */
export function decideRestoreElement(command: { elementId: string }, state: ElementState): ElementEvent[] {
  if (!state.exists) throw notFound(elementNotFound(command.elementId));
  if (!state.deleted) throw conflict(NOT_DELETED);
  return [{ type: 'ElementRestored', data: { elementId: command.elementId, version: state.version + 1 } }];
}
