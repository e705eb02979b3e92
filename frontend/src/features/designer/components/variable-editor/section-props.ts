import type { ElementListItem, ElementView, Member } from '../../model/designer.types';
import type { VariableEdit } from '../../model/variable-edits';

/** What each type-specific section of the variable editor gets. */
export interface SectionProps {
  tenancy: string;
  element: ElementView;
  member: Member;
  elements: readonly ElementListItem[];
  disabled: boolean;
  /** Applies one edit: the rules compute what it sets, and nothing is queued when it changes nothing. */
  edit(edit: VariableEdit): void;
}

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
export const setProperty = (key: string, value: unknown): VariableEdit => ({ kind: 'property', key, value });
