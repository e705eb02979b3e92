import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { UserMenu } from './user-menu';

/** The signed-in page frame: the workspace header with the user menu, then the screen. */
export function SignedInFrame({
  tenancy,
  user,
  onSignedOut,
  children,
}: {
  tenancy: Tenancy;
  user: SessionUser;
  onSignedOut(): void;
  children: ReactNode;
}) {
  return (
    <Box minH="100vh">
      <Flex as="header" bg="app.menu" color="app.menuText" px="6" py="3" align="center" justify="space-between">
        <Heading as="h1" size="md">
          {tenancy.label}
        </Heading>
        <UserMenu tenancy={tenancy.name} user={user} onSignedOut={onSignedOut} />
      </Flex>
      <Box as="main">{children}</Box>
    </Box>
  );
}
