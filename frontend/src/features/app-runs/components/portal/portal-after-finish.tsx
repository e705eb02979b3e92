import { Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { PortalSettings } from '../../model/interview.types';
import { portalCompletion } from '../../model/portal-completion';
import { PortalCompletionPage } from './portal-completion-page';

/** What the portal keeps of a finished interview once the interview itself is done with. */
export interface PortalFinished {
  catalog: string;
  recordId: string;
  app: string;
  appLabel: string;
  settings: PortalSettings;
  /** The finish queued a run that makes documents (generateDocs on). */
  ranDocuments: boolean;
}

/**
 * After an external user's Finish (INTERVIEW §9): with extUseURLs, the whole window goes to the app's completion URL
 * (an http(s) address only); otherwise the instructions page, with the documents when showDocs.
 */
export function PortalAfterFinish({
  tenancy,
  finished,
  onBackToAnswers,
}: {
  tenancy: string;
  finished: PortalFinished;
  onBackToAnswers(): void;
}) {
  const completion = portalCompletion(finished.settings, finished.ranDocuments);
  const leaveFor = completion.kind === 'leave' ? completion.url : null;
  useEffect(() => {
    if (leaveFor) window.location.assign(leaveFor);
  }, [leaveFor]);

  if (completion.kind === 'leave') {
    return (
      <Flex justify="center" px="6" py="16" data-testid="portal-leaving">
        <Stack align="center" gap="3" role="status">
          <Spinner size="lg" color="app.accent" />
          <Text>Your answers have been sent. Taking you on…</Text>
          <Link href={completion.url} color="blue.700" textDecoration="underline">
            Continue
          </Link>
        </Stack>
      </Flex>
    );
  }
  const { catalog, recordId, app } = finished;
  return (
    <PortalCompletionPage
      tenancy={tenancy}
      catalog={catalog}
      recordId={recordId}
      app={app}
      appLabel={finished.appLabel}
      instructions={completion.instructions}
      showDocs={completion.showDocs}
      // With extAutoClose the record is closed to them: there are no answers to go back to.
      onBackToAnswers={finished.settings.autoClose ? null : onBackToAnswers}
    />
  );
}
