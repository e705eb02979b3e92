import { Box, Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { leaveBlocked, leaveThen } from '../../../lib/navigation/leave-guard';
import type { SessionUser } from '../../../lib/session/session-user';

/**
 * The user menu in the signed-in header (specification §2.2): name and e-mail; for administrators the Users
 * screen; Log Out, which hands over to the session (the gate's session machine ends it on the server and forgets
 * the workspace's tokens and lastWorkspace); the signed-out routes then show /{tenancy}/login.
 */
export function UserMenu({ tenancy, user, onSignedOut }: { tenancy: string; user: SessionUser; onSignedOut(): void }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  /** Closes the menu; a screen with unsaved changes asks first ('Save changes?'), then the link is followed. */
  const follow = (to: string) => (event: React.MouseEvent) => {
    setOpen(false);
    if (!leaveBlocked() || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    leaveThen(() => navigate(to));
  };

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function logOut() {
    setLeaving(true);
    onSignedOut();
  }

  return (
    <Box ref={ref} position="relative">
      <Button
        size="sm"
        variant="ghost"
        color="inherit"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {user.name || user.mail} ▾
      </Button>
      {open && (
        <Stack
          role="menu"
          position="absolute"
          right="0"
          top="100%"
          mt="1"
          minW="14rem"
          zIndex="dropdown"
          bg="app.menu"
          color="app.menuText"
          boxShadow="lg"
          borderRadius="md"
          py="2"
          gap="1"
        >
          <Box px="4" py="1">
            <Text fontWeight="medium">{user.name}</Text>
            <Text fontSize="sm">{user.mail}</Text>
          </Box>
          <Separator />
          {user.isAdmin === true && user.isExternal !== true && (
            <>
              <Button asChild role="menuitem" variant="ghost" size="sm" justifyContent="flex-start" color="inherit">
                <RouterLink to={`/${tenancy}/types/`} onClick={follow(`/${tenancy}/types/`)}>
                  Data models
                </RouterLink>
              </Button>
              <Button asChild role="menuitem" variant="ghost" size="sm" justifyContent="flex-start" color="inherit">
                <RouterLink to={`/${tenancy}/catalogs`} onClick={follow(`/${tenancy}/catalogs`)}>
                  Catalogs
                </RouterLink>
              </Button>
              <Button asChild role="menuitem" variant="ghost" size="sm" justifyContent="flex-start" color="inherit">
                <RouterLink to={`/${tenancy}/users`} onClick={follow(`/${tenancy}/users`)}>
                  Users
                </RouterLink>
              </Button>
            </>
          )}
          <Button
            role="menuitem"
            variant="ghost"
            size="sm"
            justifyContent="flex-start"
            color="inherit"
            loading={leaving}
            onClick={() => leaveThen(logOut)}
          >
            Log Out
          </Button>
        </Stack>
      )}
    </Box>
  );
}
