import { Box, Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { SessionUser } from '../machines/session.types';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';

/** Terms of service that must be accepted before working (ACCEPT and REJECT, specification §2.9 and §4). */
export function TermsScreen({
  tenancy,
  user,
  busy,
  onAccept,
  onReject,
}: {
  tenancy: Tenancy;
  user: SessionUser;
  busy: boolean;
  onAccept(): void;
  onReject(): void;
}) {
  const terms = user.isExternal ? tenancy.settings.termsForExternal : tenancy.settings.terms;
  return (
    <Center minH="100vh" p="4">
      <Box maxW="2xl" width="full" bg="app.menu" color="app.menuText" p="8" borderRadius="lg" boxShadow="lg">
        <Stack gap="4">
          <Heading as="h1" size="lg">
            Terms of Service
          </Heading>
          <Box maxH="60vh" overflowY="auto" whiteSpace="pre-wrap">
            <Text>{terms}</Text>
          </Box>
          <HStack justify="flex-end">
            <Button variant="outline" onClick={onReject} disabled={busy}>
              REJECT
            </Button>
            <Button bg="app.widget" color="app.widgetText" onClick={onAccept} loading={busy}>
              ACCEPT
            </Button>
          </HStack>
        </Stack>
      </Box>
    </Center>
  );
}
