import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FullPageError } from '../../../components/ui/full-page-error';
import { LoadingPage } from '../../../components/ui/full-page-message';
import { useLeaveGuard } from '../../../lib/navigation/leave-guard';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { catalogsKeys } from '../api/catalogs.keys';
import { useDeleteCatalog } from '../api/delete-catalog.api';
import { useItemTypes } from '../api/list-item-types.api';
import { useCatalogs } from '../api/list-catalogs.api';
import { useSaveCatalogs } from '../api/save-catalogs.api';
import { useSynchronizeCatalogs } from '../api/synchronize-catalogs.api';
import { catalogSaveMachine, type SaveRequest } from '../machines/catalog-save.machine';
import {
  catalogHasEdits,
  editedCatalogs,
  forgetCatalog,
  hasUnsavedEdits,
  moveCatalog,
  NO_EDITS,
  patchCatalog,
  savePayload,
  type CatalogEdits,
} from '../model/catalog-edits';
import type { Catalog } from '../model/catalog.types';
import { syncOfferAfterSave } from '../model/sync-offer';
import { CatalogDetails } from './catalog-details';
import { CatalogListPanel } from './catalog-list-panel';
import { LeaveDialog } from './leave-dialog';
import { NewCatalogDialog } from './new-catalog-dialog';
import { SyncDialog } from './sync-dialog';

/**
 * /{tenancy}/catalogs (002 §2.2; the seed names no route): the catalog administration, for administrators (the
 * route is gated). DATA CATALOGS on the left, the chosen catalog's details on the right. Every edit is held as
 * unsaved until Save sends them all at once (002 §4); leaving with unsaved edits asks first.
 */
export default function CatalogsPage({ tenancy }: { tenancy: Tenancy }) {
  const name = tenancy.name;
  const navigate = useNavigate();
  const client = useQueryClient();
  const catalogs = useCatalogs(name);
  const types = useItemTypes(name);
  const save = useSaveCatalogs(name);
  const synchronize = useSynchronizeCatalogs(name);
  const remove = useDeleteCatalog(name);
  const [edits, setEdits] = useState<CatalogEdits>(NO_EDITS);
  const [selectedId, setSelectedId] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Catalog>();

  const saved = useMemo(() => catalogs.data ?? [], [catalogs.data]);
  const shown = useMemo(() => editedCatalogs(saved, edits), [saved, edits]);
  const unsaved = hasUnsavedEdits(saved, edits);
  const unsavedIds = useMemo(
    () => new Set(saved.filter((catalog) => catalogHasEdits(catalog, edits)).map((catalog) => catalog._id)),
    [saved, edits],
  );
  const current = shown.find((catalog) => catalog._id === selectedId) ?? shown[0];

  const [state, send] = useMachine(
    catalogSaveMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: SaveRequest }) => {
          const answered = await save.mutateAsync(input.collections);
          const parentSave = input.collections.find((each) => each._id === input.parentId);
          setEdits(NO_EDITS);
          return input.parentId === undefined
            ? null
            : syncOfferAfterSave(input.parentId, parentSave?.appOptions !== undefined, answered);
        }),
        synchronize: fromPromise(({ input }) => synchronize.mutateAsync(input)),
      },
      actions: { discard: () => setEdits(NO_EDITS) },
    }),
  );
  const saveRequest = (): SaveRequest => ({ collections: savePayload(saved, edits), parentId: current?._id });
  /** Runs `proceed` now, or after 'Save changes?' is answered while something is unsaved. */
  const leaveThen = (proceed: () => void) => (unsaved ? send({ type: 'LEAVE', proceed }) : proceed());
  useLeaveGuard(unsaved, leaveThen);

  if (catalogs.isPending) return <LoadingPage />;
  if (catalogs.isError)
    return <FullPageError message={catalogs.error.message} onRetry={() => void catalogs.refetch()} />;

  const itemType = current?.type ? types.data?.find((type) => type._id === current.type?._id) : undefined;
  const asking = state.matches('askingToLeave') || (state.matches('saving') && !!state.context.pendingLeave);

  return (
    <Flex h="calc(100dvh - 60px)" minH="480px" align="stretch" overflow="hidden">
      <CatalogListPanel
        catalogs={shown}
        currentId={current?._id}
        unsavedIds={unsavedIds}
        onSelect={(catalog) => catalog._id !== current?._id && leaveThen(() => setSelectedId(catalog._id))}
        onMove={(catalog, step) => setEdits((was) => moveCatalog(saved, was, catalog._id, step))}
        onDelete={setDeleting}
        onAdd={() => setAdding(true)}
      />
      <Box flex="1" minW="0" overflowY="auto" bg="app.background">
        {current ? (
          <CatalogDetails
            key={current._id}
            tenancy={tenancy}
            catalog={current}
            itemType={itemType}
            unsaved={unsaved}
            saving={state.matches('saving')}
            saveError={state.context.error}
            onChange={(change) => setEdits((was) => patchCatalog(was, current._id, change))}
            onSave={() => send({ type: 'SAVE', request: saveRequest() })}
            onRevert={() => setEdits(NO_EDITS)}
            onReload={() => {
              send({ type: 'DISMISS_ERROR' });
              void client.invalidateQueries({ queryKey: catalogsKeys.all(name) });
            }}
            onDismissError={() => send({ type: 'DISMISS_ERROR' })}
            onOpenType={(path) => leaveThen(() => navigate(path))}
          />
        ) : (
          <Flex h="full" align="center" justify="center" p="8">
            <Box
              textAlign="center"
              maxW="md"
              bg="app.menu"
              color="app.menuText"
              p="8"
              borderRadius="md"
              borderWidth="1px"
              borderColor="gray.200"
            >
              <Heading as="h2" size="md">
                No catalogs yet…
              </Heading>
              <Text mt="2" fontSize="sm">
                A catalog keeps the records of one model, and the apps people run on them. Add the first one.
              </Text>
              <Button mt="5" bg="app.widget" color="app.widgetText" onClick={() => setAdding(true)}>
                Add a new catalog
              </Button>
            </Box>
          </Flex>
        )}
      </Box>

      {adding && (
        <NewCatalogDialog
          tenancy={name}
          catalogs={saved}
          types={types.data ?? []}
          onCancel={() => setAdding(false)}
          onCreated={(created) => {
            setAdding(false);
            setSelectedId(created._id);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete collection"
          message="Are you sure you want to delete this collection? It leaves every list, and its name is free again."
          subject={deleting.name}
          confirmLabel="Delete"
          onCancel={() => setDeleting(undefined)}
          onConfirm={async () => {
            await remove.mutateAsync(deleting._id);
            setEdits((was) => forgetCatalog(was, deleting._id));
            if (deleting._id === current?._id) setSelectedId(undefined);
            setDeleting(undefined);
          }}
        />
      )}
      {asking && (
        <LeaveDialog
          saving={state.matches('saving')}
          onSave={() => send({ type: 'SAVE_AND_CONTINUE', request: saveRequest() })}
          onLeave={() => send({ type: 'LEAVE_WITHOUT_SAVING' })}
          onStay={() => send({ type: 'STAY' })}
        />
      )}
      {state.context.syncOffer && (state.matches('offeringSync') || state.matches('synchronizing')) && (
        <SyncDialog
          offer={state.context.syncOffer}
          busy={state.matches('synchronizing')}
          onApply={(request) => send({ type: 'APPLY_SYNC', request })}
          onSkip={() => send({ type: 'SKIP_SYNC' })}
        />
      )}
    </Flex>
  );
}
