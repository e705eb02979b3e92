import { Box, Button, chakra, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { HttpError, serverSaid } from '../../../../lib/http/http-error';
import type { SessionUser } from '../../../../lib/session/session-user';
import type { Tenancy } from '../../../../lib/tenancy/tenancy.types';
import { useAssembleAgain } from '../../api/assemble-again.api';
import { useAppResult } from '../../api/get-app-result.api';
import { useRunCatalogs } from '../../api/list-run-catalogs.api';
import { useRunRecord } from '../../api/get-run-record.api';
import type { AppResult } from '../../model/app-result.types';
import { documentsCrumbs, interviewPath, resultAnnouncement } from '../../model/documents-view';
import { appRouteCrumbs, appTitle } from '../../model/breadcrumbs';
import { AppBreadcrumbs } from '../app-breadcrumbs';
import { DocumentsInstructions } from './documents-instructions';
import { Assembling, DocumentList } from './document-list';
import { FailedNotice, NotRun, OutOfDateNotice, retryMessage } from './documents-states';

/**
 * The instructions and downloads page of an app on a record (002 §2.3, INTERVIEW §8), at
 * /{t}/{catalog}/{recordId}/{app}/documents: the app's instructions, then its result — a spinner while the documents
 * are assembled (re-checked every second), the documents with Download / Download All, the failure with Try again,
 * "out of date" with Assemble again, or "not run" with the way back to the interview.
 */
export default function DocumentsPage({
  tenancy,
  user,
  navHidden,
}: {
  tenancy: Tenancy;
  user: SessionUser;
  navHidden: boolean;
}) {
  const { catalogName = '', recordId = '', appName = '' } = useParams();
  const external = user.isExternal === true;
  const catalogs = useRunCatalogs(tenancy.name, !external);
  const catalog =
    catalogs.data?.find((each) => each.name === catalogName) ??
    catalogs.data?.find((each) => each.name.toLowerCase() === catalogName.toLowerCase());
  const catalogKey = catalog?.name ?? catalogName;
  const record = useRunRecord(tenancy.name, catalogKey, external ? undefined : recordId);
  const result = useAppResult(tenancy.name, catalogKey, recordId, appName);
  const again = useAssembleAgain();
  const region = useRef<HTMLDivElement>(null);
  const modelApp = catalog?.type?.apps?.find((app) => app.name === appName);
  const appLabel = appTitle(result.data?.label || modelApp?.label, null, appName);

  useEffect(() => {
    document.title = `Documents – ${appLabel}${record.data?.name ? ` – ${record.data.name}` : ''}`;
  }, [appLabel, record.data?.name]);

  if (!external && catalogs.isSuccess && !catalog) return <Navigate to={`/${tenancy.name}/`} replace />;

  const interview = interviewPath(tenancy.name, catalogKey, recordId, appName);
  const catalogHref = `/${tenancy.name}/${encodeURIComponent(catalogKey)}`;
  const crumbs = documentsCrumbs(
    appRouteCrumbs({
      tenancy: tenancy.name,
      catalogName: catalogKey,
      catalogLabel: catalog?.label,
      target: { kind: 'record', recordId },
      recordName: record.data?.name,
      appName,
      appLabel,
      external,
    }),
    interview,
  );

  const missing = result.error instanceof HttpError && result.error.status === 404;
  // The button pressed goes away as the run starts: focus moves to the result it started.
  const retry = () =>
    again.mutate(
      { tenancy: tenancy.name, catalog: catalogKey, recordId, app: appName, external },
      { onSuccess: () => region.current?.focus() },
    );
  const retryError = again.error ? retryMessage(again.error) : undefined;

  return (
    <Box data-testid="documents-page" data-status={result.data?.status} minH="full">
      {!navHidden && (
        <Box borderBottomWidth="1px" borderColor="gray.200" bg="gray.50" px="6" py="2.5">
          <AppBreadcrumbs crumbs={crumbs} />
        </Box>
      )}
      <Flex justify="center" px={{ base: '3', md: '6' }} py={{ base: '6', md: '12' }}>
        <Stack
          maxW="3xl"
          w="full"
          gap="6"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="xl"
          boxShadow="sm"
          px={{ base: '5', md: '10' }}
          py={{ base: '6', md: '10' }}
        >
          <Box>
            <Text fontSize="xs" fontWeight="semibold" letterSpacing="widest" color="gray.500" textTransform="uppercase">
              Documents
            </Text>
            <Heading as="h1" size="xl" mt="1">
              {appLabel}
            </Heading>
            {record.data?.name && (
              <Text color="gray.600" mt="1">
                {record.data.name}
              </Text>
            )}
          </Box>
          {result.data?.instructions.trim() && <DocumentsInstructions markdown={result.data.instructions} />}
          <chakra.p srOnly role="status" data-testid="documents-announcement">
            {resultAnnouncement(result.data)}
          </chakra.p>
          <Box ref={region} tabIndex={-1} outline="none" aria-label="Documents" role="region">
            {missing ? (
              <Text color="red.700" role="alert">
                This record or app could not be found. It may have been deleted.
              </Text>
            ) : result.isPending ? (
              <Flex justify="center" py="6">
                <Spinner size="lg" aria-label="Loading" />
              </Flex>
            ) : result.error instanceof HttpError && result.error.status === 403 ? (
              <Text color="gray.700" role="alert" data-testid="documents-refused">
                {serverSaid(result.error) ?? 'The documents of this app are not shown to you.'}
              </Text>
            ) : result.data ? (
              <ResultBody
                tenancy={tenancy.name}
                result={result.data}
                interview={interview}
                retrying={again.isPending}
                retryError={retryError}
                onRetry={retry}
                sendAgainOn={external ? undefined : { catalog: catalogKey, recordId, app: appName }}
              />
            ) : (
              <Text color="red.700" role="alert">
                The documents could not be read. Reload the page to try again.
              </Text>
            )}
          </Box>
          <Flex
            gap="3"
            flexWrap="wrap"
            pt="2"
            borderTopWidth="1px"
            borderColor="gray.100"
            css={{ '& > a': { minHeight: '2.75rem' } }}
          >
            <Button asChild size="sm" variant="outline">
              <RouterLink to={interview}>Back to the interview</RouterLink>
            </Button>
            {!external && (
              <Button asChild size="sm" variant="ghost">
                <RouterLink to={catalogHref}>Back to {catalog?.label || catalogKey}</RouterLink>
              </Button>
            )}
          </Flex>
        </Stack>
      </Flex>
    </Box>
  );
}

function ResultBody({
  tenancy,
  result,
  interview,
  retrying,
  retryError,
  onRetry,
  sendAgainOn,
}: {
  tenancy: string;
  result: AppResult;
  interview: string;
  retrying: boolean;
  retryError: string | undefined;
  onRetry(): void;
  sendAgainOn?: { catalog: string; recordId: string; app: string };
}) {
  switch (result.status) {
    case 'In Progress':
      return <Assembling />;
    case 'Not run':
      return <NotRun interview={interview} />;
    case 'Failed':
      return <FailedNotice error={result.error} busy={retrying} retryError={retryError} onRetry={onRetry} />;
    case 'Out of date':
      return (
        <Stack gap="5">
          <OutOfDateNotice busy={retrying} retryError={retryError} onAssemble={onRetry} />
          {result.files.length > 0 && <DocumentList tenancy={tenancy} result={result} sendAgainOn={sendAgainOn} />}
        </Stack>
      );
    case 'Ok':
      return result.files.length > 0 ? (
        <DocumentList tenancy={tenancy} result={result} sendAgainOn={sendAgainOn} />
      ) : (
        <Text color="gray.700">This run made no documents.</Text>
      );
  }
}
