import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { RecordFilter } from '../model/record-filters';
import type { RecordUser } from '../model/record.types';
import { DuplicatesDialog } from './duplicates/duplicates-dialog';
import { FilterDialog } from './filter-dialog';
import { DeletedRecordsDialog } from './history/deleted-records-dialog';
import { ImportDialog } from './import/import-dialog';

/** The dialog the records catalogue has open. */
export type RecordsDialog = 'filter' | 'import' | 'duplicates' | 'deleted' | 'delete' | undefined;

/**
 * The records catalogue's open dialog: add a filter, delete the selected records, import, clear duplicates, the
 * deleted records. Import and clear duplicates reload the list when they close; restoring a record reloads it.
 */
export function RecordsDialogs({
  dialog,
  onClose,
  tenancy,
  catalog,
  users,
  usersLoading,
  apps,
  onAddFilter,
  selectedCount,
  onDeleteSelected,
  reloadList,
}: {
  dialog: RecordsDialog;
  onClose(): void;
  tenancy: string;
  catalog: string;
  users: RecordUser[];
  usersLoading: boolean;
  apps: string[];
  onAddFilter(filter: RecordFilter): void;
  selectedCount: number;
  /** Deletes the selected records and closes the dialog. */
  onDeleteSelected(): Promise<void>;
  reloadList(): void;
}) {
  return (
    <>
      {dialog === 'filter' && (
        <FilterDialog users={users} usersLoading={usersLoading} apps={apps} onAdd={onAddFilter} onCancel={onClose} />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete records"
          message="Are you sure you want to delete selected records?"
          subject={`${selectedCount} records`}
          confirmLabel="Delete"
          onCancel={onClose}
          onConfirm={onDeleteSelected}
        />
      )}
      {dialog === 'import' && (
        <ImportDialog
          tenancy={tenancy}
          catalog={catalog}
          onClose={() => {
            onClose();
            reloadList();
          }}
        />
      )}
      {dialog === 'duplicates' && (
        <DuplicatesDialog
          tenancy={tenancy}
          catalog={catalog}
          onClose={() => {
            onClose();
            reloadList();
          }}
        />
      )}
      {dialog === 'deleted' && (
        <DeletedRecordsDialog tenancy={tenancy} catalog={catalog} onClose={onClose} onRestored={reloadList} />
      )}
    </>
  );
}
