import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { HttpError, serverSaid } from '../../../../lib/http/http-error';
import { useOpenInterview, useReopenInterview } from '../../api/open-interview.api';
import { PortalAfterFinish, type PortalFinished } from '../portal/portal-after-finish';
import { AppDataStep } from './app-data-step';
import { InterviewSession } from './interview-session';

/**
 * The interview of an app on a record, or on a record to create (INTERVIEW §1): opens it on the server (which takes
 * the record's lock), then runs the session. A new record's first save names it in the address (history replace)
 * without opening the interview again.
 */
export function InterviewPage({
  tenancy,
  catalogName,
  catalogLabel,
  recordId,
  appName,
  appLabel,
  external,
  onOpenedLabel,
}: {
  tenancy: string;
  catalogName: string;
  catalogLabel: string | undefined;
  recordId: string | undefined;
  appName: string;
  /** What the route calls the app before the interview answers (the page's heading when it cannot open). */
  appLabel: string;
  external: boolean;
  /** The app's label as the open gives it (the route's crumb, for people who read no catalogs). */
  onOpenedLabel?(label: string): void;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  // The record this visit created: the address now names it, but the session that created it goes on.
  const [created, setCreated] = useState<string | null>(null);
  // An external user finished (INTERVIEW §9): the portal's page, whatever the interview's query does from now on
  // (with extAutoClose the record is closed to them, and opening it again would be a 404).
  const [finished, setFinished] = useState<PortalFinished | null>(null);
  // The app's "Choose" step ('SELECT data FROM…') is behind this visit once chosen or skipped: a new record it
  // created opens afresh under its own address, and must not ask again.
  const [dataDoneFor, setDataDoneFor] = useState<string | null>(null);
  const [dataNotice, setDataNotice] = useState<string | null>(null);
  const openedOn = recordId !== undefined && recordId === created ? undefined : recordId;
  const interview = useOpenInterview(tenancy, catalogName, openedOn, appName, true);
  const reopen = useReopenInterview();
  const openedLabel = interview.data?.app.label;
  useEffect(() => {
    if (openedLabel) onOpenedLabel?.(openedLabel);
  }, [openedLabel, onOpenedLabel]);
  const catalogHref = `/${tenancy}/${encodeURIComponent(catalogName)}`;

  if (finished) {
    const backToAnswers = () => {
      setFinished(null);
      // The address names the record now: the interview opens on it, afresh.
      setCreated(null);
      void reopen(tenancy, catalogName, recordId, appName);
    };
    return <PortalAfterFinish tenancy={tenancy} finished={finished} onBackToAnswers={backToAnswers} />;
  }
  if (interview.isPending) {
    return (
      <Flex justify="center" py="16">
        <Spinner size="lg" aria-label="Loading" />
      </Flex>
    );
  }
  if (interview.isError) {
    const missing = interview.error instanceof HttpError && interview.error.status === 404;
    return (
      <Flex justify="center" px="6" py="12">
        <Stack maxW="xl" w="full" gap="4" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="8">
          <Heading as="h1" size="xl">
            {appLabel}
          </Heading>
          <Text
            role="alert"
            // Closed to an external user is where their visit ends, not a fault: said plainly, not in red.
            color={missing && external ? 'gray.800' : 'red.700'}
            data-testid="interview-error"
          >
            {missing
              ? external
                ? // extAutoClose closed it at the end of their run, a workspace user closed it, or its link was revoked.
                  'This interview is closed: your answers may already have been sent, or this link no longer opens it. Contact whoever sent you the link if you need to change your answers.'
                : 'This app could not be opened: the record or the app may have been deleted, or the app is not enabled.'
              : (serverSaid(interview.error) ?? 'This app could not be opened. Try again.')}
          </Text>
          {!external && (
            <Box>
              <Button asChild size="sm" variant="outline">
                <RouterLink to={catalogHref}>Back to {catalogLabel || catalogName}</RouterLink>
              </Button>
            </Box>
          )}
        </Stack>
      </Flex>
    );
  }
  const opened = interview.data;
  const dataKey = `${opened.catalog.name}/${opened.app.name}`;
  if (opened.app.selectsData && opened.lockedBy === null && dataDoneFor !== dataKey) {
    return (
      <AppDataStep
        tenancy={tenancy}
        opened={opened}
        onDone={(done) => {
          setDataDoneFor(dataKey);
          if (!done) return;
          setDataNotice(done.notice);
          if (!opened.record)
            navigate(
              `/${tenancy}/${encodeURIComponent(opened.catalog.name)}/${encodeURIComponent(done.chosen.recordId)}/${encodeURIComponent(opened.app.name)}${search}`,
              { replace: true },
            );
        }}
      />
    );
  }
  const session = (
    <InterviewSession
      // While locked, the record is opened again every 10 s: the read-only page shows the holder's latest answers,
      // and a lock that ends starts an editable session.
      key={[
        opened.catalog.name,
        opened.record?.id ?? 'new',
        opened.app.name,
        opened.lockedBy === null ? 'open' : `locked-${opened.record?.version ?? 0}`,
      ].join('/')}
      tenancy={tenancy}
      opened={opened}
      external={external}
      onPortalFinished={({ recordId: finishedOn, ranDocuments }) =>
        setFinished({
          catalog: opened.catalog.name,
          recordId: finishedOn,
          app: opened.app.name,
          appLabel: opened.app.label,
          settings: opened.external!,
          ranDocuments,
        })
      }
      onCreated={(id) => {
        setCreated(id);
        navigate(
          `/${tenancy}/${encodeURIComponent(opened.catalog.name)}/${encodeURIComponent(id)}/${encodeURIComponent(opened.app.name)}${search}`,
          { replace: true },
        );
      }}
    />
  );
  if (!dataNotice) return session;
  return (
    <>
      <Flex
        role="status"
        data-testid="app-data-notice"
        align="center"
        justify="space-between"
        gap="3"
        px={{ base: '4', md: '6' }}
        py="2"
        bg="green.50"
        borderBottomWidth="1px"
        borderColor="green.200"
      >
        <Text fontSize="sm" color="green.900">
          {dataNotice}
        </Text>
        <Button size="xs" variant="ghost" onClick={() => setDataNotice(null)}>
          Dismiss
        </Button>
      </Flex>
      {session}
    </>
  );
}
