import type { OpenedRecord } from './record.types';

/**
 * How the detail panel names the person a record's external access is open for (002 §3 extUserID): their name and
 * mail, else whichever of them the server knows, else the id (a user deleted since). Null while access is closed.
 */
export function externalAccessHolder(record: Pick<OpenedRecord, 'extUserID' | 'extUser'>): string | null {
  if (!record.extUserID) return null;
  const name = record.extUser?.name?.trim();
  const mail = record.extUser?.mail?.trim();
  if (name && mail) return `${name} (${mail})`;
  return name || mail || `the user ${record.extUserID}`;
}
