import { Box, Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useCatalogModel } from '../api/get-catalog-model.api';
import { useDeleteRecords } from '../api/delete-records.api';
import { useRecordUsers } from '../api/list-record-users.api';
import { useRecordsList } from '../api/list-records.api';
import { recordsKeys } from '../api/records.keys';
import { catalogTitle, createLabelOf, globalLabelOf } from '../model/catalog-texts';
import { serverFilters, type RecordFilter } from '../model/record-filters';
import { sortApps } from '../model/record-apps';
import {
  cycleSort,
  readSort,
  sortParam,
  sortStorageKey,
  writeSort,
  type RecordsSort,
  type SortField,
} from '../model/records-sort';
import type { RecordsCatalog } from '../model/record.types';
import { RecordDetailPanel } from './record-detail-panel';
import { RecordsDialogs, type RecordsDialog } from './records-dialogs';
import { EmptyState } from './records-empty-state';
import { RecordsList } from './records-list';
import { FilterChips, RecordsToolbar } from './records-toolbar';
import type { ToolbarMenuEntry } from './toolbar-menu';
import { useInProgressWatch } from './use-in-progress-watch';
import { useRecordsAddress } from './use-records-address';
import { useStoredFlag } from './use-stored-flag';

/** 002 §2.1: the records catalogue of one catalog. Search and filters live in the address (`s`, `f`). */
export function RecordsCatalogue({
  tenancy,
  user,
  catalog,
}: {
  tenancy: Tenancy;
  user: SessionUser;
  catalog: RecordsCatalog;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const searchId = useId();
  const [sort, setSort] = useState<RecordsSort>(() =>
    readSort(window.localStorage, sortStorageKey(tenancy.name, catalog.name)),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState<string>();
  const [dialog, setDialog] = useState<RecordsDialog>();
  const [panelOpen, setPanelOpen] = useStoredFlag(`records.panel.${tenancy.name}`, true);
  const { s, chips, searchText, setSearchText, addFilter: addChip, removeChip, clearFilters } = useRecordsAddress();

  const listParams = { s, f: serverFilters(chips), sort: sortParam(sort) ?? '' };
  const list = useRecordsList(tenancy.name, catalog.name, listParams);
  const records = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  useInProgressWatch(tenancy.name, catalog.name, records);

  const modelFromCatalog = catalog.type?.apps !== undefined;
  const model = useCatalogModel(tenancy.name, catalog.type?._id, !modelFromCatalog && user.isAdmin === true);
  const modelApps = sortApps(catalog.type?.apps ?? model.data?.apps ?? []);
  const globals = (catalog.type?.properties ?? model.data?.properties ?? []).filter(
    (property) => property.type === 'global',
  );
  const disabledApps = new Set(catalog.appOptions.filter((o) => o.isDisabled && !o.globalTarget).map((o) => o.appName));
  const enabledApps = modelApps.filter((app) => !disabledApps.has(app.name));
  const users = useRecordUsers(
    tenancy.name,
    catalog.name,
    dialog === 'filter' ||
      chips.some((chip) => chip.ok && (chip.filter.key === 'edited_by' || chip.filter.key === 'lastmod_by')),
  );
  const userName = (id: string) => users.data?.find((each) => each._id === id)?.name;
  const deleteRecords = useDeleteRecords(tenancy.name, catalog.name);

  const base = `/${tenancy.name}/${encodeURIComponent(catalog.name)}`;
  const createEntries: ToolbarMenuEntry[] = enabledApps.map((app) => ({
    label: app.label?.trim() || app.name,
    onSelect: () => navigate(`${base}/${encodeURIComponent(app.name)}`),
  }));
  const menuEntries: ToolbarMenuEntry[] = [
    ...createEntries,
    { label: 'Import JSON or CSV', onSelect: () => setDialog('import'), separated: createEntries.length > 0 },
    ...(tenancy.addons.includes('dev') ? [{ label: 'Clear duplicates', onSelect: () => setDialog('duplicates') }] : []),
    { label: 'Deleted records', onSelect: () => setDialog('deleted') },
  ];
  const globalEntries: ToolbarMenuEntry[] = globals.map((property) => {
    const option = catalog.appOptions.find((each) => each.globalTarget === property.name);
    const appName = option?.appName ?? property.name;
    return {
      label: property.name,
      onSelect: () =>
        navigate(
          `${base}/${encodeURIComponent(property.name)}/${encodeURIComponent(appName)}?appLabel=${encodeURIComponent(property.name)}`,
        ),
    };
  });

  const select = (id: string, toggle: boolean) => {
    setChosen(id);
    setSelected((was) => {
      if (!toggle) return new Set([id]);
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const onSort = (field: SortField) => {
    const next = cycleSort(sort, field);
    writeSort(window.localStorage, sortStorageKey(tenancy.name, catalog.name), next);
    setSort(next);
  };
  const addFilter = (filter: RecordFilter) => {
    addChip(filter);
    setDialog(undefined);
  };
  const reloadList = () => void client.invalidateQueries({ queryKey: recordsKeys.lists(tenancy.name, catalog.name) });
  const closeDialog = () => setDialog(undefined);
  const filtered = s !== '' || chips.length > 0;
  const loadMore = useCallback(() => void list.fetchNextPage(), [list.fetchNextPage]);
  const chosenVisible = chosen !== undefined && records.some((record) => record._id === chosen) ? chosen : undefined;

  return (
    <Flex direction="column" h="calc(100vh - 60px)" minH="480px" px="6" py="4" gap="3" bg="gray.50">
      <RecordsToolbar
        searchId={searchId}
        title={catalogTitle(catalog)}
        createLabel={createLabelOf(catalog)}
        menuEntries={menuEntries}
        globalLabel={globalLabelOf(catalog)}
        globalEntries={globalEntries}
        searchText={searchText}
        onSearchText={setSearchText}
        selectedCount={selected.size}
        onDeleteRecords={() => setDialog('delete')}
        panelOpen={panelOpen}
        onPanelOpen={setPanelOpen}
      />
      <FilterChips chips={chips} userName={userName} onRemove={removeChip} onAdd={() => setDialog('filter')} />
      <Flex flex="1" minH="0" gap="4">
        <Box flex="1" minW="0" h="full">
          {list.isPending ? (
            <Flex justify="center" py="16">
              <Spinner size="lg" />
            </Flex>
          ) : list.isError ? (
            <EmptyState title="The records could not be loaded." detail="Check the filters, or try again in a moment.">
              <Button size="sm" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </EmptyState>
          ) : records.length === 0 && !filtered ? (
            <EmptyState
              title="No records yet"
              detail="Create the first record with one of the catalog's apps, or import them."
            >
              <HStack flexWrap="wrap" justify="center">
                {createEntries.map((entry) => (
                  <Button key={entry.label} size="sm" bg="app.widget" color="app.widgetText" onClick={entry.onSelect}>
                    {entry.label}
                  </Button>
                ))}
                <Button size="sm" variant="outline" bg="white" onClick={() => setDialog('import')}>
                  Import JSON or CSV
                </Button>
              </HStack>
            </EmptyState>
          ) : records.length === 0 ? (
            <EmptyState
              title="No records match the search or filters."
              detail="Change them, or clear them to see every record."
            >
              <Button size="sm" variant="outline" bg="white" onClick={clearFilters}>
                Clear filters
              </Button>
            </EmptyState>
          ) : (
            <RecordsList
              records={records}
              sort={sort}
              onSort={onSort}
              selected={selected}
              chosen={chosenVisible}
              onSelect={select}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={loadMore}
            />
          )}
        </Box>
        {panelOpen && (
          <Box
            as="aside"
            aria-label="Record details"
            w={{ base: '320px', xl: '420px' }}
            flexShrink={0}
            overflowY="auto"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            borderRadius="md"
            p="5"
          >
            {chosenVisible ? (
              <RecordDetailPanel
                tenancy={tenancy.name}
                catalog={catalog}
                recordId={chosenVisible}
                userId={user._id}
                modelApps={modelApps}
                onOpenApp={(recordId, appName) =>
                  navigate(`${base}/${encodeURIComponent(recordId)}/${encodeURIComponent(appName)}`)
                }
              />
            ) : (
              <Text color="gray.600" textAlign="center" mt="10">
                Choose a record to see its details.
              </Text>
            )}
          </Box>
        )}
      </Flex>
      <RecordsDialogs
        dialog={dialog}
        onClose={closeDialog}
        tenancy={tenancy.name}
        catalog={catalog.name}
        users={users.data ?? []}
        usersLoading={users.isPending}
        apps={modelApps.map((app) => app.name)}
        onAddFilter={addFilter}
        selectedCount={selected.size}
        onDeleteSelected={async () => {
          await deleteRecords.mutateAsync([...selected]);
          setSelected(new Set());
          setChosen(undefined);
          closeDialog();
        }}
        reloadList={reloadList}
      />
    </Flex>
  );
}
