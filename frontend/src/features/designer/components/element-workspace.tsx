import { Box, chakra, Flex, Grid, GridItem, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { designerKeys } from '../api/designer.keys';
import { fetchElement } from '../api/get-element.api';
import { useCatalogsUsingModel } from '../api/list-catalogs.api';
import { reorderApps } from '../api/reorder-apps.api';
import { saveTypes } from '../api/save-types.api';
import { copyMoveItems } from '../model/copy-move';
import {
  membersOf,
  type ElementListItem,
  type ElementView,
  type Member,
  type MemberKind,
} from '../model/designer.types';
import {
  designerPath,
  KIND_SEGMENT,
  TAB_KIND,
  TAB_LABEL,
  TABS,
  tabOf,
  type DesignerTab,
} from '../model/designer-routes';
import { orderMembers } from '../model/element-order';
import { defaultLayoutMember } from '../model/layout/layout-sync';
import { DEFAULT_LAYOUT_NAME } from '../model/layout/layout.types';
import { keyChange } from '../model/member-selection';
import { isPendingRemoval, pendingStatus } from '../pending/pending-changes';
import { newTempId, usePendingChanges } from '../pending/use-pending-changes';
import { ElementFrame } from './element-frame';
import { MemberDialogs, type MemberDialog } from './member-dialogs';
import { MemberDetail } from './member-detail';
import { MemberList } from './member-list';
import { QueryWorkspace } from './query-form/query-workspace';
import { TableWorkspace } from './table-form/table-workspace';
import { leaveBlocked, leaveThen } from '../../../lib/navigation/leave-guard';

/** 001 §2: the apps tab exists only for a standard model. */
const tabsOf = (element: ElementView): DesignerTab[] =>
  TABS.filter((tab) => tab !== 'apps' || element.kind === 'model');

/**
 * An element being designed (001 §2): its header, its tabs, the member list (3 of 12 columns) and the selected
 * member's editor (9 of 12), and the details panel (history, variables). Every edit is a pending change until
 * "Save changes to types".
 */
export function ElementWorkspace({
  tenancy,
  element,
  elements,
  tab: tabSegment,
  memberName,
}: {
  tenancy: Tenancy;
  element: ElementView;
  elements: readonly ElementListItem[];
  tab?: string;
  memberName?: string;
}) {
  const name = tenancy.name;
  const navigate = useNavigate();
  const client = useQueryClient();
  const pending = usePendingChanges(name, element);
  const catalogsUsingModel = useCatalogsUsingModel(name, element._id);
  const [dialog, setDialog] = useState<MemberDialog>();
  // The id the default layout will have once its first edit adds it, so its editor stays mounted through that edit.
  const [defaultLayoutId] = useState(newTempId);
  const { elementLoaded } = pending;
  useEffect(() => elementLoaded(element), [element, elementLoaded]);

  // 001 §2 "Table model form": a table is edited as a grid, not through member tabs.
  if (element.kind === 'table') {
    return <TableWorkspace tenancy={tenancy} element={element} elements={elements} pending={pending} />;
  }
  // 001 §2 "Query model form": a query is its provider, source, parameters and filters, not member tabs.
  if (element.kind === 'query') {
    return <QueryWorkspace tenancy={tenancy} element={element} elements={elements} pending={pending} />;
  }

  const preview = pending.preview;
  const tab = tabOf(tabSegment);
  if (tab === undefined || !tabsOf(element).includes(tab)) {
    return <Navigate to={designerPath(name, element.name, 'properties')} replace />;
  }
  const kind = TAB_KIND[tab];
  const members = membersOf(preview, kind);
  // 001 §4: a model without a layout shows its default one; the first edit adds it (see onChange below).
  const defaultLayout =
    kind === 'layout' && members.length === 0 && (memberName === undefined || memberName === DEFAULT_LAYOUT_NAME)
      ? defaultLayoutMember(membersOf(preview, 'variable'), defaultLayoutId)
      : undefined;
  const selected =
    defaultLayout ??
    (memberName !== undefined
      ? members.find((member) => member.name.toLowerCase() === memberName.toLowerCase())
      : orderMembers(members)[0]);
  const savedMember = selected && membersOf(element, kind).find((member) => member._id === selected._id);
  const routeTo = (member?: Member, to: MemberKind = kind) =>
    navigate(designerPath(name, element.name, KIND_SEGMENT[to], member?.name));

  /** A change written straight away (copy, move, reorder): the list moves on to the version it made. */
  const afterOwnSave = async (forget: readonly string[]) => {
    const latest = await fetchElement(name, element.kind, element._id);
    pending.ownSave(latest.version, forget);
    client.setQueryData(designerKeys.element(name, element._id), latest);
    await client.invalidateQueries({ queryKey: designerKeys.all(name) });
  };

  return (
    <ElementFrame
      tenancy={tenancy}
      element={element}
      elements={elements}
      pending={pending}
      nav={
        <Flex as="nav" aria-label="Member kinds" gap="1" px="6" pt="3" borderBottomWidth="1px" borderColor="gray.300">
          {tabsOf(element).map((candidate) => {
            const active = candidate === tab;
            return (
              <chakra.a
                key={candidate}
                asChild
                px="4"
                py="2"
                fontSize="sm"
                fontWeight={active ? 'semibold' : 'normal'}
                borderBottomWidth="3px"
                borderBottomColor={active ? 'app.accent' : 'transparent'}
                _hover={{ bg: 'blackAlpha.50' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent' }}
              >
                <RouterLink
                  to={designerPath(name, element.name, candidate === 'properties' ? 'variables' : candidate)}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event) => {
                    // 001 §2: switching tabs with an unsaved template profile asks first.
                    if (!leaveBlocked()) return;
                    event.preventDefault();
                    const to = designerPath(name, element.name, candidate === 'properties' ? 'variables' : candidate);
                    leaveThen(() => navigate(to));
                  }}
                >
                  {TAB_LABEL[candidate]} ({membersOf(preview, TAB_KIND[candidate]).length})
                </RouterLink>
              </chakra.a>
            );
          })}
        </Flex>
      }
      after={
        <MemberDialogs
          dialog={dialog}
          element={preview}
          elements={elements}
          addons={tenancy.addons}
          onClose={() => setDialog(undefined)}
          onAdd={(memberKind, properties) => {
            pending.edit({ op: 'add', kind: memberKind, properties, tempId: newTempId() });
            setDialog(undefined);
            routeTo({ _id: '', name: properties.name }, memberKind);
          }}
          onDelete={(memberKind, chosen) => {
            chosen.forEach((member) => pending.edit({ op: 'remove', kind: memberKind, memberId: member._id }));
            setDialog(undefined);
            routeTo(undefined, memberKind);
          }}
          onCopyMove={async (memberKind, chosen, move, choice) => {
            const target = await fetchElement(name, choice.target.kind, choice.target._id);
            const items = copyMoveItems({
              kind: memberKind,
              members: chosen,
              source: element,
              target,
              existingWins: choice.existingWins,
              move,
            });
            if (items.length > 0) await saveTypes(name, items);
            // Members that left this element take their pending edits with them (their copy carried them).
            await afterOwnSave(move ? chosen.map((member) => member._id) : []);
            setDialog(undefined);
            if (choice.redirect) navigate(designerPath(name, choice.target.name, KIND_SEGMENT[memberKind]));
          }}
          onReorder={async (ids) => {
            await reorderApps(name, element._id, ids);
            await afterOwnSave([]);
            setDialog(undefined);
          }}
        />
      }
    >
      <Grid templateColumns="repeat(12, minmax(0, 1fr))" flex="1" minW="0" minH="0">
        <GridItem colSpan={3} bg="app.menu" color="app.menuText" borderRightWidth="1px" borderColor="gray.200" minH="0">
          <MemberList
            key={tab}
            kind={kind}
            members={members}
            selectedName={selected?.name}
            elementKey={preview.key}
            editable={pending.editable}
            statusOf={(member) => pendingStatus(pending.list, member._id)}
            actions={{
              onSelect: (member) => leaveThen(() => routeTo(member)),
              onAdd: () => setDialog({ kind: 'add', memberKind: kind }),
              onDelete: (chosen) =>
                chosen.every((member) => isPendingRemoval(pending.list, member._id))
                  ? chosen.forEach((member) => pending.edit({ op: 'remove', kind, memberId: member._id }))
                  : setDialog({ kind: 'delete', memberKind: kind, members: chosen }),
              onCopy: (chosen) => setDialog({ kind: 'copy', memberKind: kind, members: chosen, move: false }),
              onMove: (chosen) => setDialog({ kind: 'copy', memberKind: kind, members: chosen, move: true }),
              onToggleKey: (member) =>
                pending.edit({ op: 'element', kind: element.kind, set: keyChange(preview, member) }),
              onReorder: () => setDialog({ kind: 'reorder' }),
            }}
          />
        </GridItem>
        <GridItem colSpan={9} overflowY="auto" minH="0" p="6">
          {selected ? (
            <Box bg="app.menu" color="app.menuText" borderRadius="md" p="6">
              <MemberDetail
                key={selected._id}
                tenancy={name}
                kind={kind}
                element={preview}
                member={selected}
                saved={savedMember}
                elements={elements}
                addons={tenancy.addons}
                registration={tenancy.settings.isRegistration === true}
                catalogsUsingModel={catalogsUsingModel}
                onOwnSave={(version) => pending.ownSave(version, [])}
                disabled={!pending.editable || isPendingRemoval(pending.list, selected._id)}
                pendingRemoval={isPendingRemoval(pending.list, selected._id)}
                onChange={(set) => {
                  if (!defaultLayout) return pending.edit({ op: 'update', kind, memberId: selected._id, set });
                  const { _id: tempId, ...properties } = defaultLayout;
                  pending.edit({ op: 'add', kind, properties: { ...properties, ...set }, tempId });
                }}
              />
            </Box>
          ) : (
            <Text color="gray.600" p="4">
              {memberName !== undefined
                ? `There is no ${kind} named ${memberName} in ${element.name}.`
                : `${element.name} has no ${TAB_LABEL[tab].toLowerCase()} yet.`}
            </Text>
          )}
        </GridItem>
      </Grid>
    </ElementFrame>
  );
}
