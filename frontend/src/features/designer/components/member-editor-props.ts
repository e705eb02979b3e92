import type { ElementListItem, ElementView, Member, MemberKind } from '../model/designer.types';

/**
 * What the designer page gives a member's editor (variable, formula, template, app, layout). Editors never save:
 * each edit is queued as a pending change (`onChange`), shown at once through `member` and `element` (the
 * element with its pending changes applied), and saved with "Save changes to types".
 */
export interface MemberEditorProps {
  tenancy: string;
  /** The kind of member being edited. */
  kind: MemberKind;
  /** The element with the pending changes applied. */
  element: ElementView;
  /** The member being edited, with the pending changes applied. */
  member: Member;
  /** The member as last saved (undefined for a member pending addition): for the data-loss warnings. */
  saved?: Member;
  /** The workspace's elements, for type pickers (models as object types, tables and queries as option sources). */
  elements: readonly ElementListItem[];
  /** The workspace's add-ons (001 §1: queries, pdf, dev…). */
  addons: readonly string[];
  /** Whether the workspace lets people register (external users exist only then: 001 §2 App editor). */
  registration: boolean;
  /** How many catalogs keep records of this model (001 §2 'enable for all catalogs'); unset counts as none. */
  catalogsUsingModel?: number;
  /** While a save is under way: every field is read-only and edits are ignored (001 §4). */
  disabled: boolean;
  /**
   * For an editor that writes at once (a template's profile): tells the pending list the element's new version is
   * the author's own, so their other pending changes are not taken for someone else's conflict.
   */
  onOwnSave?(version: number): void;
  /** Queues property changes of this member; `null` removes a property. */
  onChange(set: Record<string, unknown>): void;
}
