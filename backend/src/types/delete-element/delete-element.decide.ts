import { notFound } from '../../shared/domain/domain-error';
import type { ElementEvent } from '../element.events';
import type { ElementState } from '../element.state';
import { elementNotFound } from '../save-element-changes/save-element-changes.decide';

/** Deleting is a version too; the element leaves the lists and can be restored with its history. */
export function decideDeleteElement(command: { elementId: string }, state: ElementState): ElementEvent[] {
  if (!state.exists || state.deleted) throw notFound(elementNotFound(command.elementId));
  return [{ type: 'ElementDeleted', data: { elementId: command.elementId, version: state.version + 1 } }];
}
