import type { ReadModels } from '@app/projections';
import { notFound } from '../../shared/domain/domain-error';
import type { Projections } from '../../shared/projections/projections';
import { groupNotFound } from './group-rules';
import { GROUPS, GROUPS_PROJECTOR, groupDocId, type GroupDoc } from './groups.projector';

/** A group as GET /api/groups lists it (002 §3 Group: _id, name; members and version added). */
export interface GroupView {
  _id: string;
  name: string;
  members: string[];
  /** Send it back with an edit: a group changed by someone else since is a 409. */
  version: number;
}

export const toGroupView = (doc: GroupDoc): GroupView => ({
  _id: doc.groupId,
  name: doc.name,
  members: doc.members,
  version: doc.version,
});

const groups = (readModels: ReadModels) => readModels.reader(GROUPS_PROJECTOR);

/** The workspace's live groups, by name. */
export async function listGroupViews(readModels: ReadModels, tenant: string): Promise<GroupView[]> {
  const docs = (await groups(readModels).find(GROUPS, {
    where: { tenant },
    sort: [{ field: 'nameLower', direction: 'asc' }],
  })) as GroupDoc[];
  return docs.map(toGroupView);
}

export async function findGroupView(readModels: ReadModels, tenant: string, groupId: string) {
  const doc = (await groups(readModels).get(GROUPS, groupDocId(tenant, groupId))) as GroupDoc | null;
  return doc && doc.tenant === tenant ? toGroupView(doc) : null;
}

/** The group once the read model shows `position` (the answers of POST and PUT show the write at once). */
export async function groupViewAfter(
  runner: Projections,
  readModels: ReadModels,
  tenant: string,
  groupId: string,
  position: number,
): Promise<GroupView & { position: number }> {
  await runner.waitFor(position, 5000, { projectors: [GROUPS_PROJECTOR] });
  const view = await findGroupView(readModels, tenant, groupId);
  if (!view) throw notFound(groupNotFound(groupId));
  return { ...view, position };
}
