/**
 * The history of an element as the server answers it (backend/src/types/element-diff.ts and
 * element-history.controller.ts): version rows, and two versions compared member by member.
 */
import type { ElementKind, ElementListItem, MemberKind } from './designer.types';

/** What made a version. */
export type VersionKind = 'created' | 'saved' | 'reverted' | 'deleted' | 'restored';

/** One row of GET /api/v2/types/{kind}/{id}/versions. */
export interface VersionRow {
  version: number;
  kind: VersionKind;
  /** One line: "3 variables added, 1 formula changed". */
  summary: string;
  /** ISO time of the save. */
  at: string;
  /** Who saved it; null for the system (an import without a person). */
  userId: string | null;
  label?: string;
  /** Set on a revert: the version it brought back. */
  revertedTo?: number;
}

/** A page of the history, newest first; `total` is the element's latest version. */
export interface VersionPage {
  total: number;
  versions: VersionRow[];
}

export interface PropertyDiff {
  property: string;
  /** `null`: the property was not there. */
  before: unknown;
  after: unknown;
}

export interface MemberDiff {
  kind: MemberKind;
  memberId: string;
  status: 'added' | 'removed' | 'changed';
  name: string;
  /** Set when the member was renamed: its name in the earlier version. */
  previousName?: string;
  /** Set when the member's type changed (a variable's text → number, a template's text → docx). */
  retyped?: { from: unknown; to: unknown };
  properties: PropertyDiff[];
}

/** GET …/diff?from=&to=: what changed from version `from` to version `to`. */
export interface VersionDiff {
  from: number;
  to: number;
  /** The element's own properties, its name included. */
  element: PropertyDiff[];
  members: MemberDiff[];
}

/** A deleted element (GET /api/v2/types/deleted). */
export interface DeletedElement extends ElementListItem {
  kind: ElementKind;
  deletedAt: string;
  deletedBy: string | null;
}
