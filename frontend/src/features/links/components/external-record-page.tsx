import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { WorkspaceHeader } from '../../../components/ui/workspace-header';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';

interface Props {
  tenancy: Tenancy;
  user: SessionUser;
  onSignOut(): void;
}

/**
 * /{tenancy}/{catalogName}/{recordId}/{appName}?external, the page a link leads to (route flagged external).
 * Until the records area exists it names the catalog, the record and the app, under the workspace header with
 * the person's name and Log Out.
 */
export default function ExternalRecordPage({ tenancy, user, onSignOut }: Props) {
  const { catalogName = '', recordId = '', appName = '' } = useParams();
  return (
    <Box minH="100vh">
      <WorkspaceHeader label={tenancy.label} logo={tenancy.logo}>
        <Flex gap="3" align="center" data-testid="user-menu">
          <Text>{user.name ?? user.mail}</Text>
          <Button
            size="sm"
            bg="app.widget"
            color="app.widgetText"
            // The gate's session ends the session on the server and in the browser.
            onClick={onSignOut}
          >
            Log Out
          </Button>
        </Flex>
      </WorkspaceHeader>
      <Stack p="6" gap="2" data-testid="external-record">
        <Text>
          Catalog: <b>{catalogName}</b>
        </Text>
        <Text>
          Record: <b>{recordId}</b>
        </Text>
        <Text>
          App: <b>{appName}</b>
        </Text>
      </Stack>
    </Box>
  );
}
