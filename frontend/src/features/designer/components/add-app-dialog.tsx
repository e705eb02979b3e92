import type { Member } from '../model/designer.types';
import { AddMemberDialog } from './add-member-dialog';

/** 001 §3's add payload of a new app: no screens yet, the app template first, documents generated. */
export const newApp = (name: string) => ({
  name,
  screens: [],
  templates: [''],
  generateDocs: true,
  enableApp: true,
  extUsers: false,
  isUpdateCollections: false,
});

/** 001 §2: "Add a new app" (width 510). */
export function AddAppDialog({
  members,
  onAdd,
  onCancel,
}: {
  members: readonly Member[];
  onAdd(properties: ReturnType<typeof newApp>): void;
  onCancel(): void;
}) {
  return (
    <AddMemberDialog
      kind="app"
      title="Add a new app"
      width="510px"
      members={members}
      onAdd={(name) => onAdd(newApp(name))}
      onCancel={onCancel}
    />
  );
}
