import { Box, Button, Flex, Heading, Input, Stack } from '@chakra-ui/react';
import type { UserView } from '../api/list-users.api';
import type { UserFilterKey } from '../users-filter';
import { UserRow } from './user-row';

const FILTERS: { key: UserFilterKey; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'admins', label: 'Admins' },
  { key: 'external', label: 'External' },
  { key: 'support', label: 'Support' },
];

/** The left of the users screen: USERS, the search box, the kind filters, the list and Add New User. */
export function UsersListPanel({
  search,
  onSearch,
  kinds,
  onToggleKind,
  users,
  selectedId,
  onSelect,
  onDelete,
  onAdd,
}: {
  search: string;
  onSearch(text: string): void;
  kinds: ReadonlySet<UserFilterKey>;
  onToggleKind(key: UserFilterKey): void;
  users: readonly UserView[];
  selectedId: string | undefined;
  onSelect(index: number): void;
  onDelete(user: UserView): void;
  onAdd(): void;
}) {
  return (
    <Stack as="section" aria-label="USERS" gap="3" width={{ base: 'full', md: '22rem' }} flexShrink={0}>
      <Heading as="h1" size="md">
        USERS
      </Heading>
      <Input
        type="search"
        placeholder="Search"
        aria-label="Search users"
        bg="white"
        color="black"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Flex gap="4" wrap="wrap">
        {FILTERS.map(({ key, label }) => (
          <label key={key} style={{ display: 'flex', gap: '0.35rem', alignItems: 'center' }}>
            <input type="checkbox" checked={kinds.has(key)} onChange={() => onToggleKind(key)} />
            {label}
          </label>
        ))}
      </Flex>
      {users.length > 0 && (
        <Box
          as="ul"
          listStyleType="none"
          maxH="72vh"
          overflowY="auto"
          bg="app.menu"
          color="app.menuText"
          borderRadius="md"
        >
          {users.map((user, index) => (
            <UserRow
              key={user._id}
              user={user}
              selected={user._id === selectedId}
              onSelect={() => onSelect(index)}
              onDelete={() => onDelete(user)}
            />
          ))}
        </Box>
      )}
      <Box>
        <Button bg="app.widget" color="app.widgetText" onClick={onAdd}>
          Add New User
        </Button>
      </Box>
    </Stack>
  );
}
