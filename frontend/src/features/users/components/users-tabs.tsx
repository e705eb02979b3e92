import { chakra, Flex } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';

export type UsersTab = 'users' | 'groups';

const TABS: { key: UsersTab; label: string }[] = [
  { key: 'users', label: 'USERS' },
  { key: 'groups', label: 'GROUPS' },
];

/** The users screen's tab, in the address (`?tab=groups`), so a reload or a shared link opens the same tab. */
export function useUsersTab(): [UsersTab, (tab: UsersTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: UsersTab = params.get('tab') === 'groups' ? 'groups' : 'users';
  const choose = (next: UsersTab) =>
    setParams(
      (old) => {
        const updated = new URLSearchParams(old);
        if (next === 'users') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, choose];
}

export const usersTabPanelId = (tab: UsersTab) => `users-tabpanel-${tab}`;
const tabId = (tab: UsersTab) => `users-tab-${tab}`;

/** USERS / GROUPS: an ARIA tab list (arrows, Home and End move between the tabs, as tab lists do). */
export function UsersTabs({ tab, onChange }: { tab: UsersTab; onChange(tab: UsersTab): void }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((each) => each.key === tab);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(TABS[next].key);
    refs.current[TABS[next].key]?.focus();
  };
  return (
    <Flex
      role="tablist"
      aria-label="Users and groups"
      gap="1"
      px="6"
      pt="4"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      {TABS.map(({ key, label }) => {
        const selected = key === tab;
        return (
          <chakra.button
            key={key}
            ref={(element: HTMLButtonElement | null) => {
              refs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={selected}
            aria-controls={usersTabPanelId(key)}
            tabIndex={selected ? 0 : -1}
            px="4"
            py="2"
            mb="-1px"
            fontSize="sm"
            fontWeight="semibold"
            letterSpacing="wide"
            borderBottomWidth="3px"
            borderColor={selected ? 'app.accent' : 'transparent'}
            color={selected ? 'inherit' : 'gray.600'}
            cursor="pointer"
            _hover={{ color: 'inherit' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
            onClick={() => onChange(key)}
            onKeyDown={onKeyDown}
          >
            {label}
          </chakra.button>
        );
      })}
    </Flex>
  );
}

export const usersTabLabelledBy = tabId;
