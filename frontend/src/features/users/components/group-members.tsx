import { Box, Button, chakra, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { GroupView } from '../api/list-groups.api';
import type { UserView } from '../api/list-users.api';
import { memberCandidates, membersChanged, membersToSave } from '../groups/group-rules';

/**
 * The group's members, ticked among the workspace's users (external users cannot be members); the ticks are a
 * draft until Save members, and Revert puts back the saved ones. A save refused (someone else changed the group)
 * shows why and keeps the ticks.
 */
export function GroupMembers({
  group,
  users,
  saving,
  onSave,
}: {
  group: GroupView;
  users: readonly UserView[];
  saving: boolean;
  onSave(members: string[]): Promise<void>;
}) {
  const candidates = useMemo(() => memberCandidates(users), [users]);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(group.members));
  // What the ticks started from. Another group starts afresh; this group read again (saved here, or by someone
  // else) replaces ticks nobody changed and keeps an administrator's unsaved ones (a refused save loses nothing).
  const [base, setBase] = useState(group);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string>();
  if (base !== group) {
    setBase(group);
    const other = base._id !== group._id;
    if (other) setError(undefined);
    if (other || !membersChanged(ticked, base.members, candidates)) setTicked(new Set(group.members));
  }

  const changed = membersChanged(ticked, group.members, candidates);
  const text = search.trim().toLowerCase();
  const shown = text
    ? candidates.filter((user) => `${user.name} ${user.mail}`.toLowerCase().includes(text))
    : candidates;
  const toggle = (id: string) =>
    setTicked((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Box as="section" aria-label="Members">
      <Flex align="baseline" justify="space-between" gap="4" wrap="wrap" mb="2">
        <Text as="h3" fontSize="xs" fontWeight="semibold" letterSpacing="wider">
          MEMBERS
        </Text>
        <Text fontSize="sm">
          {membersToSave(ticked, candidates).length} of {candidates.length} users
        </Text>
      </Flex>
      <Text fontSize="sm" mb="3" opacity={0.85}>
        They are mailed when an external user finishes an app of a catalog that notifies this group.
      </Text>
      <Input
        type="search"
        size="sm"
        placeholder="Search users"
        aria-label="Search users to add"
        bg="white"
        color="black"
        mb="2"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {candidates.length === 0 ? (
        <Text fontSize="sm">There are no users to add yet (external users cannot be members).</Text>
      ) : (
        <Box
          as="ul"
          listStyleType="none"
          maxH="48vh"
          overflowY="auto"
          bg="white"
          color="black"
          borderRadius="md"
          borderWidth="1px"
          borderColor="gray.300"
          data-testid="group-member-list"
        >
          {shown.map((user) => (
            <Box as="li" key={user._id} borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: 0 }}>
              <chakra.label
                display="flex"
                alignItems="center"
                gap="3"
                px="3"
                py="2"
                cursor="pointer"
                _hover={{ bg: 'gray.50' }}
                _focusWithin={{ bg: 'gray.50' }}
              >
                <input type="checkbox" checked={ticked.has(user._id)} onChange={() => toggle(user._id)} />
                <Box minW="0">
                  <Text fontSize="sm" fontWeight="medium" truncate>
                    {user.name || user.mail}
                  </Text>
                  {user.name && (
                    <Text fontSize="xs" color="gray.600" truncate>
                      {user.mail}
                    </Text>
                  )}
                </Box>
              </chakra.label>
            </Box>
          ))}
          {shown.length === 0 && (
            <Text as="li" fontSize="sm" px="3" py="2" color="gray.600">
              No user matches the search.
            </Text>
          )}
        </Box>
      )}
      {error && (
        <Text role="alert" color="red.600" bg="red.50" borderRadius="md" px="3" py="2" mt="3" fontSize="sm">
          {error}
        </Text>
      )}
      {changed && (
        <HStack mt="3" gap="2">
          <Button
            bg="app.widget"
            color="app.widgetText"
            loading={saving}
            onClick={async () => {
              setError(undefined);
              try {
                await onSave(membersToSave(ticked, candidates));
              } catch (failure) {
                setError(failure instanceof Error ? failure.message : String(failure));
              }
            }}
          >
            Save members
          </Button>
          <Button variant="outline" disabled={saving} onClick={() => setTicked(new Set(group.members))}>
            Revert
          </Button>
        </HStack>
      )}
    </Box>
  );
}
