import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadingPage } from '../../../components/ui/full-page-message';
import { useCreateGroup } from '../api/create-group.api';
import { useDeleteGroup } from '../api/delete-group.api';
import { useGroups, type GroupView } from '../api/list-groups.api';
import type { UserView } from '../api/list-users.api';
import { useUpdateGroup } from '../api/update-group.api';
import { memberCount } from '../groups/group-rules';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupMembers } from './group-members';
import { GroupNameDialog } from './group-name-dialog';

type GroupsDialog = { kind: 'new' } | { kind: 'rename'; group: GroupView } | { kind: 'delete'; group: GroupView };

/**
 * The GROUPS tab of the users screen: notification groups (002 §3 Group), the people a catalog's app mails when
 * an external user finishes it (chosen per app in the catalog administration). The list on the left, the
 * selected group's name and members on the right.
 */
export function GroupsPanel({ tenancy, users }: { tenancy: string; users: readonly UserView[] }) {
  const groups = useGroups(tenancy);
  const createGroup = useCreateGroup(tenancy);
  const updateGroup = useUpdateGroup(tenancy);
  const deleteGroup = useDeleteGroup(tenancy);
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<GroupsDialog>();

  if (groups.isPending) return <LoadingPage />;
  const list = groups.data ?? [];
  const current = list.find((group) => group._id === selectedId) ?? list[0];
  const namesBut = (id?: string) => list.filter((group) => group._id !== id).map((group) => group.name);

  return (
    <Flex gap="8" align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <Stack as="section" aria-label="GROUPS" gap="3" width={{ base: 'full', md: '22rem' }} flexShrink={0}>
        <Heading as="h1" size="md">
          GROUPS
        </Heading>
        {groups.isError && (
          <Text role="alert" color="red.600">
            The groups could not be loaded: {groups.error.message}
          </Text>
        )}
        {list.length > 0 ? (
          <Box
            as="ul"
            listStyleType="none"
            maxH="72vh"
            overflowY="auto"
            bg="app.menu"
            color="app.menuText"
            borderRadius="md"
          >
            {list.map((group) => {
              const selected = group._id === current?._id;
              return (
                <Box as="li" key={group._id}>
                  <chakra.button
                    type="button"
                    width="full"
                    textAlign="left"
                    px="3"
                    py="2"
                    cursor="pointer"
                    bg={selected ? 'app.widget' : undefined}
                    color={selected ? 'app.widgetText' : 'inherit'}
                    aria-current={selected ? 'true' : undefined}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '-2px' }}
                    data-testid="group-row"
                    onClick={() => setSelectedId(group._id)}
                  >
                    <Text fontWeight="medium" truncate>
                      {group.name}
                    </Text>
                    <Text fontSize="sm">{memberCount(group.members.length)}</Text>
                  </chakra.button>
                </Box>
              );
            })}
          </Box>
        ) : (
          !groups.isError && (
            <Text fontSize="sm" bg="app.menu" color="app.menuText" borderRadius="md" p="4">
              No groups yet. A group names the users who are told when an external user finishes an app.
            </Text>
          )
        )}
        <Box>
          <Button bg="app.widget" color="app.widgetText" onClick={() => setDialog({ kind: 'new' })}>
            Add a group
          </Button>
        </Box>
      </Stack>

      <Box
        as="section"
        aria-label="Group details"
        flex="1"
        bg="app.menu"
        color="app.menuText"
        borderRadius="md"
        p="6"
        width="full"
      >
        {current ? (
          <Stack gap="5" data-testid="group-details">
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h2" size="lg" wordBreak="break-word">
                {current.name}
              </Heading>
              <Button
                size="sm"
                variant="ghost"
                color="inherit"
                aria-label="Rename group"
                onClick={() => setDialog({ kind: 'rename', group: current })}
              >
                ✎
              </Button>
              <Box flex="1" />
              <Button
                size="sm"
                variant="outline"
                color="inherit"
                onClick={() => setDialog({ kind: 'delete', group: current })}
              >
                Delete group
              </Button>
            </Flex>
            <GroupMembers
              group={current}
              users={users}
              saving={updateGroup.isPending}
              onSave={async (members) => {
                await updateGroup.mutateAsync({ id: current._id, members, version: current.version });
              }}
            />
          </Stack>
        ) : (
          <Text>No group selected.</Text>
        )}
      </Box>

      {dialog?.kind === 'new' && (
        <GroupNameDialog
          title="Add a group"
          okLabel="Add"
          otherNames={namesBut()}
          onCancel={() => setDialog(undefined)}
          onSave={async (name) => {
            const created = await createGroup.mutateAsync({ name, members: [] });
            setSelectedId(created._id);
            setDialog(undefined);
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <GroupNameDialog
          title="Rename group"
          okLabel="Save"
          initial={dialog.group.name}
          otherNames={namesBut(dialog.group._id)}
          onCancel={() => setDialog(undefined)}
          onSave={async (name) => {
            await updateGroup.mutateAsync({ id: dialog.group._id, name, version: dialog.group.version });
            setDialog(undefined);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteGroupDialog
          group={dialog.group}
          onCancel={() => setDialog(undefined)}
          onConfirm={async () => {
            await deleteGroup.mutateAsync(dialog.group._id);
            setSelectedId(undefined);
            setDialog(undefined);
          }}
        />
      )}
    </Flex>
  );
}
