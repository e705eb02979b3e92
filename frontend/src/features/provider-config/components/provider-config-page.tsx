import { Box, Button, chakra, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { controlStyle, FieldError, FieldLabel } from '../../../components/ui/form-fields';
import { FullPageError } from '../../../components/ui/full-page-error';
import { LoadingPage } from '../../../components/ui/full-page-message';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useDisconnectProvider } from '../api/disconnect-provider.api';
import { useIntegration, type IntegrationView } from '../api/get-integration.api';
import { saveClient, type ClientCredentials } from '../api/save-client.api';
import { startConnect } from '../api/start-connect.api';
import { useTestConnection } from '../api/test-connection.api';
import { connectMachine } from '../machines/connect.machine';
import { callbackOutcome, PROVIDER_TEXTS, type ProviderSlug } from '../provider-texts';
import { ConnectionStatus } from './connection-status';

/**
 * /{tenancy}/config-{provider} (issue 16 "Settings pages", shown only with the provider's add-on): connect the
 * workspace to NetDocuments, OneDrive, Clio or Filevine with the client its administrator registered there (Filevine:
 * with a personal access token), test the connection, disconnect.
 */
export default function ProviderConfigPage({ tenancy, provider }: { tenancy: Tenancy; provider: ProviderSlug }) {
  const integration = useIntegration(tenancy.name, provider);
  if (integration.isPending) return <LoadingPage />;
  if (integration.isError)
    return <FullPageError message={integration.error.message} onRetry={() => void integration.refetch()} />;
  // Keyed by what is saved: after a disconnect the form starts again from the server's state.
  return (
    <ProviderConfig
      key={`${integration.data.clientId}-${integration.data.connected}`}
      tenancy={tenancy.name}
      provider={provider}
      view={integration.data}
    />
  );
}

function ProviderConfig({
  tenancy,
  provider,
  view,
}: {
  tenancy: string;
  provider: ProviderSlug;
  view: IntegrationView;
}) {
  const texts = PROVIDER_TEXTS[provider];
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const withToken = texts.connectsWithToken === true;
  const [outcome] = useState(() => callbackOutcome(search, texts.label, withToken));
  // Said once: the address loses the provider's answer, so a reload or a bookmark does not say it again.
  useEffect(() => {
    if (search) navigate(pathname, { replace: true });
  }, [navigate, pathname, search]);
  const [client, setClient] = useState<ClientCredentials>({
    clientId: view.clientId ?? '',
    clientSecret: '',
    ...(withToken ? { personalAccessToken: '' } : {}),
  });
  const [confirming, setConfirming] = useState(false);
  const test = useTestConnection(tenancy, provider);
  const disconnect = useDisconnectProvider(tenancy, provider);
  const [state, send] = useMachine(
    connectMachine.provide({
      actors: {
        saveClient: fromPromise<unknown, ClientCredentials>(({ input }) => saveClient(tenancy, provider, input)),
        startConnect: fromPromise<string, void>(() => startConnect(tenancy, provider)),
      },
      actions: { navigate: (_, { url }: { url: string }) => window.location.assign(url) },
    }),
    {
      input: {
        savedClientId: view.clientId,
        hasClientSecret: view.hasClientSecret,
        needsToken: withToken,
        hasPersonalAccessToken: view.hasPersonalAccessToken,
      },
    },
  );
  const busy = !state.matches('editing');
  const idField = useId();
  const secretField = useId();
  const tokenField = useId();

  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="6">
        <Stack gap="2">
          <Text fontSize="xs" fontWeight="semibold" letterSpacing="widest" color="gray.500" textTransform="uppercase">
            Integration
          </Text>
          <Flex justify="space-between" align="center" gap="4" wrap="wrap">
            <Heading as="h1" size="2xl">
              {texts.label}
            </Heading>
            <ConnectionStatus view={view} />
          </Flex>
          <Text color="gray.700">{texts.purpose}</Text>
        </Stack>

        {outcome?.kind === 'connected' && view.connected && (
          <Notice tone="green">
            {texts.label} is connected. {texts.connectedUse}
          </Notice>
        )}
        {outcome?.kind === 'error' && <Notice tone="red">{outcome.message}</Notice>}

        <Section title="Connection">
          {view.connected ? (
            <Stack gap="4">
              <Text color="gray.700">
                {withToken
                  ? `This workspace reads ${texts.label} as the user of the personal access token`
                  : `This workspace sends documents to ${texts.label} as the account that granted access`}
                {view.clientId ? (
                  <>
                    {' '}
                    with the application <chakra.code fontSize="sm">{view.clientId}</chakra.code>
                  </>
                ) : null}
                .
              </Text>
              {test.data && (
                <Notice tone={test.data.ok ? 'green' : 'red'} testId="test-outcome">
                  {test.data.message}
                </Notice>
              )}
              <HStack gap="3" wrap="wrap">
                <Button
                  size="sm"
                  bg="app.widget"
                  color="app.widgetText"
                  loading={test.isPending}
                  loadingText="Testing…"
                  onClick={() => test.mutate()}
                >
                  Test connection
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  Disconnect
                </Button>
              </HStack>
            </Stack>
          ) : (
            <chakra.form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'CONNECT', client });
              }}
            >
              <Stack gap="4">
                <Text color="gray.700" fontSize="sm">
                  {texts.register}
                </Text>
                {!withToken && <RedirectUri value={view.redirectUri} />}
                <Box>
                  <FieldLabel htmlFor={idField}>Client id</FieldLabel>
                  <Input
                    id={idField}
                    value={client.clientId}
                    autoComplete="off"
                    disabled={busy}
                    onChange={(event) => {
                      setClient({ ...client, clientId: event.target.value });
                      send({ type: 'EDIT' });
                    }}
                    {...controlStyle}
                    borderColor="gray.300"
                  />
                </Box>
                <Box>
                  <FieldLabel htmlFor={secretField}>Client secret</FieldLabel>
                  <Input
                    id={secretField}
                    type="password"
                    value={client.clientSecret}
                    autoComplete="new-password"
                    disabled={busy}
                    placeholder={view.hasClientSecret ? 'Saved — leave empty to keep it' : undefined}
                    onChange={(event) => {
                      setClient({ ...client, clientSecret: event.target.value });
                      send({ type: 'EDIT' });
                    }}
                    {...controlStyle}
                    borderColor="gray.300"
                  />
                  <Text fontSize="xs" color="gray.600" mt="1">
                    Kept encrypted on the server and never shown again.
                  </Text>
                </Box>
                {withToken && (
                  <Box>
                    <FieldLabel htmlFor={tokenField}>Personal access token</FieldLabel>
                    <Input
                      id={tokenField}
                      type="password"
                      value={client.personalAccessToken ?? ''}
                      autoComplete="new-password"
                      disabled={busy}
                      placeholder={view.hasPersonalAccessToken ? 'Saved — leave empty to keep it' : undefined}
                      onChange={(event) => {
                        setClient({ ...client, personalAccessToken: event.target.value });
                        send({ type: 'EDIT' });
                      }}
                      {...controlStyle}
                      borderColor="gray.300"
                    />
                    <Text fontSize="xs" color="gray.600" mt="1">
                      Exchanged for short-lived access tokens; kept encrypted and never shown again.
                    </Text>
                  </Box>
                )}
                {state.context.error && <FieldError>{state.context.error}</FieldError>}
                <HStack gap="3" wrap="wrap">
                  <Button
                    type="submit"
                    size="sm"
                    bg="app.widget"
                    color="app.widgetText"
                    loading={busy}
                    loadingText={`Connecting to ${texts.label}…`}
                  >
                    Connect
                  </Button>
                  {view.clientId && (
                    <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
                      Forget the saved client
                    </Button>
                  )}
                </HStack>
              </Stack>
            </chakra.form>
          )}
        </Section>
      </Stack>

      {confirming && (
        <ConfirmDialog
          title={`Disconnect ${texts.label}?`}
          message={
            withToken
              ? `Queries stop reading ${texts.label} until an administrator connects it again. Nothing in ${texts.label} changes.`
              : `Apps stop sending documents to ${texts.label} until an administrator connects it again. Documents already there stay.`
          }
          confirmLabel="Disconnect"
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            await disconnect.mutateAsync();
            setConfirming(false);
          }}
        />
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" boxShadow="sm" p="6">
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Notice({ tone, testId, children }: { tone: 'green' | 'red'; testId?: string; children: ReactNode }) {
  return (
    <Box
      role={tone === 'red' ? 'alert' : 'status'}
      data-testid={testId}
      borderLeftWidth="4px"
      borderColor={`${tone}.500`}
      bg={`${tone}.50`}
      color={`${tone}.900`}
      px="4"
      py="3"
      borderRadius="md"
      fontSize="sm"
    >
      {children}
    </Box>
  );
}

/** The address to register at the provider, selectable in one click. */
function RedirectUri({ value }: { value: string }) {
  const id = useId();
  return (
    <Box>
      <FieldLabel htmlFor={id}>Redirect URI</FieldLabel>
      <Input
        id={id}
        readOnly
        value={value}
        fontFamily="mono"
        fontSize="sm"
        onFocus={(event) => event.target.select()}
        {...controlStyle}
        bg="gray.50"
        borderColor="gray.300"
      />
    </Box>
  );
}
