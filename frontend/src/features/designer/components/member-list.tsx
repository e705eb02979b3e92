import { Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { Member, MemberKind } from '../model/designer.types';
import { orderMembers } from '../model/element-order';
import { canBeKey, clickSelection, type Selection } from '../model/member-selection';
import type { PendingStatus } from '../pending/pending-changes';
import { ActionMenu, type MenuAction } from '../../../components/ui/action-menu';

export interface MemberListActions {
  onSelect(member: Member): void;
  onAdd(): void;
  onDelete(members: Member[]): void;
  onCopy(members: Member[]): void;
  onMove(members: Member[]): void;
  /** Variables only: Set key / Clear key. */
  onToggleKey?(member: Member): void;
  /** Apps only: the Reorder dialog. */
  onReorder?(): void;
}

const ADD_LABEL: Record<MemberKind, string> = {
  variable: 'Add a new variable',
  formula: 'Add a new formula',
  template: 'Add a new template',
  app: 'Add a new app',
  layout: 'Add a new layout',
};

function memberType(member: Member): string {
  const type = typeof member.typeName === 'string' && member.typeName ? member.typeName : member.type;
  if (typeof type !== 'string' || !type) return '';
  return member.isList === true ? `list of ${type}` : type;
}

/**
 * 001 §2 "Member list" of a tab: search, multi-select (click, ctrl/meta-click, shift-click), the multi-selection
 * menu (Copy, Move, Delete) when more than one member is selected, and each member's menu. Pending additions are
 * highlighted until hovered; pending changes are marked; pending removals are struck through (deleting one
 * again cancels its removal).
 */
export function MemberList({
  kind,
  members,
  selectedName,
  elementKey,
  editable,
  statusOf,
  actions,
}: {
  kind: MemberKind;
  members: readonly Member[];
  selectedName?: string;
  /** The element's key (a variable's name), marked in the variables list. */
  elementKey?: unknown;
  editable: boolean;
  statusOf(member: Member): PendingStatus | undefined;
  actions: MemberListActions;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const [selection, setSelection] = useState<Selection>({ ids: [] });
  const [hovered, setHovered] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => {
    const needle = debounced.trim().toLowerCase();
    return orderMembers(members).filter((member) => !needle || member.name.toLowerCase().includes(needle));
  }, [members, debounced]);
  const order = shown.map((member) => member._id);
  const chosen = shown.filter((member) => selection.ids.includes(member._id));
  const many = chosen.length > 1;

  const memberActions = (member: Member): MenuAction[] => {
    const status = statusOf(member);
    const list: MenuAction[] = [];
    if (kind === 'variable' && actions.onToggleKey && canBeKey(member) && status !== 'removed') {
      list.push({
        label: elementKey === member.name ? 'Clear key' : 'Set key',
        onSelect: () => actions.onToggleKey?.(member),
        disabled: !editable,
      });
    }
    if (kind === 'app' && actions.onReorder) list.push({ label: 'Reorder', onSelect: actions.onReorder });
    list.push(
      { label: 'Copy to other model', onSelect: () => actions.onCopy([member]), disabled: !editable },
      {
        label: 'Move to other model',
        onSelect: () => actions.onMove([member]),
        disabled: !editable || status === 'added',
      },
      {
        label: status === 'removed' ? 'Undo delete' : 'Delete',
        onSelect: () => actions.onDelete([member]),
        disabled: !editable,
      },
    );
    return list;
  };

  return (
    <Flex direction="column" minH="0" h="full" aria-label={`${kind}s`} role="region">
      <Stack gap="2" p="3" borderBottomWidth="1px" borderColor="gray.200">
        <Button size="sm" bg="app.widget" color="app.widgetText" onClick={actions.onAdd} disabled={!editable}>
          {ADD_LABEL[kind]}
        </Button>
        <Flex gap="2" align="center">
          <Input
            size="sm"
            aria-label={`Search ${kind}s`}
            placeholder="Search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            bg="white"
            color="black"
          />
          {many && (
            <ActionMenu
              label={`Menu of ${chosen.length} selected ${kind}s`}
              actions={[
                { label: 'Copy', onSelect: () => actions.onCopy(chosen), disabled: !editable },
                { label: 'Move', onSelect: () => actions.onMove(chosen), disabled: !editable },
                { label: 'Delete', onSelect: () => actions.onDelete(chosen), disabled: !editable },
              ]}
            />
          )}
        </Flex>
        {many && (
          <Text fontSize="xs" color="gray.600">
            {chosen.length} selected
          </Text>
        )}
      </Stack>
      <Box as="ul" listStyleType="none" m="0" p="0" overflowY="auto" flex="1" aria-label={`${kind} list`}>
        {shown.length === 0 && (
          <Text as="li" p="4" fontSize="sm" color="gray.500">
            {members.length > 0
              ? `No ${kind} matches the search.`
              : kind === 'layout'
                ? 'No saved layout yet: the default layout is shown until you change it.'
                : `No ${kind}s yet.`}
          </Text>
        )}
        {shown.map((member) => {
          const status = statusOf(member);
          const current = selectedName !== undefined && member.name.toLowerCase() === selectedName.toLowerCase();
          const picked = selection.ids.includes(member._id);
          const fresh = status === 'added' && !hovered.has(member._id);
          return (
            <Flex
              as="li"
              key={member._id}
              data-testid="member-row"
              data-status={status}
              align="center"
              gap="2"
              pl="3"
              pr="1"
              minH="10"
              borderLeftWidth="3px"
              borderLeftColor={current ? 'app.accent' : 'transparent'}
              bg={fresh ? 'yellow.100' : picked || current ? 'blackAlpha.100' : undefined}
              _hover={{ bg: 'blackAlpha.50' }}
              transition="background 0.3s"
              onMouseEnter={() => fresh && setHovered((old) => new Set(old).add(member._id))}
            >
              <chakra.button
                type="button"
                flex="1"
                minW="0"
                textAlign="left"
                py="2"
                aria-current={current ? 'true' : undefined}
                aria-pressed={many ? picked : undefined}
                _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '-2px' }}
                onClick={(event) => {
                  const next = clickSelection(selection, order, member._id, {
                    toggle: event.ctrlKey || event.metaKey,
                    range: event.shiftKey,
                  });
                  setSelection(next);
                  if (!event.ctrlKey && !event.metaKey && !event.shiftKey) actions.onSelect(member);
                }}
              >
                <Text
                  fontSize="sm"
                  truncate
                  textDecoration={status === 'removed' ? 'line-through' : undefined}
                  color={status === 'removed' ? 'gray.500' : undefined}
                >
                  {member.name}
                  {kind === 'variable' && elementKey === member.name && (
                    <chakra.span
                      ml="2"
                      px="1.5"
                      py="0.5"
                      fontSize="2xs"
                      fontWeight="bold"
                      letterSpacing="wide"
                      textTransform="uppercase"
                      color="gray.700"
                      bg="gray.100"
                      borderRadius="sm"
                      title="This variable is the key"
                    >
                      key
                    </chakra.span>
                  )}
                </Text>
                <Text fontSize="xs" color="gray.500" truncate>
                  {memberType(member)}
                  {status === 'added' && ' · new'}
                  {status === 'changed' && ' · changed'}
                  {status === 'removed' && ' · to be deleted'}
                </Text>
              </chakra.button>
              <ActionMenu label={`Menu of ${kind} ${member.name}`} round actions={memberActions(member)} />
            </Flex>
          );
        })}
      </Box>
    </Flex>
  );
}
