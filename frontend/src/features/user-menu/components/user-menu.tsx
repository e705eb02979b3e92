import { Box, Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDetails } from '../../../lib/navigation/app-details';
import { leaveBlocked, leaveThen } from '../../../lib/navigation/leave-guard';
import type { SessionUser } from '../../../lib/session/session-user';
import { HELP_URL } from '../model/client-facts';
import { adminMenuLinks } from '../model/menu-entries';
import { AboutDialog } from './about-dialog';

const itemStyle = {
  variant: 'ghost',
  size: 'sm',
  justifyContent: 'flex-start',
  color: 'inherit',
  borderRadius: '0',
  px: '4',
  _focusVisible: { outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '-2px' },
} as const;

/**
 * The user menu in the signed-in header (002 §2.4): name and e-mail; for administrators Data models, Catalogs,
 * Users, API keys, Settings and the config page of each provider add-on that is on, and the Help link to the help
 * centre; then About and Log Out, which hands over to the session (the gate's session machine ends it on the server
 * and forgets the workspace's tokens). A real menu: it opens on its first entry, the arrow keys, Home and End move,
 * Escape closes it and gives focus back to its button.
 */
export function UserMenu({
  tenancy,
  addons,
  user,
  onSignedOut,
}: {
  tenancy: string;
  /** The workspace's add-ons that are on: each provider's config page shows with its own. */
  addons: readonly string[];
  user: SessionUser;
  onSignedOut(): void;
}) {
  const [open, setOpen] = useState(false);
  const [about, setAbout] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const app = useAppDetails();
  const isAdmin = user.isAdmin === true && user.isExternal !== true;

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  /** Closes the menu; a screen with unsaved changes asks first ('Save changes?'), then the link is followed. */
  const follow = (to: string) => (event: React.MouseEvent) => {
    setOpen(false);
    if (!leaveBlocked() || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    leaveThen(() => navigate(to));
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close(true);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  /** Arrow keys, Home and End move between the entries (WAI-ARIA menu pattern); Tab leaves and closes. */
  const onMenuKey = (event: ReactKeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else if (event.key === 'Tab') close(false);
  };

  const closeAbout = useCallback(() => {
    setAbout(false);
    button.current?.focus();
  }, []);

  function logOut() {
    setLeaving(true);
    onSignedOut();
  }

  return (
    <Box ref={ref} position="relative">
      <Button
        ref={button}
        size="sm"
        variant="ghost"
        color="inherit"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '2px' }}
      >
        {user.name || user.mail} ▾
      </Button>
      {open && (
        <Stack
          ref={menu}
          role="menu"
          aria-label="User menu"
          onKeyDown={onMenuKey}
          position="absolute"
          right="0"
          top="100%"
          mt="1"
          minW="15rem"
          zIndex="dropdown"
          bg="app.menu"
          color="app.menuText"
          boxShadow="lg"
          borderRadius="md"
          py="2"
          gap="0"
        >
          <Box px="4" py="1.5">
            <Text fontWeight="medium">{user.name}</Text>
            <Text fontSize="sm" opacity={0.85}>
              {user.mail}
            </Text>
          </Box>
          <Separator my="1" />
          {adminMenuLinks(tenancy, user, addons).map((link) => (
            <Button key={link.to} asChild role="menuitem" tabIndex={-1} {...itemStyle}>
              <RouterLink to={link.to} onClick={follow(link.to)}>
                {link.label}
              </RouterLink>
            </Button>
          ))}
          {isAdmin && <Separator my="1" />}
          {isAdmin && (
            <Button asChild role="menuitem" tabIndex={-1} {...itemStyle}>
              {/* The help centre opens beside the work, which stays as it was. */}
              <a href={HELP_URL} target="_blank" rel="noopener noreferrer" onClick={() => close(false)}>
                Help
                <Box as="span" aria-hidden ms="1">
                  ↗
                </Box>
              </a>
            </Button>
          )}
          <Button
            role="menuitem"
            tabIndex={-1}
            {...itemStyle}
            onClick={() => {
              close(false);
              setAbout(true);
            }}
          >
            About
          </Button>
          <Button role="menuitem" tabIndex={-1} {...itemStyle} loading={leaving} onClick={() => leaveThen(logOut)}>
            Log Out
          </Button>
        </Stack>
      )}
      {about && <AboutDialog app={app} onClose={closeAbout} />}
    </Box>
  );
}
