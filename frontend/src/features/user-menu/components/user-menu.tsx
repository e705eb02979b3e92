import { Box, Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
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
                <RouterLink to={`/${tenancy}/types/`} onClick={() => setOpen(false)}>
                  Data models
                </RouterLink>
              </Button>
              <Button asChild role="menuitem" variant="ghost" size="sm" justifyContent="flex-start" color="inherit">
                <RouterLink to={`/${tenancy}/users`} onClick={() => setOpen(false)}>
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
            onClick={logOut}
          >
            Log Out
          </Button>
        </Stack>
      )}
    </Box>
  );
}
