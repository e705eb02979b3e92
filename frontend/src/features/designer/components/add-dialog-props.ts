import type { ElementListItem, ElementView } from '../model/designer.types';

/**
 * What the member lists give the add dialog of a member whose type may name one of the workspace's models (a
 * variable, a formula): the element it joins and the workspace's elements; `onAdd` takes the new member's
 * properties, which the caller queues.
 */
export interface AddDialogProps<Properties> {
  element: ElementView;
  elements: readonly ElementListItem[];
  onAdd(properties: Properties): void;
  onCancel(): void;
}
