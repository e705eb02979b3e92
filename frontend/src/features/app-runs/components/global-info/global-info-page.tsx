import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { showNotice } from '../../../../components/ui/toaster-store';
import { HttpError, serverSaid } from '../../../../lib/http/http-error';
import { useFinishGlobalInfo } from '../../api/finish-global-info.api';
import { openGlobalInfo, useOpenGlobalInfo } from '../../api/open-global-info.api';
import { saveGlobalAnswers } from '../../api/save-global-answers.api';
import { uploadGlobalFile } from '../../api/upload-global-file.api';
import type { AnswersDestination } from '../../model/answers-destination';
import {
  asInterviewOpened,
  catalogAddress,
  GLOBAL_INFO_SAVED,
  globalAnswersName,
  latestOfGlobal,
  type GlobalInterviewOpened,
} from '../../model/global-info';
import { InterviewSession } from '../interview/interview-session';

const ignore = () => undefined;

/**
 * A global-info app (002 §2.1 /{catalog}/{globalTarget}/{app}?appLabel): the record interview's session over the
 * catalog's global info for one global. Its answers are saved as the global info as the administrator goes; Finish
 * checks them, saves, and goes back to the catalog with "Global info saved." — no documents (records' runs read it).
 */
export function GlobalInfoPage({
  tenancy,
  catalogName,
  catalogLabel,
  globalTarget,
  appName,
  title,
}: {
  tenancy: string;
  catalogName: string;
  catalogLabel: string | undefined;
  globalTarget: string;
  appName: string;
  /** The address's appLabel, else the global's name: the header's and the page's title. */
  title: string;
}) {
  const navigate = useNavigate();
  const interview = useOpenGlobalInfo(tenancy, catalogName, globalTarget, appName);
  const finish = useFinishGlobalInfo();
  const catalogHref = catalogAddress(tenancy, catalogName);

  // The session reads the destination once; what it calls reaches the latest page state through a ref.
  const latest = useRef({ navigate, finish });
  latest.current = { navigate, finish };
  const destination = useMemo<AnswersDestination>(
    () => ({
      save: (values, version) =>
        saveGlobalAnswers(
          tenancy,
          catalogName,
          globalTarget,
          appName,
          values,
          version,
          globalAnswersName(catalogLabel || catalogName),
        ),
      loadLatest: async () => latestOfGlobal(await openGlobalInfo(tenancy, catalogName, globalTarget, appName)),
      // Global info has no record: its file answers go to the global's own files route.
      upload: (file) => uploadGlobalFile(tenancy, catalogName, globalTarget, appName, file),
      finish: async (version) => {
        await latest.current.finish.mutateAsync({ tenancy, catalog: catalogName, globalTarget, app: appName, version });
        showNotice(GLOBAL_INFO_SAVED);
        latest.current.navigate(catalogHref);
      },
    }),
    [tenancy, catalogName, catalogLabel, globalTarget, appName, catalogHref],
  );

  if (interview.isPending) {
    return (
      <Flex justify="center" py="16">
        <Spinner size="lg" aria-label="Loading" />
      </Flex>
    );
  }
  if (interview.isError)
    return (
      <GlobalInfoUnavailable
        error={interview.error}
        title={title}
        back={catalogHref}
        backLabel={catalogLabel || catalogName}
      />
    );
  const opened: GlobalInterviewOpened = interview.data;
  return (
    <InterviewSession
      key={[opened.catalog.name, opened.global.elementName, opened.app.name].join('/')}
      tenancy={tenancy}
      opened={asInterviewOpened(opened, title)}
      external={false}
      destination={destination}
      onCreated={ignore}
      onPortalFinished={ignore}
    />
  );
}

/** The app could not open: no such global (404), not an administrator (403), a global without a model (400). */
function GlobalInfoUnavailable({
  error,
  title,
  back,
  backLabel,
}: {
  error: Error;
  title: string;
  back: string;
  backLabel: string;
}) {
  const status = error instanceof HttpError ? error.status : 0;
  const message =
    status === 404
      ? "This global-info app could not be opened: the catalog's model has no such global, or the catalog was deleted."
      : status === 403
        ? 'Only administrators keep global info: ask one of them to fill it in.'
        : (serverSaid(error) ?? 'This global-info app could not be opened. Try again.');
  return (
    <Flex justify="center" px="6" py="12">
      <Stack maxW="xl" w="full" gap="4" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="8">
        <Text fontSize="xs" fontWeight="semibold" letterSpacing="widest" color="gray.500" textTransform="uppercase">
          Global info
        </Text>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text
          role="alert"
          // Not an administrator is who they are, not a fault: said plainly, not in red.
          color={status === 403 ? 'gray.800' : 'red.700'}
          data-testid="interview-error"
        >
          {message}
        </Text>
        <Box>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={back}>Back to {backLabel}</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Flex>
  );
}
