import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import type { SessionUser } from '../machines/session.types';

/** Until the records area exists, a signed-in person sees the workspace header and can sign out. */
export function SignedInHome({ tenancy, user, onSignOut }: { tenancy: Tenancy; user: SessionUser; onSignOut(): void }) {
  return (
    <Box minH="100vh">
      <Flex as="header" bg="app.menu" color="app.menuText" px="6" py="3" align="center" justify="space-between">
        <Heading as="h1" size="md">
          {tenancy.label}
        </Heading>
        <Flex gap="3" align="center">
          <Text>{user.name ?? user.mail}</Text>
          <Button size="sm" bg="app.widget" color="app.widgetText" onClick={onSignOut}>
            Sign out
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
