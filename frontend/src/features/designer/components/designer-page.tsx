import { Box, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FullPageError } from '../../../components/ui/full-page-error';
import { LoadingPage } from '../../../components/ui/full-page-message';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useElements } from '../api/list-elements.api';
import { useSaveTypes } from '../api/save-types.api';
import type { ElementListItem } from '../model/designer.types';
import { designerPath } from '../model/designer-routes';
import { DesignerDialogs, type DesignerDialog } from './designer-dialogs';
import { ElementDesigner } from './element-designer';
import { ElementListPanel } from './element-list-panel';

/** The route's parts after /{tenancy}/types/: typeName, tab, memberName (001 §2), decoded by the router. */
function useDesignerRoute() {
  const { typeName, tab, memberName } = useParams();
  return { typeName, tab, memberName };
}

/**
 * /{tenancy}/types/… (001 §2): the ELEMENTS panel on the left and the element being designed. Administrators
 * only (the route is gated). Loads lazily: 'Loading...' while loading, 'Error: {message}' with Retry on failure.
 */
export default function DesignerPage({ tenancy }: { tenancy: Tenancy }) {
  const name = tenancy.name;
  const navigate = useNavigate();
  const { typeName, tab, memberName } = useDesignerRoute();
  const elements = useElements(name);
  const save = useSaveTypes(name);
  const [dialog, setDialog] = useState<DesignerDialog>();
  const [deleting, setDeleting] = useState<ElementListItem>();
  const list = elements.data ?? [];
  const current =
    typeName === undefined ? undefined : list.find((e) => e.name.toLowerCase() === typeName.toLowerCase());

  // A renamed element keeps its place: when its old name leaves the list, follow it to its new name.
  const lastShown = useRef<ElementListItem | undefined>(undefined);
  useEffect(() => {
    if (current) lastShown.current = current;
    else if (typeName !== undefined && lastShown.current) {
      const renamed = list.find((e) => e._id === lastShown.current?._id);
      if (renamed) navigate(designerPath(name, renamed.name, tab, memberName), { replace: true });
    }
  }, [current, list, typeName, tab, memberName, name, navigate]);

  if (elements.isPending) return <LoadingPage />;
  if (elements.isError)
    return <FullPageError message={elements.error.message} onRetry={() => void elements.refetch()} />;

  return (
    <Flex h="calc(100dvh - 53px)" minH="480px" align="stretch" overflow="hidden">
      <ElementListPanel
        tenancy={name}
        elements={list}
        currentId={current?._id}
        addons={tenancy.addons}
        onAdd={() => setDialog({ kind: 'new-element' })}
        onImport={() => setDialog({ kind: 'import' })}
        onExportAll={() => setDialog({ kind: 'export-all' })}
        onExportElement={(element) => setDialog({ kind: 'export-element', element })}
        onDeleteElement={setDeleting}
        onShowDeleted={() => setDialog({ kind: 'deleted' })}
      />
      <Box flex="1" minW="0" bg="app.background" overflow="hidden">
        {current ? (
          <ElementDesigner
            key={current._id}
            tenancy={tenancy}
            item={current}
            elements={list}
            tab={tab}
            memberName={memberName}
          />
        ) : (
          <Flex h="full" align="center" justify="center" p="8">
            <Box textAlign="center" maxW="md" bg="app.menu" color="app.menuText" p="8" borderRadius="md">
              {typeName !== undefined ? (
                <>
                  <Text fontWeight="semibold">There is no element named {typeName}.</Text>
                  <Text mt="2" fontSize="sm">
                    It may have been renamed or deleted.{' '}
                    <RouterLink to={designerPath(name)}>Back to the elements</RouterLink>
                  </Text>
                </>
              ) : list.length === 0 ? (
                <Text>This workspace has no data models yet. Add the first one with "Add a new element".</Text>
              ) : (
                <Text>Choose an element on the left to design it, or add a new one.</Text>
              )}
            </Box>
          </Flex>
        )}
      </Box>
      <DesignerDialogs
        tenancy={tenancy}
        dialog={dialog}
        elements={list}
        onClose={() => setDialog(undefined)}
        onCreated={(created) => navigate(designerPath(name, created))}
        onRestored={(restored) => navigate(designerPath(name, restored))}
      />
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.kind}`}
          message={`Are you sure you want to delete ${deleting.kind} ${deleting.name}?`}
          subject="It can be restored from Deleted elements, with its history."
          confirmLabel="Delete"
          onCancel={() => setDeleting(undefined)}
          onConfirm={async () => {
            await save.mutateAsync([
              { action: 'remove', kind: deleting.kind, _id: deleting._id, version: deleting.version },
            ]);
            setDeleting(undefined);
            if (deleting._id === current?._id) navigate(designerPath(name));
          }}
        />
      )}
    </Flex>
  );
}
