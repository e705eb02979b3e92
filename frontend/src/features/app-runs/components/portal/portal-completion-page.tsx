import { Box, Button, chakra, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useAssembleAgain } from '../../api/assemble-again.api';
import { useAppResult } from '../../api/get-app-result.api';
import { resultAnnouncement } from '../../model/documents-view';
import { Assembling, DocumentList } from '../documents/document-list';
import { DocumentsInstructions } from '../documents/documents-instructions';
import { FailedNotice, retryMessage } from '../documents/documents-states';

/**
 * What an external user sees after Finish when the app does not send them to its completion URL (INTERVIEW §9):
 * the app's further instructions (markdown, sanitised), and, only when the app shows documents (showDocs), the
 * run's documents with Download / Download All, read again every second while they are assembled. With extAutoClose
 * their access to the record has closed, so nothing here leads back to the interview.
 */
export function PortalCompletionPage({
  tenancy,
  catalog,
  recordId,
  app,
  appLabel,
  instructions,
  showDocs,
  onBackToAnswers,
}: {
  tenancy: string;
  catalog: string;
  recordId: string;
  app: string;
  appLabel: string;
  instructions: string;
  showDocs: boolean;
  /** Back to the interview; null with extAutoClose (the record is closed to them now). */
  onBackToAnswers: (() => void) | null;
}) {
  const result = useAppResult(tenancy, catalog, recordId, app, showDocs);
  const again = useAssembleAgain();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `Finished – ${appLabel}`;
    // The interview's screen is gone: its heading's place goes to this page's heading.
    headingRef.current?.focus();
  }, [appLabel]);

  const retry = () => again.mutate({ tenancy, catalog, recordId, app, external: true });
  const data = result.data;

  return (
    <Flex
      data-testid="portal-completion"
      justify="center"
      bg="gray.50"
      minH="calc(100dvh - 6.5rem)"
      px={{ base: '3', md: '6' }}
      py={{ base: '6', md: '12' }}
    >
      <Stack
        maxW="3xl"
        w="full"
        gap="6"
        alignSelf="flex-start"
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
            {appLabel}
          </Text>
          <Heading
            as="h1"
            size="xl"
            mt="1"
            ref={headingRef}
            tabIndex={-1}
            _focusVisible={{ outline: '2px solid', outlineColor: 'app.accent', outlineOffset: '4px' }}
          >
            Thank you
          </Heading>
          <Flex role="status" align="center" gap="2" mt="2" color="green.800" data-testid="portal-submitted">
            <Box as="span" aria-hidden fontWeight="bold">
              ✓
            </Box>
            <Text>Your answers have been sent.</Text>
          </Flex>
        </Box>
        {instructions.trim() && <DocumentsInstructions markdown={instructions} />}
        {showDocs && (
          <>
            <chakra.p srOnly role="status">
              {resultAnnouncement(data)}
            </chakra.p>
            <Box aria-label="Documents" role="region" data-testid="portal-documents" data-status={data?.status}>
              {result.isPending ? (
                <Flex justify="center" py="6">
                  <Spinner size="lg" aria-label="Loading" />
                </Flex>
              ) : !data ? (
                <Text color="red.700" role="alert">
                  Your documents could not be read. Reload the page to try again.
                </Text>
              ) : data.status === 'Failed' ? (
                <FailedNotice
                  error={data.error}
                  busy={again.isPending}
                  retryError={again.error ? retryMessage(again.error) : undefined}
                  onRetry={retry}
                />
              ) : data.status === 'In Progress' || data.status === 'Not run' ? (
                // Not run: the run this Finish queued is not readable yet (it is read at the finish's position).
                <Assembling />
              ) : data.files.length > 0 ? (
                <DocumentList tenancy={tenancy} result={data} />
              ) : (
                <Text color="gray.700">No documents were made for your answers.</Text>
              )}
            </Box>
          </>
        )}
        {onBackToAnswers && (
          <Flex pt="2" borderTopWidth="1px" borderColor="gray.100">
            <Button size="sm" variant="outline" minH="11" onClick={onBackToAnswers}>
              Back to your answers
            </Button>
          </Flex>
        )}
      </Stack>
    </Flex>
  );
}
