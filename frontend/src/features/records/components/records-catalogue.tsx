import { Box, Button, chakra, Flex, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useCatalogModel } from '../api/get-catalog-model.api';
import { useDeleteRecords } from '../api/delete-records.api';
import { useRecordUsers } from '../api/list-record-users.api';
import { useRecordsList } from '../api/list-records.api';
import { recordsKeys } from '../api/records.keys';
import { catalogTitle, createLabelOf, globalLabelOf } from '../model/catalog-texts';
import {
  chipLabel,
  encodeChips,
  MY_RECORDS_F,
  parseFilters,
  serverFilters,
  type RecordFilter,
} from '../model/record-filters';
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
import { DuplicatesDialog } from './duplicates/duplicates-dialog';
import { DeletedRecordsDialog } from './history/deleted-records-dialog';
import { ImportDialog } from './import/import-dialog';
import { FilterDialog } from './filter-dialog';
import { RecordDetailPanel } from './record-detail-panel';
import { RecordsList } from './records-list';
import { ToolbarMenu, type ToolbarMenuEntry } from './toolbar-menu';
import { useInProgressWatch } from './use-in-progress-watch';
import { useStoredFlag } from './use-stored-flag';

type Dialog = 'filter' | 'import' | 'duplicates' | 'deleted' | 'delete' | undefined;

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
  const [params, setParams] = useSearchParams();
  const f = params.get('f') ?? '';
  const s = params.get('s') ?? '';
  const [searchText, setSearchText] = useState(s);
  const debouncedSearch = useDebouncedValue(searchText);
  const chips = useMemo(() => parseFilters(f), [f]);
  const [sort, setSort] = useState<RecordsSort>(() =>
    readSort(window.localStorage, sortStorageKey(tenancy.name, catalog.name)),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState<string>();
  const [dialog, setDialog] = useState<Dialog>();
  const [panelOpen, setPanelOpen] = useStoredFlag(`records.panel.${tenancy.name}`, true);

  const updateParams = useCallback(
    (change: { f?: string; s?: string }) =>
      setParams(
        (was) => {
          const next = new URLSearchParams(was);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The workspace root's redirect asks for 'my records' with filter=myRecords: the catalogue speaks `f`.
  useEffect(() => {
    if (params.get('filter') !== 'myRecords') return;
    setParams(
      (was) => {
        const next = new URLSearchParams(was);
        next.delete('filter');
        if (!next.get('f')) next.set('f', MY_RECORDS_F);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  useEffect(() => {
    if (debouncedSearch.trim() !== s) updateParams({ s: debouncedSearch.trim() });
  }, [debouncedSearch]);
  // Back and forward change `s` under the box: show what the address says.
  useEffect(() => {
    if (s !== debouncedSearch.trim()) setSearchText(s);
  }, [s]);

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
    updateParams({ f: encodeChips([...chips, { ok: true, filter }]) });
    setDialog(undefined);
  };
  const removeChip = (index: number) => updateParams({ f: encodeChips(chips.filter((_, at) => at !== index)) });
  const clearFilters = () => {
    setSearchText('');
    updateParams({ f: '', s: '' });
  };
  const reloadList = () => void client.invalidateQueries({ queryKey: recordsKeys.lists(tenancy.name, catalog.name) });
  const closeDialog = () => setDialog(undefined);
  const filtered = s !== '' || chips.length > 0;
  const loadMore = useCallback(() => void list.fetchNextPage(), [list.fetchNextPage]);
  const chosenVisible = chosen !== undefined && records.some((record) => record._id === chosen) ? chosen : undefined;

  return (
    <Flex direction="column" h="calc(100vh - 60px)" minH="480px" px="6" py="4" gap="3" bg="gray.50">
      <Flex align="center" gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg" mr="2">
          {catalogTitle(catalog)}
        </Heading>
        <ToolbarMenu label={createLabelOf(catalog)} entries={menuEntries} solid />
        {globalEntries.length > 0 && <ToolbarMenu label={globalLabelOf(catalog)} entries={globalEntries} />}
        <Box flex="1" minW="220px" maxW="420px">
          <chakra.label htmlFor={searchId} srOnly>
            Search records
          </chakra.label>
          <Input
            id={searchId}
            type="search"
            size="sm"
            placeholder="Search records"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            bg="white"
            color="black"
            borderColor="gray.300"
          />
        </Box>
        {selected.size >= 2 && (
          <Button size="sm" colorPalette="red" bg="red.600" color="white" onClick={() => setDialog('delete')}>
            Delete records
          </Button>
        )}
        <Box flex="1" />
        <Button size="sm" variant="ghost" aria-pressed={panelOpen} onClick={() => setPanelOpen(!panelOpen)}>
          {panelOpen ? 'Hide details' : 'Show details'}
        </Button>
      </Flex>
      <HStack gap="2" flexWrap="wrap" as="ul" listStyleType="none" m="0" p="0" aria-label="Filters">
        {chips.map((chip, index) => {
          const label = chipLabel(chip, userName);
          return (
            <HStack
              as="li"
              key={`${index}-${label}`}
              gap="1"
              pl="3"
              pr="1"
              py="0.5"
              borderRadius="full"
              borderWidth="1px"
              bg={chip.ok ? 'white' : 'red.50'}
              borderColor={chip.ok ? 'gray.300' : 'red.300'}
              color={chip.ok ? 'gray.800' : 'red.700'}
              fontSize="sm"
              data-testid="filter-chip"
              title={chip.ok ? undefined : 'This filter cannot be read and is not applied.'}
            >
              <Text>{label}</Text>
              <chakra.button
                type="button"
                aria-label={`Remove filter ${label}`}
                w="6"
                h="6"
                borderRadius="full"
                _hover={{ bg: 'blackAlpha.100' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent' }}
                onClick={() => removeChip(index)}
              >
                ✕
              </chakra.button>
            </HStack>
          );
        })}
        <li>
          <Button size="xs" variant="outline" bg="white" borderStyle="dashed" onClick={() => setDialog('filter')}>
            + Add filter
          </Button>
        </li>
      </HStack>
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
      {dialog === 'filter' && (
        <FilterDialog
          users={users.data ?? []}
          usersLoading={users.isPending}
          apps={modelApps.map((app) => app.name)}
          onAdd={addFilter}
          onCancel={closeDialog}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete records"
          message="Are you sure you want to delete selected records?"
          subject={`${selected.size} records`}
          confirmLabel="Delete"
          onCancel={closeDialog}
          onConfirm={async () => {
            await deleteRecords.mutateAsync([...selected]);
            setSelected(new Set());
            setChosen(undefined);
            closeDialog();
          }}
        />
      )}
      {dialog === 'import' && (
        <ImportDialog
          tenancy={tenancy.name}
          catalog={catalog.name}
          onClose={() => {
            closeDialog();
            reloadList();
          }}
        />
      )}
      {dialog === 'duplicates' && (
        <DuplicatesDialog
          tenancy={tenancy.name}
          catalog={catalog.name}
          onClose={() => {
            closeDialog();
            reloadList();
          }}
        />
      )}
      {dialog === 'deleted' && (
        <DeletedRecordsDialog
          tenancy={tenancy.name}
          catalog={catalog.name}
          onClose={closeDialog}
          onRestored={reloadList}
        />
      )}
    </Flex>
  );
}

function EmptyState({ title, detail, children }: { title: string; detail: string; children?: React.ReactNode }) {
  return (
    <Stack
      align="center"
      justify="center"
      textAlign="center"
      gap="3"
      h="full"
      minH="260px"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p="8"
      role="status"
    >
      <Text fontSize="lg" fontWeight="semibold">
        {title}
      </Text>
      <Text color="gray.600" maxW="md">
        {detail}
      </Text>
      {children}
    </Stack>
  );
}
