import { Box, Flex, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LoadingPage } from '../../../components/ui/full-page-message';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUsers } from '../api/list-users.api';
import { useResetUserPassword } from '../api/reset-user-password.api';
import { filterUsers, type UserFilterKey } from '../users-filter';
import { SUPPORT_MAIL_DOMAIN } from './support-domain';
import { UserDetails } from './user-details';
import { GroupsPanel } from './groups-panel';
import { UserDialogs, type UsersDialog } from './user-dialogs';
import { UsersListPanel } from './users-list-panel';
import { showLicenceWarning, showResetPasswordSent, UsersNotices } from './users-notices';
import { UsersTabs, usersTabLabelledBy, usersTabPanelId, useUsersTab } from './users-tabs';

/** /{tenancy}/users (specification §2.9, §4 "Users screen"): administrators manage the workspace's users. */
export default function UsersPage({ tenancy }: { tenancy: Tenancy }) {
  const name = tenancy.name;
  const { data: users, isPending } = useUsers(name);
  const resetPassword = useResetUserPassword(name);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const [kinds, setKinds] = useState<ReadonlySet<UserFilterKey>>(new Set());
  const [selected, setSelected] = useState(0);
  const [dialog, setDialog] = useState<UsersDialog>();
  const [tab, setTab] = useUsersTab();

  const visible = useMemo(
    () => filterUsers(users ?? [], { search: debouncedSearch, kinds }, SUPPORT_MAIL_DOMAIN),
    [users, debouncedSearch, kinds],
  );
  // Changing any filter starts again from the first user.
  useEffect(() => setSelected(0), [debouncedSearch, kinds]);
  const current = visible[Math.min(selected, visible.length - 1)];

  const toggle = (key: UserFilterKey) =>
    setKinds((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  if (isPending) return <LoadingPage />;

  const tabs = <UsersTabs tab={tab} onChange={setTab} />;
  // GROUPS: the notification groups of the workspace, made of its users.
  if (tab === 'groups') {
    return (
      <Box>
        {tabs}
        <Box role="tabpanel" id={usersTabPanelId('groups')} aria-labelledby={usersTabLabelledBy('groups')} p="6">
          <GroupsPanel tenancy={name} users={users ?? []} />
        </Box>
      </Box>
    );
  }

  return (
    <Box>
      {tabs}
      <Flex
        gap="8"
        p="6"
        align="flex-start"
        direction={{ base: 'column', md: 'row' }}
        role="tabpanel"
        id={usersTabPanelId('users')}
        aria-labelledby={usersTabLabelledBy('users')}
      >
        <UsersNotices />
        <UsersListPanel
          search={search}
          onSearch={setSearch}
          kinds={kinds}
          onToggleKind={toggle}
          users={visible}
          selectedId={current?._id}
          onSelect={setSelected}
          onDelete={(user) => setDialog({ kind: 'delete', user })}
          onAdd={() => {
            showLicenceWarning();
            setDialog({ kind: 'new' });
          }}
        />

        <Box as="section" aria-label="User details" flex="1" bg="app.menu" color="app.menuText" borderRadius="md" p="6">
          {current ? (
            <UserDetails
              user={current}
              locale={tenancy.settings.locale ?? 'en-US'}
              resetting={resetPassword.isPending}
              onEdit={() => setDialog({ kind: 'edit', user: current })}
              onResetPassword={() =>
                // A failure was shown by the http client with the server's text.
                resetPassword.mutate(current._id, { onSuccess: showResetPasswordSent })
              }
            />
          ) : (
            <Text>No user selected.</Text>
          )}
        </Box>

        <UserDialogs
          tenancy={tenancy}
          dialog={dialog}
          users={users ?? []}
          onClose={() => setDialog(undefined)}
          onDeleted={() => setSelected(0)}
        />
      </Flex>
    </Box>
  );
}
