import { Box, Button, Center, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LOADING_TEXT, SERVER_UNAVAILABLE_TEXT } from '../../../components/ui/full-page-message';
import { browserStorage } from '../../../lib/storage/browser-storage';
import { findWorkspaceOptions } from '../api/find-workspace.query';
import { startMicrosoftSignIn } from '../api/microsoft-sign-in';
import { parseWorkspaceParam } from '../api/workspace-param';
import { WorkspaceNameForm } from './workspace-name-form';

// Only a Microsoft sign-in with several workspaces needs the list (and the query it makes): its own chunk.
const WorkspaceChoiceList = lazy(() => import('./workspace-choice-list'));

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

  // One lookup at a time, through the query cache (no mutation observer: it would weigh on this first screen).
  const [busy, setBusy] = useState(false);
  const lookUp = async (name: string) => {
    setError(undefined);
    setBusy(true);
    try {
      const result = await queryClient.fetchQuery(findWorkspaceOptions(name));
      if (result.kind === 'found') {
        browserStorage.rememberWorkspace({ name, label: result.tenancy.label });
        // An inactive workspace opens too, so that it shows why it cannot be used (docs/frontend.md).
        navigate(result.tenancy.isActive ? `/${name}/login` : `/${name}/`);
      } else if (result.kind === 'notResponding') setError(SERVER_UNAVAILABLE_TEXT);
      // A name the server refuses (400) gets its reason; an unknown one (404), §5's text.
      else setError(result.kind === 'invalid' && result.message ? result.message : NOT_FOUND_MESSAGE);
    } catch {
      setError(SERVER_UNAVAILABLE_TEXT);
    } finally {
      setBusy(false);
    }
  };

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
            <Suspense fallback={<Text textAlign="center">{LOADING_TEXT}</Text>}>
              <WorkspaceChoiceList param={several} onChoose={(name) => enter(name, several.token)} />
            </Suspense>
          ) : (
            <WorkspaceNameForm
              remembered={remembered}
              initialName={lastWorkspace && lastWorkspace !== notFound ? lastWorkspace : undefined}
              busy={busy}
              error={error}
              onContinue={(name) => {
                if (!busy) void lookUp(name);
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
