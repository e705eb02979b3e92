import { Box, Button, Center, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SERVER_UNAVAILABLE_TEXT } from '../../../components/ui/full-page-message';
import { browserStorage } from '../../../lib/storage/browser-storage';
import { findWorkspaceOptions } from '../api/find-workspace.query';
import { startMicrosoftSignIn } from '../api/microsoft-sign-in';
import { parseWorkspaceParam } from '../api/workspace-param';
import { WorkspaceChoiceList } from './workspace-choice-list';
import { WorkspaceNameForm } from './workspace-name-form';

export const NOT_FOUND_MESSAGE = "We couldn't find your workspace.";

/** The navigation state with which an unknown workspace sends the person back here. */
export interface WorkspaceEntryState {
  notFoundWorkspace?: string;
}

/** '/' (specification §2.3): choose a workspace to sign in to. */
export default function WorkspaceEntryPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const notFound = (location.state as WorkspaceEntryState | null)?.notFoundWorkspace;
  const fromSignIn = useMemo(() => parseWorkspaceParam(params.get('p')), [params]);
  const remembered = useMemo(() => browserStorage.listWorkspaces(), []);
  // Prefilled with the workspace opened last, unless the last one just turned out not to exist.
  const lastWorkspace = useMemo(() => browserStorage.getLastWorkspace(), []);

  const enter = (name: string, token?: string) => {
    if (token) browserStorage.setToken(name, token);
    navigate(`/${name}/`);
  };

  useEffect(() => {
    if (fromSignIn?.workspaces.length === 1) enter(fromSignIn.workspaces[0].name, fromSignIn.token);
    // A single workspace opens at once, once per parameter value.
  }, [fromSignIn]);

  const lookup = useMutation({
    mutationFn: (name: string) => queryClient.fetchQuery(findWorkspaceOptions(name)),
    onSuccess: (result, name) => {
      if (result.kind === 'found') {
        browserStorage.rememberWorkspace({ name, label: result.tenancy.label });
        // An inactive workspace opens too, so that it shows why it cannot be used (docs/frontend.md).
        navigate(result.tenancy.isActive ? `/${name}/login` : `/${name}/`);
      } else if (result.kind === 'notResponding') setError(SERVER_UNAVAILABLE_TEXT);
      else setError(NOT_FOUND_MESSAGE);
    },
    onError: () => setError(SERVER_UNAVAILABLE_TEXT),
  });

  const several = fromSignIn && fromSignIn.workspaces.length > 1 ? fromSignIn : undefined;

  return (
    <Center minH="100vh" p="4">
      <Box width="full" maxW="sm" bg="app.menu" color="app.menuText" borderRadius="lg" boxShadow="lg" p="8">
        <Stack gap="6">
          {notFound && (
            <Box
              role="alert"
              data-testid="workspace-not-found"
              bg="red.100"
              color="red.900"
              px="4"
              py="3"
              borderRadius="md"
            >
              {`Workspace ${notFound} not found!`}
            </Box>
          )}
          <Heading as="h1" size="lg" textAlign="center">
            Sign in to your workspace
          </Heading>
          {several ? (
            <WorkspaceChoiceList workspaces={several.workspaces} onChoose={(name) => enter(name, several.token)} />
          ) : (
            <WorkspaceNameForm
              remembered={remembered}
              initialName={lastWorkspace && lastWorkspace !== notFound ? lastWorkspace : undefined}
              busy={lookup.isPending}
              error={error}
              onContinue={(name) => {
                setError(undefined);
                lookup.mutate(name);
              }}
            />
          )}
          <Flex align="center" gap="3">
            <Separator flex="1" />
            <Text fontSize="sm">OR</Text>
            <Separator flex="1" />
          </Flex>
          <Button variant="outline" bg="white" color="black" onClick={startMicrosoftSignIn}>
            Sign in with Microsoft
          </Button>
        </Stack>
      </Box>
    </Center>
  );
}
