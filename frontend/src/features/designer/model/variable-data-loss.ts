/**
 * 001 §2, §5: a variable's shape (its name, type, list flag and model) is what existing records' data is stored
 * under. Changing it may orphan that data: the editor warns, and the change marks the variable `wasChanged`.
 */
import type { Member } from './designer.types';

export const DATA_LOSS_WARNING =
  "Changes to a variable's name or type can cause data loss because the changes are not applied to existing records.";

/** Properties whose change may orphan existing records' data: they set `wasChanged` and show the warning. */
export const SHAPE_PROPERTIES = ['name', 'type', 'isList', 'typeName', 'typeDef'] as const;

/** 001 §2: the warning shows once the name, type or list flag differs from what was saved (not for a new one). */
export function showsDataLossWarning(member: Member, saved: Member | undefined, draftName?: string): boolean {
  if (!saved) return false;
  const name = draftName ?? member.name;
  return (
    name !== saved.name ||
    (member.type ?? null) !== (saved.type ?? null) ||
    (member.isList === true) !== (saved.isList === true) ||
    (member.typeDef ?? null) !== (saved.typeDef ?? null)
  );
}
