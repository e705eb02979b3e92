import { Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { LoadingPage } from '../../../components/ui/full-page-message';
import { defaultUserType } from '../../../lib/validation/access-rules';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { createUser, deleteUser, resetUserPassword, updateUser, usersKeys, usersQueryOptions } from '../api/users.api';
import { filterUsers, type UserFilterKey, type UserView } from '../users-filter';
import { DeleteUserDialog } from './delete-user-dialog';
import { SUPPORT_MAIL_DOMAIN } from './support-domain';
import { UserDetails } from './user-details';
import { UserFormDialog } from './user-form-dialog';
import { UserRow } from './user-row';
import { showLicenceWarning, showResetPasswordSent, UsersNotices } from './users-notices';

const FILTERS: { key: UserFilterKey; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'admins', label: 'Admins' },
  { key: 'external', label: 'External' },
  { key: 'support', label: 'Support' },
];

type Dialog = { kind: 'new' } | { kind: 'edit'; user: UserView } | { kind: 'delete'; user: UserView } | undefined;

/** /{tenancy}/users (specification §2.9, §4 "Users screen"): administrators manage the workspace's users. */
export default function UsersPage({ tenancy }: { tenancy: Tenancy }) {
  const name = tenancy.name;
  const queryClient = useQueryClient();
  const { data: users, isPending } = useQuery(usersQueryOptions(name));
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const [kinds, setKinds] = useState<ReadonlySet<UserFilterKey>>(new Set());
  const [selected, setSelected] = useState(0);
  const [dialog, setDialog] = useState<Dialog>();
  const [resetting, setResetting] = useState(false);

  const visible = useMemo(
    () => filterUsers(users ?? [], { search: debouncedSearch, kinds }, SUPPORT_MAIL_DOMAIN),
    [users, debouncedSearch, kinds],
  );
  // Changing any filter starts again from the first user.
  useEffect(() => setSelected(0), [debouncedSearch, kinds]);
  const current = visible[Math.min(selected, visible.length - 1)];

  const setList = (change: (list: UserView[]) => UserView[]) =>
    queryClient.setQueryData<UserView[]>(usersKeys.all(name), (list) => change(list ?? []));

  const toggle = (key: UserFilterKey) =>
    setKinds((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  if (isPending) return <LoadingPage />;

  return (
    <Flex gap="8" p="6" align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <UsersNotices />
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
          onChange={(event) => setSearch(event.target.value)}
        />
        <Flex gap="4" wrap="wrap">
          {FILTERS.map(({ key, label }) => (
            <label key={key} style={{ display: 'flex', gap: '0.35rem', alignItems: 'center' }}>
              <input type="checkbox" checked={kinds.has(key)} onChange={() => toggle(key)} />
              {label}
            </label>
          ))}
        </Flex>
        {visible.length > 0 && (
          <Box
            as="ul"
            listStyleType="none"
            maxH="72vh"
            overflowY="auto"
            bg="app.menu"
            color="app.menuText"
            borderRadius="md"
          >
            {visible.map((user, index) => (
              <UserRow
                key={user._id}
                user={user}
                selected={user._id === current?._id}
                onSelect={() => setSelected(index)}
                onDelete={() => setDialog({ kind: 'delete', user })}
              />
            ))}
          </Box>
        )}
        <Box>
          <Button
            bg="app.widget"
            color="app.widgetText"
            onClick={() => {
              showLicenceWarning();
              setDialog({ kind: 'new' });
            }}
          >
            Add New User
          </Button>
        </Box>
      </Stack>

      <Box as="section" aria-label="User details" flex="1" bg="app.menu" color="app.menuText" borderRadius="md" p="6">
        {current ? (
          <UserDetails
            user={current}
            locale={tenancy.settings.locale ?? 'en-US'}
            resetting={resetting}
            onEdit={() => setDialog({ kind: 'edit', user: current })}
            onResetPassword={async () => {
              setResetting(true);
              try {
                await resetUserPassword(name, current._id);
                showResetPasswordSent();
              } catch {
                // The http client showed the server's text.
              } finally {
                setResetting(false);
              }
            }}
          />
        ) : (
          <Text>No user selected.</Text>
        )}
      </Box>

      {dialog?.kind === 'new' && (
        <UserFormDialog
          mode="new"
          users={users ?? []}
          microsoftOnly={defaultUserType(tenancy.addons) === 'microsoft'}
          onCancel={() => setDialog(undefined)}
          onSave={async (payload) => {
            const created = await createUser(name, payload);
            setList((list) => [...list, created]);
            setDialog(undefined);
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <UserFormDialog
          mode="edit"
          user={dialog.user}
          users={users ?? []}
          microsoftOnly={false}
          onCancel={() => setDialog(undefined)}
          onSave={async (payload) => {
            const updated = await updateUser(name, payload);
            setList((list) => list.map((u) => (u._id === updated._id ? updated : u)));
            setDialog(undefined);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog
          user={dialog.user}
          onCancel={() => setDialog(undefined)}
          onConfirm={async () => {
            await deleteUser(name, dialog.user._id);
            setList((list) => list.filter((u) => u._id !== dialog.user._id));
            setSelected(0);
            setDialog(undefined);
          }}
        />
      )}
    </Flex>
  );
}
