import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../../lib/http/http-error';
import { usePublishAppDetails } from '../../../lib/navigation/app-details';
import type { SessionUser } from '../../../lib/session/session-user';
import type { Tenancy } from '../../../lib/tenancy/tenancy.types';
import { useRunRecord } from '../api/get-run-record.api';
import { useRunCatalogs } from '../api/list-run-catalogs.api';
import { useRunSnapshots } from '../api/list-run-snapshots.api';
import { appEnvironment } from '../model/app-environment';
import { appRouteTarget } from '../model/app-route-target';
import { appRouteCrumbs, appTitle } from '../model/breadcrumbs';
import { globalInfoTitle } from '../model/global-info';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { GlobalInfoPage } from './global-info/global-info-page';
import { InterviewPage } from './interview/interview-page';

/**
 * The app routes (002 §2.1): /{catalog}/{recordId}/{app} (an app on a record), /{catalog}/{app} (create a record
 * with the app) and /{catalog}/{globalTarget}/{app}?appLabel (a global-info app): the breadcrumbs, then the
 * interview (INTERVIEW §1) on a record or a record to create, or over the catalog's global info. A catalog this
 * person may not see sends them to /{tenancy}/; external users reach the route by link and see only the app.
 */
export default function AppRoutePage({
  tenancy,
  user,
  navHidden,
}: {
  tenancy: Tenancy;
  user: SessionUser;
  /** The top bar is hidden (`hn`): the breadcrumbs, part of the navigation, go with it. */
  navHidden: boolean;
}) {
  const { catalogName = '', recordId, appName = '' } = useParams();
  const [query] = useSearchParams();
  const external = user.isExternal === true;
  const target = appRouteTarget(recordId);
  const catalogs = useRunCatalogs(tenancy.name, !external);
  const catalog =
    catalogs.data?.find((each) => each.name === catalogName) ??
    catalogs.data?.find((each) => each.name.toLowerCase() === catalogName.toLowerCase());
  const record = useRunRecord(
    tenancy.name,
    catalog?.name ?? catalogName,
    !external && catalog && target.kind === 'record' ? target.recordId : undefined,
  );
  // A global-info app is an app of the GLOBAL's model, not of the catalog's: its label comes from the address.
  const modelApp = target.kind === 'global' ? undefined : catalog?.type?.apps?.find((app) => app.name === appName);
  const live = catalog?.appOptions.some((option) => option.appName === appName && option.liveVersion);
  const snapshots = useRunSnapshots(tenancy.name, catalog?._id, user.isAdmin === true && live === true);
  // External users read no catalogs: the app's label comes with the interview's open.
  const [openedLabel, setOpenedLabel] = useState<string>();
  const appLabel = appTitle(modelApp?.label || openedLabel, query.get('appLabel'), appName);
  usePublishAppDetails({
    name: appLabel,
    key: modelApp?._id,
    environment: appEnvironment(catalog, appName, snapshots.data),
  });

  if (!external && catalogs.isSuccess && !catalog) return <Navigate to={`/${tenancy.name}/`} replace />;
  if (!external && catalogs.isPending) {
    return (
      <Flex justify="center" py="16">
        <Spinner size="lg" aria-label="Loading" />
      </Flex>
    );
  }

  const crumbs = appRouteCrumbs({
    tenancy: tenancy.name,
    catalogName: catalog?.name ?? catalogName,
    catalogLabel: catalog?.label,
    target,
    recordName: record.data?.name,
    appName,
    appLabel,
    external,
  });
  const missing = record.error instanceof HttpError && record.error.status === 404;
  const catalogHref = `/${tenancy.name}/${encodeURIComponent(catalog?.name ?? catalogName)}`;

  const breadcrumbs = !navHidden && (
    <Box borderBottomWidth="1px" borderColor="gray.200" bg="gray.50" px="6" py="2.5">
      <AppBreadcrumbs crumbs={crumbs} />
    </Box>
  );

  if (target.kind === 'global') {
    return (
      <Box data-testid="app-route" data-target={target.kind}>
        {breadcrumbs}
        <GlobalInfoPage
          tenancy={tenancy.name}
          catalogName={catalog?.name ?? catalogName}
          catalogLabel={catalog?.label}
          globalTarget={target.globalTarget}
          appName={appName}
          title={globalInfoTitle(query.get('appLabel'), target.globalTarget)}
        />
      </Box>
    );
  }

  if (!missing) {
    return (
      <Box data-testid="app-route" data-target={target.kind}>
        {breadcrumbs}
        <InterviewPage
          tenancy={tenancy.name}
          catalogName={catalog?.name ?? catalogName}
          catalogLabel={catalog?.label}
          recordId={target.kind === 'record' ? target.recordId : undefined}
          appName={appName}
          appLabel={appLabel}
          external={external}
          onOpenedLabel={setOpenedLabel}
        />
      </Box>
    );
  }

  return (
    <Box data-testid="app-route" data-target={target.kind}>
      {breadcrumbs}
      <Flex justify="center" px="6" py="12">
        <Stack
          maxW="2xl"
          w="full"
          gap="4"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="xl"
          boxShadow="sm"
          px={{ base: '6', md: '10' }}
          py="10"
        >
          <Text fontSize="xs" fontWeight="semibold" letterSpacing="widest" color="gray.500" textTransform="uppercase">
            App
          </Text>
          <Heading as="h1" size="xl">
            {appLabel}
          </Heading>
          <Text color="red.700" role="alert">
            This record could not be found. It may have been deleted.
          </Text>
          <Box>
            <Button asChild size="sm" bg="app.widget" color="app.widgetText">
              <RouterLink to={catalogHref}>Back to {catalog?.label || catalogName}</RouterLink>
            </Button>
          </Box>
        </Stack>
      </Flex>
    </Box>
  );
}
