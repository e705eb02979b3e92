import type { ElementState } from '../element.state';
import { findMember } from '../element.state';
import type { PendingChange } from '../save-element-changes/pending-change';

/** A template's file as a save sets it: the file-store id (its sha256) the template will refer to. */
export interface TemplateFileRef {
  template: string;
  fileId: string;
}

export const templateFileNotHere = (template: string) =>
  `The file of template ${template} was not uploaded here: upload it again.`;

/**
 * The files one element's changes point its templates at (a template added with `filepath`, or one whose
 * `filepath` is set): the handler checks each is in the file store, so no saved template names bytes this server
 * does not have. A `filepath` of `null` removes the file and names nothing.
 */
export function templateFileRefs(changes: readonly PendingChange[], state: ElementState): TemplateFileRef[] {
  const refs: TemplateFileRef[] = [];
  for (const change of changes) {
    if ((change.action !== 'add' && change.action !== 'update') || change.kind !== 'template') continue;
    const set = change.action === 'add' ? change.member : change.set;
    const fileId = set.filepath;
    if (fileId === undefined || fileId === null) continue;
    const current = change.action === 'update' ? findMember(state, 'template', { id: change.memberId }) : undefined;
    const named =
      typeof set.name === 'string' ? set.name : (current?.name ?? (change.action === 'update' ? change.memberId : ''));
    refs.push({ template: named, fileId: String(fileId) });
  }
  return refs;
}
